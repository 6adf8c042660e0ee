import { api } from '#shared/api/endpoints/index.ts';
import { callerOf } from '../http/auth.ts';
import { endpointRoutes, implement } from '../http/endpoint-routes.ts';
import type { AppDeps } from '../deps.ts';
import { patchCompany, readCompany } from './company-service.ts';

/** GET and PATCH /company/{id}: people of the company read it; its employer and admins change it. */
export function companiesRoutes(deps: AppDeps) {
  return endpointRoutes(
    implement(api.getCompany, (c, { params }) => readCompany(deps, callerOf(c), params.id)),
    implement(api.patchCompany, (c, { params, body }) => patchCompany(deps, callerOf(c), params.id, body)),
  );
}
