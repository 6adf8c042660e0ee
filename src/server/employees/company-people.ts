import type { CompanyEmployee, EditEmployeeRequest } from '#shared/api/company-employees.ts';
import type { Employee } from '#shared/api/employees.ts';
import { forbidden, notFound } from '../core/errors.ts';
import type { AppDeps } from '../deps.ts';
import type { Caller } from '../core/caller.ts';
import { assertMayReadCompany, existingCompany, manageablePerson } from '../identity/company-access.ts';
import { companyEmployee, listCompanyEmployees } from './company-employees.repository.ts';
import { toEmployee } from './employee.presenter.ts';
import { editCompanyEmployee } from './employee-edit.ts';
import { removeCompanyEmployee } from './employee-removal.ts';
import { toggleRole } from './role-toggle.ts';
import { archiveLapsed } from '../cycles/training-cycles.ts';
import { assignedCourses, findUserById } from '../identity/users.repository.ts';

/** The company's people as its employer, its managers and admins see them. */
export async function companyPeople(deps: AppDeps, caller: Caller, companyId: number): Promise<CompanyEmployee[]> {
  assertMayReadCompany(caller, companyId);
  await existingCompany(deps.db, companyId);
  const now = deps.now();
  await archiveLapsed(deps.db, { companyId }, deps.config.trainingValidityMonths, now);
  return listCompanyEmployees(deps.db, companyId, now);
}

/** The company's employer. */
export async function companyOwner(deps: AppDeps, caller: Caller, companyId: number): Promise<Employee> {
  assertMayReadCompany(caller, companyId);
  const company = await existingCompany(deps.db, companyId);
  const owner = company.owner_id === null ? undefined : await findUserById(deps.db, company.owner_id);
  if (!owner) throw notFound();
  return toEmployee(owner, await assignedCourses(deps.db, owner.id), {
    blocked: company.blocked_at !== null,
    secondFactorRule: company.second_factor_rule,
  });
}

/** Edits a person of the company and answers them as the list shows them now. */
export async function editPerson(
  deps: AppDeps,
  caller: Caller,
  companyId: number,
  id: number,
  request: EditEmployeeRequest,
  clientAddress: string,
): Promise<CompanyEmployee> {
  const target = await manageablePerson(deps.db, caller, companyId, id);
  await editCompanyEmployee(deps, caller, target, request, clientAddress);
  return listedNow(deps, companyId, id);
}

export async function removePerson(
  deps: AppDeps,
  caller: Caller,
  companyId: number,
  id: number,
  clientAddress: string,
): Promise<void> {
  const target = await manageablePerson(deps.db, caller, companyId, id);
  await removeCompanyEmployee(deps, caller, target, clientAddress);
}

/** Makes a person manager or employee (`expectedRole` is the role afterwards) and answers them as listed now. */
export async function changeRole(
  deps: AppDeps,
  caller: Caller,
  id: number,
  expectedRole: 'manager' | 'employee',
  clientAddress: string,
): Promise<CompanyEmployee> {
  const person = await findUserById(deps.db, id);
  if (!person?.company_id) throw forbidden();
  const target = await manageablePerson(deps.db, caller, person.company_id, id);
  await toggleRole(deps, caller, target, expectedRole, clientAddress);
  return listedNow(deps, person.company_id, id);
}

/** The person as the list shows them after a change; 404 when they were removed in the meantime. */
async function listedNow(deps: AppDeps, companyId: number, id: number): Promise<CompanyEmployee> {
  const person = await companyEmployee(deps.db, companyId, id, deps.now());
  if (!person) throw notFound();
  return person;
}
