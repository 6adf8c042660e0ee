import { api } from '#shared/api/endpoints/index.ts';
import { callerOf } from '../http/auth.ts';
import { endpointRoutes, implement } from '../http/endpoint-routes.ts';
import type { AppDeps } from '../deps.ts';
import { overallStatisticsNow, ownCompanyStatistics, ownCompanyTodo } from './statistics-today.ts';

/** The statistics calls of docs/product.md §7 (shapes in src/shared/api/statistics.ts). */
export function statisticsRoutes(deps: AppDeps) {
  return endpointRoutes(
    implement(api.companyStatistics, (c) => ownCompanyStatistics(deps, callerOf(c))),
    implement(api.companyTodo, (c) => ownCompanyTodo(deps, callerOf(c))),
    implement(api.overallStatistics, (c, { query }) => overallStatisticsNow(deps, query)),
  );
}
