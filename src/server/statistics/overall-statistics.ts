import type { OverallStatistics, OverallStatisticsQuery } from '#shared/api/statistics.ts';
import type { Db } from '../db/database.ts';
import { berlinToday } from '../core/berlin-dates.ts';
import { chartMonths } from './chart-months.ts';
import { overallActivity } from './overall-activity.ts';
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
 * (migration 0005). `periodBy=activity` counts the training done in the range instead (overall-activity.ts).
 */
export async function overallStatistics(db: Db, query: OverallStatisticsQuery, now: Date): Promise<OverallStatistics> {
  const from = query.from || undefined;
  const to = query.to || undefined;
  if (query.periodBy === 'activity') return overallActivity(db, from, to, now);
  await foldAll(db);
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

  const registrations = chartMonths(months, first.at, from, to, now);

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
    to: to ?? berlinToday(now),
    companies: count(totals.companies),
    companiesFullyTrained: count(totals.fully_trained),
    registrations,
  };
}
