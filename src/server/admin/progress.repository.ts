import type { Db } from '../db/database.ts';

/** SQL about course progress that the admin's actions count. */

/** How many progress rows (current and archived) the company's people have. */
export async function countCompanyProgress(db: Db, companyId: number): Promise<number> {
  const row = await db
    .selectFrom('course_progress')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
