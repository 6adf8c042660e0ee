import { sql } from 'kysely';
import type { CourseSlug } from '#shared/courses.ts';
import type { Db } from '../db/database.ts';

/** Whose assignments change: one learner, or everyone of a company (employer included, docs/product.md R13). */
export type AssignmentScope = { userId: number } | { companyId: number };

const peopleOf = (db: Db, scope: AssignmentScope) =>
  'userId' in scope
    ? db.selectFrom('users').select('id').where('id', '=', scope.userId)
    : db.selectFrom('users').select('id').where('company_id', '=', scope.companyId);

/** Every course assignment of a company's people: which person has which course, and by when. */
export function companyAssignments(
  db: Db,
  companyId: number,
): Promise<Array<{ training_slug: CourseSlug; user_id: number; due_on: string | null }>> {
  return db
    .selectFrom('training_assignments as ta')
    .innerJoin('users as u', 'u.id', 'ta.user_id')
    .select(['ta.training_slug', 'ta.user_id', 'ta.due_on'])
    .where('u.company_id', '=', companyId)
    .execute();
}

/**
 * Assigns new people of a company their courses: those named for them and the company's onboarding
 * courses (decision 082), each once. Answers the courses given: the named ones, then the onboarding ones.
 */
export async function assignToNewPeople(
  db: Db,
  companyId: number,
  userIds: readonly number[],
  named: readonly CourseSlug[],
  now: Date,
): Promise<CourseSlug[]> {
  const company = await db
    .selectFrom('companies')
    .select('onboarding_courses')
    .where('id', '=', companyId)
    .executeTakeFirst();
  const slugs = [...new Set([...named, ...(company?.onboarding_courses ?? [])])];
  if (slugs.length === 0 || userIds.length === 0) return slugs;
  const rows = userIds.flatMap((userId) =>
    slugs.map((slug) => ({ user_id: userId, training_slug: slug, assigned_at: now })),
  );
  // A thousand people with twelve courses each stay well below PostgreSQL's bound on parameters.
  for (let start = 0; start < rows.length; start += 5000) {
    await db
      .insertInto('training_assignments')
      .values(rows.slice(start, start + 5000))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  return slugs;
}

/** Assigns the course to everyone in the scope who lacks it, as of `now`; answers how many got it. */
export async function insertAssignments(db: Db, scope: AssignmentScope, slug: CourseSlug, now: Date): Promise<number> {
  const inserted = await db
    .insertInto('training_assignments')
    .columns(['user_id', 'training_slug', 'assigned_at'])
    .expression(
      peopleOf(db, scope).select([
        sql<string>`${slug}::text`.as('training_slug'),
        sql<Date>`${now}::timestamptz`.as('at'),
      ]),
    )
    .onConflict((oc) => oc.columns(['user_id', 'training_slug']).doNothing())
    .returning('user_id')
    .execute();
  return inserted.length;
}

/** Sets (or with null removes) the deadline of the scope's assignments of the course; answers how many changed. */
export async function updateDeadlines(
  db: Db,
  scope: AssignmentScope,
  slug: CourseSlug,
  dueOn: string | null,
): Promise<number> {
  const updated = await db
    .updateTable('training_assignments')
    .set({ due_on: dueOn === null ? null : sql<string>`${dueOn}::date` })
    .where('user_id', 'in', peopleOf(db, scope))
    .where('training_slug', '=', slug)
    .where(sql<boolean>`due_on is distinct from ${dueOn}::date`)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows);
}

/** Deletes the scope's assignments of the course (their progress stays); answers how many went. */
export async function deleteAssignments(db: Db, scope: AssignmentScope, slug: CourseSlug): Promise<number> {
  const deleted = await db
    .deleteFrom('training_assignments')
    .where('user_id', 'in', peopleOf(db, scope))
    .where('training_slug', '=', slug)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
