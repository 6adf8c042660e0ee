import type { OverallStatistics, OverallStatisticsQuery } from '#shared/api/statistics.ts';
import type { Db } from '../db/database.ts';
import { berlinMonth, berlinToday, monthsBetween } from '../core/berlin-dates.ts';
import { foldAll } from './summary-folding.ts';
import { attentionCutoff, count, figuresFrom } from './statistics-figures.ts';
import { firstRegistration, registrationsPerMonth } from './company-registrations.repository.ts';
import { sumCompanySummaries } from './company-summaries.repository.ts';
import { countDueLearners } from './learner-summaries.repository.ts';

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
      totals: await sumCompanySummaries(trx, from, to),
      attention: await countDueLearners(trx, cutoff, from, to),
      months: await registrationsPerMonth(trx, from, to),
      first: await firstRegistration(trx),
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
