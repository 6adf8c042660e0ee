import type { AttentionPerson, CompanyStatistics, OverduePerson } from '#shared/api/statistics.ts';
import { COURSE_SLUGS } from '#shared/courses.ts';
import { berlinToday } from '../core/berlin-dates.ts';
import type { Db } from '../db/database.ts';
import { notFound } from '../core/errors.ts';
import { foldCompanyChanges } from './summary-folding.ts';
import { attentionCutoff, count, figuresFrom } from './statistics-figures.ts';
import { findOverdueAssignments } from './missed-deadline.repository.ts';
import { companyCourseSummaries, findCompanySummary } from './company-summaries.repository.ts';
import { findDueLearners } from './learner-summaries.repository.ts';
import { passAttemptsOfCompany } from './pass-attempts.repository.ts';

/**
 * GET /statistics/get-company-stats (docs/decisions/033-statistics-figures.md,
 * 034-statistics-summaries.md): the figures over the company's population, per course, and who
 * needs attention. Read from the summaries (migration 0003):
 * one row of company totals, twelve of course totals, and the company's learner rows with a
 * course open long enough to be due. The company's queued changes are folded in first
 * (migration 0005), so the reader sees every write made before the call.
 */
export async function companyStatistics(db: Db, companyId: number, now: Date): Promise<CompanyStatistics> {
  const cutoff = attentionCutoff(now);
  await foldCompanyChanges(db, companyId);
  const [company, courses, attentionPeople, overduePeople, passesByAttempt] = await Promise.all([
    findCompanySummary(db, companyId),
    companyCourseSummaries(db, companyId),
    attentionList(db, companyId, cutoff),
    overdueList(db, companyId, berlinToday(now)),
    passAttemptsOfCompany(db, companyId),
  ]);
  if (!company) throw notFound();

  const byPosition = new Map(courses.map((row) => [row.position, row]));
  return {
    ...figuresFrom({
      population: count(company.population),
      started: count(company.started),
      finishedAll: count(company.finished_all),
      attention: attentionPeople.length,
      timeSpentSeconds: count(company.time_spent_seconds),
      quizRepeats: count(company.quiz_repeat_count),
      trainingRepeats: count(company.module_repeat_count),
      scoreSum: count(company.score_sum),
      scoreCount: count(company.score_count),
    }),
    people: count(company.people),
    courses: COURSE_SLUGS.map((trainingSlug, index) => {
      const row = byPosition.get(index + 1);
      const scoreCount = count(row?.score_count);
      return {
        trainingSlug,
        assigned: count(row?.assigned),
        started: count(row?.started),
        passed: count(row?.passed),
        averageQuizScore: scoreCount === 0 ? null : Math.round(count(row?.score_sum) / scoreCount),
      };
    }),
    attentionPeople,
    overduePeople,
    passesByAttempt,
  };
}

/**
 * The people past a deadline (decision 083, missed-deadline.repository.ts): the earliest deadline first, then
 * by name; each person's courses by due day.
 */
export async function overdueList(db: Db, companyId: number, today: string): Promise<OverduePerson[]> {
  const rows = await findOverdueAssignments(db, companyId, today);
  const people = new Map<number, OverduePerson>();
  for (const row of rows) {
    const person = people.get(row.id) ?? {
      userId: row.id,
      firstname: row.firstname,
      lastname: row.lastname,
      courses: [],
    };
    person.courses.push({ trainingSlug: row.training_slug, dueOn: row.due_on ?? '' });
    people.set(row.id, person);
  }
  return [...people.values()];
}

/**
 * The people who need attention (learner-summaries.repository.ts says when a course is due): each
 * with the courses that are due, in course order, and since when the oldest of them is due; the
 * longest overdue first, then by name.
 */
async function attentionList(db: Db, companyId: number, cutoff: Date): Promise<AttentionPerson[]> {
  const rows = await findDueLearners(db, companyId, cutoff);
  return rows.map((row) => ({
    userId: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    overdueCourses: row.overdue_positions.map((p) => COURSE_SLUGS[p - 1]!),
    overdueSince: new Date(row.overdue_since).toISOString(),
  }));
}
