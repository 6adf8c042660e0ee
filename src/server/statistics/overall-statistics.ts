import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { OverallStatistics, OverallStatisticsQuery } from '#shared/api/statistics.ts';
import type { Db } from '../db/database.ts';
import { berlinMonth, berlinToday, monthsBetween } from '../core/berlin-dates.ts';
import { foldAll } from './summary-folding.ts';
import { attentionCutoff, count, figuresFrom } from './statistics-figures.ts';

/**
 * Companies (`co`) registered in the range: `from` and `to` are days in Europe/Berlin, both
 * included (from midnight of `from` to midnight after `to`, German time); an empty end is open.
 */
function registeredIn(from: string | undefined, to: string | undefined): RawBuilder<SqlBool> {
  const bounds = [sql`true`];
  if (from) bounds.push(sql`co.created_at >= (${from}::date)::timestamp at time zone 'Europe/Berlin'`);
  if (to) bounds.push(sql`co.created_at < (${to}::date + 1)::timestamp at time zone 'Europe/Berlin'`);
  return sql<SqlBool>`(${sql.join(bounds, sql` and `)})`;
}

/**
 * GET /statistics/get-overall-stats (admins; docs/decisions/033-statistics-figures.md,
 * 034-statistics-summaries.md): the companies registered in the range and their figures as of now.
 * Totals come from company_summaries (one row per company), attention from the learner rows with an
 * open course due (index learner_summaries_open), the chart from companies.created_at. Run in one
 * read-only snapshot, after folding the queued changes no other instance is folding at the moment
 * (migration 0005).
 */
export async function overallStatistics(db: Db, query: OverallStatisticsQuery, now: Date): Promise<OverallStatistics> {
  await foldAll(db);
  const from = query.from || undefined;
  const to = query.to || undefined;
  const cutoff = attentionCutoff(now);

  const { totals, attention, months, first } = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => ({
      totals: await trx
        .selectFrom('companies as co')
        .leftJoin('company_summaries as cs', 'cs.company_id', 'co.id')
        .where(registeredIn(from, to))
        .select((eb) => [
          eb.fn.countAll().as('companies'),
          eb.fn
            .countAll()
            .filterWhere((f) => f.and([f('cs.population', '>', 0), f('cs.finished_all', '=', f.ref('cs.population'))]))
            .as('fully_trained'),
          eb.fn.sum('cs.population').as('population'),
          eb.fn.sum('cs.started').as('started'),
          eb.fn.sum('cs.finished_all').as('finished_all'),
          eb.fn.sum('cs.time_spent_seconds').as('time_spent_seconds'),
          eb.fn.sum('cs.quiz_repeat_count').as('quiz_repeats'),
          eb.fn.sum('cs.module_repeat_count').as('training_repeats'),
          eb.fn.sum('cs.score_sum').as('score_sum'),
          eb.fn.sum('cs.score_count').as('score_count'),
        ])
        .executeTakeFirstOrThrow(),
      // A course's clock starts at its assignment or at the company's last reset, whichever is later.
      attention: await trx
        .selectFrom('learner_summaries as s')
        .innerJoin('companies as co', 'co.id', 's.company_id')
        .where('s.oldest_open_assigned_at', '<=', cutoff)
        .where((eb) =>
          eb.or([eb('co.last_progress_reset_at', 'is', null), eb('co.last_progress_reset_at', '<=', cutoff)]),
        )
        .where(registeredIn(from, to))
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow(),
      // Grouped by the month's start, named per group: to_char for every row costs a third more.
      months: (
        await sql<{ month: string; companies: number }>`
          select to_char(m.start, 'YYYY-MM') as month, m.companies
          from (
            select date_trunc('month', co.created_at at time zone 'Europe/Berlin') as start, count(*) as companies
            from companies co where ${registeredIn(from, to)} group by 1
          ) m
        `.execute(trx)
      ).rows,
      first: await trx
        .selectFrom('companies')
        .select((eb) => eb.fn.min('created_at').as('at'))
        .executeTakeFirstOrThrow(),
    }));

  const today = berlinToday(now);
  const perMonth = new Map(months.map((m) => [m.month, count(m.companies)]));
  // The chart runs over the range, but not before the first registration nor after this month.
  const firstMonth = first.at ? berlinMonth(new Date(first.at)) : undefined;
  const startMonth = firstMonth && from && from.slice(0, 7) > firstMonth ? from.slice(0, 7) : firstMonth;
  const endMonth = to && to.slice(0, 7) < today.slice(0, 7) ? to.slice(0, 7) : today.slice(0, 7);
  const registrations = startMonth
    ? monthsBetween(startMonth, endMonth).map((month) => ({ month, companies: perMonth.get(month) ?? 0 }))
    : [];

  return {
    ...figuresFrom({
      population: count(totals.population),
      started: count(totals.started),
      finishedAll: count(totals.finished_all),
      attention: count(attention.n),
      timeSpentSeconds: count(totals.time_spent_seconds),
      quizRepeats: count(totals.quiz_repeats),
      trainingRepeats: count(totals.training_repeats),
      scoreSum: count(totals.score_sum),
      scoreCount: count(totals.score_count),
    }),
    from: from ?? null,
    to: to ?? today,
    companies: count(totals.companies),
    companiesFullyTrained: count(totals.fully_trained),
    registrations,
  };
}
