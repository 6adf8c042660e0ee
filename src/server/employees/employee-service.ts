import type { Company } from '#shared/api/companies.ts';
import type { Employee, EmployeePatch, SupervisorData } from '#shared/api/employees.ts';
import { findCompany, findCompanyOwnedBy } from '../identity/companies.repository.ts';
import { toCompany } from '../companies/company.presenter.ts';
import type { UserRow } from '../db/schema.ts';
import { forbidden, notFound } from '../core/errors.ts';
import type { AppDeps } from '../deps.ts';
import type { Caller } from '../core/caller.ts';
import { pendingEmailOf } from '../accounts/email-change.ts';
import { toEmployee } from './employee.presenter.ts';
import { patchEmployee } from './employee-patch.ts';
import { assignedCourses, companyHasAgreement, findUserById } from '../identity/users.repository.ts';

/** Whether the caller may read this person: themselves, an admin, or the company's employer or managers. */
function mayRead(caller: Caller, target: { id: number; company_id: number | null }): boolean {
  if (caller.role === 'admin' || caller.userId === target.id) return true;
  return (
    (caller.role === 'employer' || caller.role === 'manager') &&
    caller.companyId !== null &&
    caller.companyId === target.company_id
  );
}

/** Someone the caller may not see: 404 for admins (they may know what exists), 403 for customers. */
const hidden = (caller: Caller) => (caller.role === 'admin' ? notFound() : forbidden());

/** The person as the API shows them, with their courses, their company's block and second-factor rule. */
async function presented(deps: AppDeps, user: UserRow): Promise<Employee> {
  const company = user.company_id === null ? undefined : await findCompany(deps.db, user.company_id);
  return toEmployee(
    user,
    await assignedCourses(deps.db, user.id),
    { blocked: Boolean(company?.blocked_at), secondFactorRule: company?.second_factor_rule ?? null },
    await pendingEmailOf(deps, user.id),
  );
}

export async function readEmployee(deps: AppDeps, caller: Caller, id: number): Promise<Employee> {
  const user = await findUserById(deps.db, id);
  if (!user || !mayRead(caller, user)) throw hidden(caller);
  return presented(deps, user);
}

/** The company the person owns, for the people of that company (employees too) and admins. */
export async function ownedCompany(deps: AppDeps, caller: Caller, id: number): Promise<Company> {
  const user = await findUserById(deps.db, id);
  const sameCompany = user !== undefined && caller.companyId !== null && caller.companyId === user.company_id;
  if (!user || !(sameCompany || mayRead(caller, user))) throw hidden(caller);
  const company = await findCompanyOwnedBy(deps.db, user.id);
  if (!company) throw notFound();
  return toCompany(company, await companyHasAgreement(deps.db, company.id));
}

/** Applies a patch (who may send which field is patchEmployee's) and answers the person as they are now. */
export async function changeEmployee(
  deps: AppDeps,
  caller: Caller,
  id: number,
  patch: EmployeePatch,
  clientAddress: string,
): Promise<Employee> {
  const target = await findUserById(deps.db, id);
  if (!target) throw hidden(caller);
  await patchEmployee(deps, caller, target, patch, clientAddress);
  const updated = await findUserById(deps.db, target.id);
  if (!updated) throw notFound();
  return presented(deps, updated);
}

/** Whether the person's company has accepted the agreement. The id is the caller's own (R9); admins ask for anyone. */
export async function supervisorData(deps: AppDeps, caller: Caller, id: number): Promise<SupervisorData> {
  if (caller.role !== 'admin' && id !== caller.userId) throw forbidden();
  const user = await findUserById(deps.db, id);
  if (!user) throw notFound();
  return { hasOrderProcessing: user.company_id !== null && (await companyHasAgreement(deps.db, user.company_id)) };
}
