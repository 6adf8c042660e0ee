import type { CompanyStatistics, OverallStatistics, OverallStatisticsQuery } from '#shared/api/statistics.ts';
import { forbidden } from '../core/errors.ts';
import { archiveLapsed } from '../cycles/training-cycles.ts';
import type { AppDeps } from '../deps.ts';
import type { Caller } from '../core/caller.ts';
import { companyStatistics } from './company-statistics.ts';
import { companyTodo } from './company-todo.ts';
import type { CompanyTodo } from '#shared/api/employer-todo.ts';
import { overallStatistics } from './overall-statistics.ts';

/**
 * The figures as of now: only what is valid today counts, so passes that lapsed are archived
 * before the figures are read (decision 081).
 */

/** The caller's own company's figures: there is no parameter to ask for another company. */
export async function ownCompanyStatistics(deps: AppDeps, caller: Caller): Promise<CompanyStatistics> {
  // The endpoint admits only employers and managers, who always belong to a company.
  if (caller.companyId === null) throw forbidden();
  const now = deps.now();
  await archiveLapsed(deps.db, { companyId: caller.companyId }, deps.config.trainingValidityMonths, now);
  return companyStatistics(deps.db, caller.companyId, now);
}

/** The caller's own company's to-do view (decision 105), with lapsed passes archived first like the figures. */
export async function ownCompanyTodo(deps: AppDeps, caller: Caller): Promise<CompanyTodo> {
  if (caller.companyId === null) throw forbidden();
  const now = deps.now();
  await archiveLapsed(deps.db, { companyId: caller.companyId }, deps.config.trainingValidityMonths, now);
  return companyTodo(deps.db, caller.companyId, now);
}

/** The provider's figures over every company, for admins. */
export async function overallStatisticsNow(deps: AppDeps, query: OverallStatisticsQuery): Promise<OverallStatistics> {
  const now = deps.now();
  await archiveLapsed(deps.db, 'all', deps.config.trainingValidityMonths, now);
  return overallStatistics(deps.db, query, now);
}
