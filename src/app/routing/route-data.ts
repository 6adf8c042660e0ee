import type { QueryClient } from '@tanstack/react-query';
import type { Role } from '#shared/constants.ts';
import {
  companyEmployeesQuery,
  companyProgressQuery,
  companyStatisticsQuery,
  coursesQuery,
  meQuery,
  ownCompanyQuery,
  secondFactorQuery,
  trainingMaterialQuery,
} from '../api/queries.ts';
import { myProgressQuery } from '../progress-sync/progress-query.ts';
import { supervisorDataQuery } from '../shell/api/supervisor-data.ts';
import type { RouteName } from './route-table.ts';

export type RouteContext = { userId: number; role: Role; lang: string; params: Record<string, string | undefined> };

type Prefetch = (queryClient: QueryClient, context: RouteContext) => void;

/**
 * What the signed-in frame asks for on every page (the guard, the shell and the blocked check):
 * the person's account, the employer's company, the agreement state a learner's company is in,
 * an admin's second factor.
 */
function prefetchFrame(queryClient: QueryClient, { userId, role }: RouteContext): void {
  if (role === 'admin') return void queryClient.prefetchQuery(secondFactorQuery(userId));
  void queryClient.prefetchQuery(meQuery(userId));
  if (role === 'employer') void queryClient.prefetchQuery(ownCompanyQuery(userId));
  else void queryClient.prefetchQuery(supervisorDataQuery(userId));
}

/**
 * What a page asks for first, started when the app boots or while the guard checks the person's
 * account, so the page's data travels together with the account and the page's code instead of
 * after them. A page still asks for everything itself; a query asked for twice is sent once.
 */
const FIRST_DATA: Partial<Record<RouteName, Prefetch>> = {
  trainings: (queryClient, { lang }) => {
    void queryClient.prefetchQuery(coursesQuery(lang));
    void queryClient.prefetchQuery(myProgressQuery);
  },
  training: (queryClient, { lang, params }) => {
    if (params.slug) void queryClient.prefetchQuery(trainingMaterialQuery(params.slug, lang));
    void queryClient.prefetchQuery(myProgressQuery);
  },
  // The course list is read again by the page in any case (always fresh there): only the figures.
  dashboard: (queryClient, { userId }) => void queryClient.prefetchQuery(companyStatisticsQuery(userId)),
  // The company's lists need its id, which comes with the account.
  users: (queryClient, { userId }) =>
    void queryClient
      .fetchQuery(meQuery(userId))
      .then(({ companyId }) => {
        if (!companyId) return;
        void queryClient.prefetchQuery(companyEmployeesQuery(companyId));
        void queryClient.prefetchQuery(companyProgressQuery(companyId));
      })
      .catch(() => undefined),
  // The admin area's code stays out of the first file (and off learners' devices).
  adminPolicyholders: (queryClient) =>
    void import('../api/customer-lists.ts')
      .then(({ employersQuery }) => queryClient.prefetchQuery(employersQuery))
      .catch(() => undefined),
};

/** Starts the signed-in frame's data and the page's first data, without waiting for either. */
export function prefetchRouteData(queryClient: QueryClient, route: RouteName, context: RouteContext): void {
  prefetchFrame(queryClient, context);
  FIRST_DATA[route]?.(queryClient, context);
}
