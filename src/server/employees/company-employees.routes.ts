import { callerOf } from '../http/auth.ts';
import { forbidden, notFound } from '../http/errors.ts';
import type { AppDeps } from '../http/types.ts';
import { assertMayReadCompany, existingCompany, manageablePerson } from './company-access.ts';
import { companyEmployee, listCompanyEmployees } from './company-employees.repository.ts';
import { toEmployee } from './employee.presenter.ts';
import { editCompanyEmployee } from './employee-edit.ts';
import { removeCompanyEmployee } from './employee-removal.ts';
import { toggleRole } from './role-toggle.ts';
import { assignedCourses, findUserById } from './users.repository.ts';
import { api } from '#shared/api/endpoints/index.ts';
import { endpointRoutes, implement } from '../http/endpoint-routes.ts';

/** The company's people (docs/product.md §7, "Employees and admins"): list, owner, edit, delete, role. */
export function companyEmployeesRoutes(deps: AppDeps) {
  const { db } = deps;
  return endpointRoutes(
    implement(api.companyEmployees, async (c, { params }) => {
      const { companyId } = params;
      assertMayReadCompany(callerOf(c), companyId);
      await existingCompany(db, companyId);
      return await listCompanyEmployees(db, companyId, deps.now());
    }),
    implement(api.companyOwner, async (c, { params }) => {
      const companyId = params.id;
      assertMayReadCompany(callerOf(c), companyId);
      const company = await existingCompany(db, companyId);
      const owner = company.owner_id === null ? undefined : await findUserById(db, company.owner_id);
      if (!owner) throw notFound();
      return toEmployee(owner, await assignedCourses(db, owner.id), company.blocked_at !== null);
    }),
    implement(api.editEmployee, async (c, { params, body }) => {
      const caller = callerOf(c);
      const { companyId, id } = params;
      const target = await manageablePerson(db, caller, companyId, id);
      await editCompanyEmployee(deps, caller, target, body, c.get('clientAddress'));
      return await companyEmployee(db, companyId, id, deps.now());
    }),
    implement(api.deleteEmployee, async (c, { params }) => {
      const caller = callerOf(c);
      const { companyId, id } = params;
      const target = await manageablePerson(db, caller, companyId, id);
      await removeCompanyEmployee(deps, caller, target, c.get('clientAddress'));
      return { success: true as const };
    }),
    implement(api.toggleRole, async (c, { params, body }) => {
      const caller = callerOf(c);
      const { id } = params;
      const person = await findUserById(db, id);
      if (!person?.company_id) throw forbidden();
      const target = await manageablePerson(db, caller, person.company_id, id);
      await toggleRole(deps, caller, target, body.expectedRole, c.get('clientAddress'));
      return await companyEmployee(db, person.company_id, id, deps.now());
    }),
  );
}
