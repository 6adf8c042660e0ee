import { api } from '#shared/api/endpoints/index.ts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';

/** GET /statistics/get-overall-stats?from=&to= (admins). */
export const overallStatisticsQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: ['statistics', 'overall', from, to],
    queryFn: () => call(api.overallStatistics, { query: { from, to } }),
  });
