import { api } from '#shared/api/endpoints/index.ts';
import type { PeriodMeaning } from '#shared/api/statistics.ts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';

/**
 * GET /statistics/get-overall-stats?from=&to= (admins), with `periodBy=activity` only when asked
 * for: the range by registration keeps its request and its key.
 */
export const overallStatisticsQuery = (from: string, to: string, periodBy: PeriodMeaning = 'registration') =>
  queryOptions({
    queryKey:
      periodBy === 'registration' ? ['statistics', 'overall', from, to] : ['statistics', 'overall', from, to, periodBy],
    queryFn: () =>
      call(api.overallStatistics, { query: periodBy === 'registration' ? { from, to } : { from, to, periodBy } }),
  });

/** GET /simulation/booking: whether the company booked phishing simulation (answers for every company). */
export const simulationBookingQuery = queryOptions({
  queryKey: ['simulation', 'booking'],
  queryFn: () => call(api.simulationBooking, {}),
});

/** GET /simulation/results: what the company may see of its simulations (only once booked). */
export const simulationResultsQuery = queryOptions({
  queryKey: ['simulation', 'results'],
  queryFn: () => call(api.simulationResults, {}),
});
