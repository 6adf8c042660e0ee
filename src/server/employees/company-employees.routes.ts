import { api } from '#shared/api/endpoints/index.ts';
import { callerOf } from '../http/auth.ts';
import { endpointRoutes, implement } from '../http/endpoint-routes.ts';
import type { AppDeps } from '../deps.ts';
import { changeRole, companyOwner, companyPeople, editPerson, removePerson } from './company-people.ts';

/** The company's people (docs/product.md §7, "Employees and admins"): list, owner, edit, delete, role. */
export function companyEmployeesRoutes(deps: AppDeps) {
  return endpointRoutes(
    implement(api.companyEmployees, (c, { params }) => companyPeople(deps, callerOf(c), params.companyId)),
    implement(api.companyOwner, (c, { params }) => companyOwner(deps, callerOf(c), params.id)),
    implement(api.editEmployee, (c, { params, body }) =>
      editPerson(deps, callerOf(c), params.companyId, params.id, body, c.get('clientAddress')),
    ),
    implement(api.deleteEmployee, async (c, { params }) => {
      await removePerson(deps, callerOf(c), params.companyId, params.id, c.get('clientAddress'));
      return { success: true as const };
    }),
    implement(api.toggleRole, (c, { params, body }) =>
      changeRole(deps, callerOf(c), params.id, body.expectedRole, c.get('clientAddress')),
    ),
  );
}
