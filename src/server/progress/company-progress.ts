import type { CompanyProgress, PersonCourseProgress } from '#shared/api/progress.ts';
import type { CustomerRole } from '#shared/constants.ts';
import { byCourseOrder, type CourseSlug } from '#shared/courses.ts';
import { certificateEarned, progressStatus } from '#shared/rules/progress-status.ts';
import type { Caller } from '../core/caller.ts';
import { notFound } from '../core/errors.ts';
import { archiveLapsed } from '../cycles/training-cycles.ts';
import type { Db } from '../db/database.ts';
import type { AppDeps } from '../deps.ts';
import { companyAssignments } from '../assignments/assignments.repository.ts';
import { companyPeopleByName } from './company-people.repository.ts';
import { currentProgressOfCompany } from './progress.repository.ts';

/**
 * GET /progress/get-company-progress: every person of the company (employer included,
 * docs/product.md R13) with each assigned course and how far they are in it. Progress in a course
 * that is no longer assigned is left out, as it no longer counts. Three queries, one per table,
 * joined here: the company's rows are few enough and each query uses its company index.
 */
export async function companyProgress(
  db: Db,
  companyId: number,
  exerciseCount: (slug: CourseSlug) => number,
): Promise<CompanyProgress> {
  const [people, assignments, progress] = await Promise.all([
    companyPeopleByName(db, companyId),
    companyAssignments(db, companyId),
    currentProgressOfCompany(db, companyId),
  ]);
  const progressOf = new Map(progress.map((row) => [`${row.user_id}:${row.training_slug}`, row]));
  const assignedTo = Map.groupBy(assignments, (a) => a.user_id);

  return people.map((person) => {
    const courses: PersonCourseProgress[] = (assignedTo.get(person.id) ?? [])
      .toSorted((a, b) => byCourseOrder(a.training_slug, b.training_slug))
      .map(({ training_slug: slug, due_on: dueOn }) => {
        const row = progressOf.get(`${person.id}:${slug}`);
        return {
          trainingSlug: slug,
          dueOn,
          status: progressStatus(
            row && {
              moduleFinishedAt: row.module_finished_at,
              quizAttemptCount: row.quiz_attempt_count,
              passedAt: row.passed_at,
            },
          ),
          bestScore: row?.best_score ?? null,
          passedAt: row?.passed_at?.toISOString() ?? null,
          passedAtAttempt: row?.passed_at ? row.passed_at_attempt : null,
          quizRepeatCount: row?.quiz_repeat_count ?? 0,
          moduleRepeatCount: row?.module_repeat_count ?? 0,
          timeSpentSeconds: row?.time_spent_seconds ?? 0,
          exerciseCount: exerciseCount(slug),
          exercisesStarted: row?.exercises_started.length ?? 0,
          exercisesFinished: row?.exercises_finished.length ?? 0,
        };
      });
    const passedCount = courses.filter((c) => c.status === 'passed').length;
    return {
      userId: person.id,
      firstname: person.firstname,
      lastname: person.lastname,
      role: person.role as CustomerRole,
      assignedCount: courses.length,
      startedCount: courses.filter((c) => c.status !== 'notStarted').length,
      passedCount,
      certificateAvailable: certificateEarned(courses.length, passedCount),
      courses,
    };
  });
}

/** The caller's own company's progress, as of today: passes that lapsed are archived first. */
export async function ownCompanyProgress(
  deps: AppDeps,
  caller: Caller,
  exerciseCount: (slug: CourseSlug) => number,
): Promise<CompanyProgress> {
  if (caller.companyId === null) throw notFound();
  await archiveLapsed(deps.db, { companyId: caller.companyId }, deps.config.trainingValidityMonths, deps.now());
  return companyProgress(deps.db, caller.companyId, exerciseCount);
}
