import type { Updateable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { CompaniesTable, CompanyRow } from '../db/schema.ts';

/** SQL about companies. */

/** Whether an admin has blocked the company (its people cannot act). */
export async function companyBlocked(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('companies').select('blocked_at').where('id', '=', id).executeTakeFirst();
  return Boolean(row?.blocked_at);
}

export function updateCompany(db: Db, id: number, update: Updateable<CompaniesTable>): Promise<CompanyRow | undefined> {
  return db.updateTable('companies').set(update).where('id', '=', id).returningAll().executeTakeFirst();
}

/** The company whose employer (owner) the person is. */
export function findCompanyOwnedBy(db: Db, ownerId: number): Promise<CompanyRow | undefined> {
  return db.selectFrom('companies').selectAll().where('owner_id', '=', ownerId).executeTakeFirst();
}
