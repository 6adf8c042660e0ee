import { isCompanyStaff } from '../core/company-access.ts';
import { callerOf } from '../http/auth.ts';
import { forbidden } from '../core/errors.ts';
import type { AppDeps } from '../http/types.ts';
import { companyStatistics } from './company-statistics.ts';
import { overallStatistics } from './overall-statistics.ts';
import { api } from '#shared/api/endpoints/index.ts';
import { endpointRoutes, implement } from '../http/endpoint-routes.ts';

/** The statistics calls of docs/product.md §7 (shapes in src/shared/api/statistics.ts). */
export function statisticsRoutes(deps: AppDeps) {
  const { db } = deps;
  return endpointRoutes(
    implement(api.companyStatistics, async (c) => {
      const caller = callerOf(c);
      // Always the caller's own company: there is no parameter to ask for another one.
      if (caller.companyId === null || !isCompanyStaff(caller, caller.companyId)) throw forbidden();
      return await companyStatistics(db, caller.companyId, deps.now());
    }),
    implement(api.overallStatistics, async (c, { query }) => await overallStatistics(db, query, deps.now())),
  );
}
