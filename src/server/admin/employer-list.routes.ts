import type { AppDeps } from '../deps.ts';
import { countEmployees, listEmployees } from './employer-filter.ts';
import { companyTrainingStatus } from './training-status.ts';
import { api } from '#shared/api/endpoints/index.ts';
import { endpointRoutes, implement } from '../http/endpoint-routes.ts';

/**
 * GET /employee/count?where= and GET /employee?filter= (docs/product.md §7, "Admin on
 * employers"): the admin pages list employers with their companies, and a company's managers
 * and employees, in pages of at most 1000; and one customer's training status for its details.
 */
export function employerListRoutes(deps: AppDeps) {
  return endpointRoutes(
    implement(api.employerCount, async (c, { query }) => ({ count: await countEmployees(deps.db, query.where) })),
    implement(api.employers, async (c, { query }) => await listEmployees(deps.db, query.filter)),
    implement(api.companyTrainingStatus, async (c, { params }) => await companyTrainingStatus(deps.db, params.id)),
  );
}
