import { api } from '#shared/api/endpoints/index.ts';
import { callerOf } from '../http/auth.ts';
import { endpointRoutes, implement } from '../http/endpoint-routes.ts';
import type { AppDeps } from '../deps.ts';
import { changeEmployee, ownedCompany, readEmployee, supervisorData } from './employee-service.ts';

/** The person's own account, their company's owner and the agreement state (docs/product.md §7). */
export function employeesRoutes(deps: AppDeps) {
  return endpointRoutes(
    implement(api.getEmployee, (c, { params }) => readEmployee(deps, callerOf(c), params.id)),
    implement(api.ownedCompany, (c, { params }) => ownedCompany(deps, callerOf(c), params.id)),
    implement(api.patchEmployee, (c, { params, body }) =>
      changeEmployee(deps, callerOf(c), params.id, body, c.get('clientAddress')),
    ),
    implement(api.supervisorData, (c, { params }) => supervisorData(deps, callerOf(c), params.id)),
  );
}
