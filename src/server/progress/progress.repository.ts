import type { CourseSlug } from '#shared/courses.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import type { Caller } from '../http/types.ts';
import type { ProgressRow } from './progress.presenter.ts';

export const notAssigned = () => new HttpError(403, 'TRAINING_NOT_ASSIGNED');

export async function isAssigned(db: Db, userId: number, slug: CourseSlug): Promise<boolean> {
  const row = await db
    .selectFrom('training_assignments')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('training_slug', '=', slug)
    .executeTakeFirst();
  return row !== undefined;
}

/** The learner's current (not archived) progress in a course, locked for the transaction's update. */
export function lockCurrentProgress(db: Db, userId: number, slug: CourseSlug): Promise<ProgressRow | undefined> {
  return db
    .selectFrom('course_progress')
    .selectAll()
    .where('user_id', '=', userId)
    .where('training_slug', '=', slug)
    .where('archived_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * The caller's current progress in a course, begun now if there is none. Only an assigned course
 * can be begun; progress begun before a course was revoked stays reachable. Two requests that
 * begin the same course at once get the same row (the unique index on current progress decides).
 */
export async function currentOrNewProgress(
  db: Db,
  caller: Caller,
  slug: CourseSlug,
  slideCount: number,
  now: Date,
): Promise<ProgressRow> {
  const existing = await lockCurrentProgress(db, caller.userId, slug);
  if (existing) return existing;
  if (caller.companyId === null || !(await isAssigned(db, caller.userId, slug))) throw notAssigned();
  await db
    .insertInto('course_progress')
    .values({
      user_id: caller.userId,
      company_id: caller.companyId,
      training_slug: slug,
      slide_count: slideCount,
      started_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'training_slug']).where('archived_at', 'is', null).doNothing())
    .execute();
  const created = await lockCurrentProgress(db, caller.userId, slug);
  if (!created) throw new Error('progress vanished while it was begun');
  return created;
}
