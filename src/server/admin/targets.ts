import type { Db } from '../db/database.ts';
import type { CompanyRow, UserRow } from '../db/schema.ts';
import { notFound } from '../core/errors.ts';

/**
 * The accounts an admin acts on. Ids that name nobody, or someone of the wrong kind (an admin
 * where a customer is meant), answer 404: admins may know what exists
 * (docs/decisions/006-who-may-read-and-change-accounts.md).
 */

export async function findCustomer(db: Db, id: number): Promise<UserRow> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  if (!user || user.role === 'admin' || user.company_id === null) throw notFound();
  return user;
}

export async function findEmployer(db: Db, id: number): Promise<{ employer: UserRow; company: CompanyRow }> {
  const employer = await findCustomer(db, id);
  if (employer.role !== 'employer') throw notFound();
  const company = await db.selectFrom('companies').selectAll().where('owner_id', '=', employer.id).executeTakeFirst();
  if (!company) throw notFound();
  return { employer, company };
}

/** The company's employer, for mails sent in the company's name; null if it has none. */
export async function companyOwner(db: Db, companyId: number) {
  return db
    .selectFrom('companies as co')
    .innerJoin('users as owner', 'owner.id', 'co.owner_id')
    .select(['co.id', 'co.company_name', 'owner.id as owner_id', 'owner.firstname', 'owner.lastname', 'owner.lang'])
    .where('co.id', '=', companyId)
    .executeTakeFirst();
}
