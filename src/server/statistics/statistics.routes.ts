import { Hono } from 'hono';
import { OverallStatisticsQuery } from '#shared/api/statistics.ts';
import { isCompanyStaff } from '../employees/company-access.ts';
import { callerOf, requireSession } from '../http/auth.ts';
import { forbidden } from '../http/errors.ts';
import type { AppDeps, AppEnv } from '../http/types.ts';
import { validate } from '../http/validate.ts';
import { companyStatistics } from './company-statistics.ts';
import { overallStatistics } from './overall-statistics.ts';

/** The statistics calls of spec.md section 7 (shapes in src/shared/api/statistics.ts). */
export function statisticsRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/statistics/get-company-stats', requireSession('employer', 'manager'), async (c) => {
      const caller = callerOf(c);
      // Always the caller's own company: there is no parameter to ask for another one.
      if (caller.companyId === null || !isCompanyStaff(caller, caller.companyId)) throw forbidden();
      return c.json(await companyStatistics(db, caller.companyId, deps.now()));
    })
    .get(
      '/statistics/get-overall-stats',
      requireSession('admin'),
      validate('query', OverallStatisticsQuery),
      async (c) => c.json(await overallStatistics(db, c.req.valid('query'), deps.now())),
    );
}
