import type { Db } from '../db/database.ts';

/** Every course assignment of a company's people: which person has which course, and by when. */
export function companyAssignments(
  db: Db,
  companyId: number,
): Promise<Array<{ training_slug: string; user_id: number; due_on: string | null }>> {
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
  named: readonly string[],
  now: Date,
): Promise<string[]> {
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
