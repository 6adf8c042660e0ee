import type { Db } from '../db/database.ts';

/** Every course assignment of a company's people: which person has which course. */
export function companyAssignments(
  db: Db,
  companyId: number,
): Promise<Array<{ training_slug: string; user_id: number }>> {
  return db
    .selectFrom('training_assignments as ta')
    .innerJoin('users as u', 'u.id', 'ta.user_id')
    .select(['ta.training_slug', 'ta.user_id'])
    .where('u.company_id', '=', companyId)
    .execute();
}
