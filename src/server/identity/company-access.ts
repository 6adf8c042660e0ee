import type { Db } from '../db/database.ts';
import type { UserRow } from '../db/schema.ts';
import { forbidden, notFound } from '../core/errors.ts';
import type { Caller } from '../core/caller.ts';
import { findUserById } from './users.repository.ts';
import { findCompany } from './companies.repository.ts';

/**
 * Who acts on a company's people (docs/product.md R5): its employer and its managers, for that
 * company only. Customers get 403 for anything outside their company, whether it exists or not
 * (no enumeration); admins get 404 for what does not exist.
 */
export function isCompanyStaff(caller: Caller, companyId: number | null): boolean {
  return (
    (caller.role === 'employer' || caller.role === 'manager') && companyId !== null && caller.companyId === companyId
  );
}

export function assertCompanyStaff(caller: Caller, companyId: number): void {
  if (!isCompanyStaff(caller, companyId)) throw forbidden();
}

/** Reading the people of a company: its employer and managers, and admins. */
export function assertMayReadCompany(caller: Caller, companyId: number): void {
  if (caller.role !== 'admin') assertCompanyStaff(caller, companyId);
}

/** Any person of the caller's company, the employer included (assignments, docs/product.md R13). */
export async function personOfCallerCompany(db: Db, caller: Caller, id: number): Promise<UserRow> {
  const person = await findUserById(db, id);
  if (!person || !isCompanyStaff(caller, person.company_id)) throw forbidden();
  return person;
}

/**
 * A manager or employee of `companyId` whom the caller may edit, delete or re-role: never the
 * employer (only admins act on the employer's account) and never the caller themselves (their
 * own account goes through PATCH /employee/{id}, with its own rules).
 */
export async function manageablePerson(db: Db, caller: Caller, companyId: number, id: number): Promise<UserRow> {
  assertCompanyStaff(caller, companyId);
  const person = await findUserById(db, id);
  if (!person || person.company_id !== companyId) throw forbidden();
  if (person.role === 'employer' || person.id === caller.userId) throw forbidden();
  return person;
}

/** The company row, for callers already allowed to see it (admins get 404 for none). */
export async function existingCompany(db: Db, companyId: number) {
  const company = await findCompany(db, companyId);
  if (!company) throw notFound();
  return company;
}
