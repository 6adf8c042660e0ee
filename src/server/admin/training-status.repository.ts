import type { Db } from '../db/database.ts';

/**
 * SQL of the customers' training status as the admin reads it (the list, its CSV and a customer's
 * details): the statistics' totals per company and the latest learning activity. Both cost what
 * the named companies hold: a summary row each, and their progress rows through
 * `course_progress_company`.
 */

export type TrainingStatusRow = {
  company_id: number;
  /** People with at least one assigned course (the statistics' population). */
  learners: number;
  /** Of them, those with every assigned course passed and valid. */
  fully_trained: number;
  last_activity_at: Date | string | null;
};

export async function findTrainingStatus(db: Db, companyIds: readonly number[]): Promise<TrainingStatusRow[]> {
  if (companyIds.length === 0) return [];
  const ids = [...companyIds];
  const [totals, activity] = await Promise.all([
    db
      .selectFrom('company_summaries')
      .select(['company_id', 'population', 'finished_all'])
      .where('company_id', 'in', ids)
      .execute(),
    db
      .selectFrom('course_progress')
      .select((eb) => ['company_id', eb.fn.max('updated_at').as('last_activity_at')])
      .where('company_id', 'in', ids)
      .groupBy('company_id')
      .execute(),
  ]);
  const byCompany = new Map(totals.map((row) => [row.company_id, row]));
  const lastActivity = new Map(activity.map((row) => [row.company_id, row.last_activity_at]));
  return ids.map((id) => ({
    company_id: id,
    learners: byCompany.get(id)?.population ?? 0,
    fully_trained: byCompany.get(id)?.finished_all ?? 0,
    last_activity_at: lastActivity.get(id) ?? null,
  }));
}

/** The company's id and its employer's (null without one); undefined for an unknown company. */
export function findCompanyOwnerId(db: Db, companyId: number) {
  return db.selectFrom('companies').select(['id', 'owner_id']).where('id', '=', companyId).executeTakeFirst();
}
