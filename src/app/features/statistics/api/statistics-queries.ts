import { api } from '#shared/api/endpoints/index.ts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';

/** GET /statistics/get-overall-stats?from=&to= (admins). */
export const overallStatisticsQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: ['statistics', 'overall', from, to],
    queryFn: () => call(api.overallStatistics, { query: { from, to } }),
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
