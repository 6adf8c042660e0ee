import type { Db } from '../db/database.ts';

const TRACK = 'nis2-management';

/** Whether the person is named as their company's management (decision 103). */
export async function isManagementMember(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('management_members')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The named people of a company with their current round of the management training, by name. */
export function membersOf(db: Db, companyId: number) {
  return db
    .selectFrom('management_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .leftJoin('course_progress as p', (join) =>
      join.onRef('p.user_id', '=', 'm.user_id').on('p.training_slug', '=', TRACK).on('p.archived_at', 'is', null),
    )
    .select([
      'u.id as user_id',
      'u.firstname',
      'u.lastname',
      'u.email',
      'u.role',
      'm.named_at',
      'p.module_finished_at',
      'p.quiz_attempt_count',
      'p.passed_at',
      'p.time_spent_seconds',
    ])
    .where('m.company_id', '=', companyId)
    .orderBy('u.lastname')
    .orderBy('u.firstname')
    .orderBy('u.id')
    .execute();
}

/** Which of `userIds` are people of the company (any role, a customer account). */
export async function peopleOfCompany(db: Db, companyId: number, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', 'in', [...userIds])
    .execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * Makes `userIds` the company's management: who is new is named now, who is left out is no longer
 * named, who stays keeps the moment they were named. Answers who was added and who removed.
 */
export async function replaceMembers(
  db: Db,
  companyId: number,
  userIds: readonly number[],
  namedBy: number,
  now: Date,
): Promise<{ added: number[]; removed: number[] }> {
  const before = await db
    .selectFrom('management_members')
    .select('user_id')
    .where('company_id', '=', companyId)
    .forUpdate()
    .execute();
  const had = new Set(before.map((row) => row.user_id));
  const wanted = new Set(userIds);
  const added = userIds.filter((id) => !had.has(id));
  const removed = [...had].filter((id) => !wanted.has(id));
  if (removed.length > 0) {
    await db
      .deleteFrom('management_members')
      .where('company_id', '=', companyId)
      .where('user_id', 'in', removed)
      .execute();
  }
  if (added.length > 0) {
    await db
      .insertInto('management_members')
      .values(added.map((userId) => ({ user_id: userId, company_id: companyId, named_at: now, named_by: namedBy })))
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
  }
  return { added, removed };
}

/** The person's current round of the management training, if they began one. */
export function currentTrainingOf(db: Db, userId: number) {
  return db
    .selectFrom('course_progress')
    .select(['passed_at', 'time_spent_seconds'])
    .where('user_id', '=', userId)
    .where('training_slug', '=', TRACK)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
}
