import { queryOptions } from '@tanstack/react-query';
import { OverallStatistics } from '#shared/api/statistics.ts';
import { callApi } from '../../api/client.ts';

/** GET /statistics/get-overall-stats?from=&to= (admins). */
export const overallStatisticsQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: ['statistics', 'overall', from, to],
    queryFn: () =>
      callApi('GET', `/statistics/get-overall-stats?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, {
        schema: OverallStatistics,
      }),
  });
