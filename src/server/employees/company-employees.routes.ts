import { Hono } from 'hono';
import { IdParam } from '#shared/api/common.ts';
import {
  CompanyEmployeeParams,
  CompanyParam,
  EditEmployeeRequest,
  ToggleRoleRequest,
} from '#shared/api/company-employees.ts';
import { callerOf, requireSession } from '../http/auth.ts';
import { forbidden, notFound } from '../http/errors.ts';
import type { AppDeps, AppEnv } from '../http/types.ts';
import { validate } from '../http/validate.ts';
import { assertMayReadCompany, existingCompany, manageablePerson } from './company-access.ts';
import { companyEmployee, listCompanyEmployees } from './company-employees.repository.ts';
import { toEmployee } from './employee.presenter.ts';
import { editCompanyEmployee } from './employee-edit.ts';
import { removeCompanyEmployee } from './employee-removal.ts';
import { toggleRole } from './role-toggle.ts';
import { assignedCourses, findUserById } from './users.repository.ts';

/** The company's people (spec.md section 7, "Employees"): list, owner, edit, delete, role. */
export function companyEmployeesRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get(
      '/company/:companyId{[0-9]+}/employees',
      requireSession('employer', 'manager', 'admin'),
      validate('param', CompanyParam),
      async (c) => {
        const { companyId } = c.req.valid('param');
        assertMayReadCompany(callerOf(c), companyId);
        await existingCompany(db, companyId);
        return c.json(await listCompanyEmployees(db, companyId, deps.now()));
      },
    )
    .get(
      '/company/:id{[0-9]+}/owner',
      requireSession('employer', 'manager', 'admin'),
      validate('param', IdParam),
      async (c) => {
        const companyId = c.req.valid('param').id;
        assertMayReadCompany(callerOf(c), companyId);
        const company = await existingCompany(db, companyId);
        const owner = company.owner_id === null ? undefined : await findUserById(db, company.owner_id);
        if (!owner) throw notFound();
        return c.json(toEmployee(owner, await assignedCourses(db, owner.id), company.blocked_at !== null));
      },
    )
    .put(
      '/company/:companyId{[0-9]+}/employees/:id{[0-9]+}',
      requireSession('employer', 'manager'),
      validate('param', CompanyEmployeeParams),
      validate('json', EditEmployeeRequest),
      async (c) => {
        const caller = callerOf(c);
        const { companyId, id } = c.req.valid('param');
        const target = await manageablePerson(db, caller, companyId, id);
        await editCompanyEmployee(deps, caller, target, c.req.valid('json'), c.get('clientAddress'));
        return c.json(await companyEmployee(db, companyId, id, deps.now()));
      },
    )
    .delete(
      '/company/:companyId{[0-9]+}/employees/:id{[0-9]+}',
      requireSession('employer', 'manager'),
      validate('param', CompanyEmployeeParams),
      async (c) => {
        const caller = callerOf(c);
        const { companyId, id } = c.req.valid('param');
        const target = await manageablePerson(db, caller, companyId, id);
        await removeCompanyEmployee(deps, caller, target, c.get('clientAddress'));
        return c.json({ success: true as const });
      },
    )
    .post(
      '/employee/toggle-role/:id{[0-9]+}',
      requireSession('employer', 'manager'),
      validate('param', IdParam),
      validate('json', ToggleRoleRequest),
      async (c) => {
        const caller = callerOf(c);
        const { id } = c.req.valid('param');
        const person = await findUserById(db, id);
        if (!person?.company_id) throw forbidden();
        const target = await manageablePerson(db, caller, person.company_id, id);
        await toggleRole(deps, caller, target, c.req.valid('json').expectedRole, c.get('clientAddress'));
        return c.json(await companyEmployee(db, person.company_id, id, deps.now()));
      },
    );
}
