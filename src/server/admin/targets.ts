import type { Db } from '../db/database.ts';
import type { CompanyRow, UserRow } from '../db/schema.ts';
import { notFound } from '../core/errors.ts';
import { findUserById } from '../identity/users.repository.ts';
import { findCompanyOwnedBy } from '../identity/companies.repository.ts';

/**
 * The accounts an admin acts on. Ids that name nobody, or someone of the wrong kind (an admin
 * where a customer is meant), answer 404: admins may know what exists
 * (docs/decisions/006-who-may-read-and-change-accounts.md).
 */

export async function findCustomer(db: Db, id: number): Promise<UserRow> {
  const user = await findUserById(db, id);
  if (!user || user.role === 'admin' || user.company_id === null) throw notFound();
  return user;
}

export async function findEmployer(db: Db, id: number): Promise<{ employer: UserRow; company: CompanyRow }> {
  const employer = await findCustomer(db, id);
  if (employer.role !== 'employer') throw notFound();
  const company = await findCompanyOwnedBy(db, employer.id);
  if (!company) throw notFound();
  return { employer, company };
}
