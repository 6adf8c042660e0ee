import type { Db } from '../db/database.ts';
import type { CompanyRow } from '../db/schema.ts';

/**
 * SQL about companies that core and several domains need: reading one, and creating one with its
 * employer (registration). companies/companies.repository.ts holds the company domain's own.
 */

/** The company row, undefined for none. */
export function findCompany(db: Db, id: number): Promise<CompanyRow | undefined> {
  return db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Creates a company without an owner yet; answers its id. */
export function insertCompany(db: Db, companyName: string, now: Date): Promise<{ id: number }> {
  return db
    .insertInto('companies')
    .values({ company_name: companyName, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Makes the person the company's employer (owner). */
export async function setCompanyOwner(db: Db, companyId: number, ownerId: number): Promise<void> {
  await db.updateTable('companies').set({ owner_id: ownerId }).where('id', '=', companyId).execute();
}
