import { isCompanyStaff } from '../core/company-access.ts';
import { callerOf } from '../http/auth.ts';
import { forbidden } from '../core/errors.ts';
import type { AppDeps } from '../http/types.ts';
import { companyStatistics } from './company-statistics.ts';
import { overallStatistics } from './overall-statistics.ts';
import { archiveLapsed } from '../cycles/training-cycles.ts';
import { api } from '#shared/api/endpoints/index.ts';
import { endpointRoutes, implement } from '../http/endpoint-routes.ts';

/** The statistics calls of docs/product.md §7 (shapes in src/shared/api/statistics.ts). */
export function statisticsRoutes(deps: AppDeps) {
  const { db } = deps;
  const months = deps.config.trainingValidityMonths;
  return endpointRoutes(
    implement(api.companyStatistics, async (c) => {
      const caller = callerOf(c);
      // Always the caller's own company: there is no parameter to ask for another one.
      if (caller.companyId === null || !isCompanyStaff(caller, caller.companyId)) throw forbidden();
      const now = deps.now();
      // Only what is valid today counts: passes that lapsed are archived before the figures are read.
      await archiveLapsed(db, { companyId: caller.companyId }, months, now);
      return await companyStatistics(db, caller.companyId, now);
    }),
    implement(api.overallStatistics, async (c, { query }) => {
      const now = deps.now();
      await archiveLapsed(db, 'all', months, now);
      return await overallStatistics(db, query, now);
    }),
  );
}
