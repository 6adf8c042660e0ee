import type { OverallStatistics } from '#shared/api/statistics.ts';
import { COURSE_SLUGS } from '#shared/courses.ts';
import type { Db } from '../db/database.ts';
import { berlinToday } from '../core/berlin-dates.ts';
import { chartMonths } from './chart-months.ts';
import { foldAll } from './summary-folding.ts';
import { attentionCutoff, count, figuresFrom } from './statistics-figures.ts';
import { firstRegistration } from './company-registrations.repository.ts';
import { activeCompaniesPerMonth, passesPerCourse, sumActivity } from './training-activity.repository.ts';

/**
 * GET /statistics/get-overall-stats?periodBy=activity (admins; docs/decisions/113-statistics-by-activity.md):
 * the training done from `from` to `to` across all companies. The "now" parts (fully trained,
 * attention) read the summaries, so the queued changes are folded first, and everything is read in
 * one read-only snapshot like the figures by registration.
 */
export async function overallActivity(
  db: Db,
  from: string | undefined,
  to: string | undefined,
  now: Date,
): Promise<OverallStatistics> {
  await foldAll(db);
  const cutoff = attentionCutoff(now);
  const { sums, perCourse, months, first } = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => ({
      sums: await sumActivity(trx, from, to, cutoff),
      perCourse: await passesPerCourse(trx, from, to),
      months: await activeCompaniesPerMonth(trx, from, to),
      first: await firstRegistration(trx),
    }));

  const registrations = chartMonths(months, first.at, from, to, now);
  const passes = new Map(perCourse.map((row) => [row.training_slug, count(row.passes)]));

  const population = count(sums.population);
  const timeSpent = count(sums.time_spent_seconds);
  return {
    ...figuresFrom({
      population,
      started: count(sums.started),
      finishedAll: count(sums.finished_all),
      attention: count(sums.attention),
      timeSpentSeconds: timeSpent,
      quizRepeats: count(sums.quiz_repeats),
      trainingRepeats: count(sums.training_repeats),
      scoreSum: count(sums.score_sum),
      scoreCount: count(sums.score_count),
    }),
    // Per active person: someone who only took a quiz in the range worked on the course too.
    averageWorkingTimeSeconds: population === 0 ? null : Math.round(timeSpent / population),
    from: from ?? null,
    to: to ?? berlinToday(now),
    companies: count(sums.companies),
    companiesFullyTrained: count(sums.fully_trained),
    registrations,
    activity: {
      passes: count(sums.passes),
      passedPeople: count(sums.passed_people),
      courses: COURSE_SLUGS.map((trainingSlug) => ({ trainingSlug, passes: passes.get(trainingSlug) ?? 0 })),
    },
  };
}
