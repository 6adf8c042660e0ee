import { sql } from 'kysely';
import type { CourseSlug } from '#shared/courses.ts';
import type { Db } from '../db/database.ts';

/** Whose assignments change: one learner, or everyone of a company (employer included, docs/product.md R13). */
export type AssignmentScope = { userId: number } | { companyId: number };

const peopleOf = (db: Db, scope: AssignmentScope) =>
  'userId' in scope
    ? db.selectFrom('users').select('id').where('id', '=', scope.userId)
    : db.selectFrom('users').select('id').where('company_id', '=', scope.companyId);

/**
 * Course assignments (docs/product.md §3, "Training assignment"). Both changes are idempotent
 * and answer how many people they changed. Revoking keeps the person's progress, so assigning
 * the course again continues where they stopped.
 */
export async function assignTraining(db: Db, scope: AssignmentScope, slug: CourseSlug, now: Date): Promise<number> {
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

/**
 * Sets or removes the deadline of a course (decision 083) for one person's assignment or every
 * assignment of the course in a company; answers how many assignments changed.
 */
export async function setDeadline(
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

export async function revokeTraining(db: Db, scope: AssignmentScope, slug: CourseSlug): Promise<number> {
  const deleted = await db
    .deleteFrom('training_assignments')
    .where('user_id', 'in', peopleOf(db, scope))
    .where('training_slug', '=', slug)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
