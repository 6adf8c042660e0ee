import type { QueryClient } from '@tanstack/react-query';
import { companyStatisticsQuery } from '../api/queries.ts';
import type { RouteName } from './route-table.ts';

type Prefetch = (queryClient: QueryClient, userId: number, lang: string) => void;

/**
 * What a page asks for first, started while the guard still checks the person's account, so the
 * page's data travels together with the account and the page's code instead of after them. Only
 * calls that need nothing but the session; a page still asks for everything itself.
 */
const FIRST_DATA: Partial<Record<RouteName, Prefetch>> = {
  // The course list is read again by the page in any case (always fresh there): only the figures.
  dashboard: (queryClient, userId) => void queryClient.prefetchQuery(companyStatisticsQuery(userId)),
};

export function prefetchRouteData(queryClient: QueryClient, route: RouteName, userId: number, lang: string): void {
  FIRST_DATA[route]?.(queryClient, userId, lang);
}
