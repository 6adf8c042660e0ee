import { api } from '#shared/api/endpoints/index.ts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/client.ts';

/** POST /employee/supervisor-data/{own id}: whether the company's employer accepted the agreement. */
export const supervisorDataQuery = (userId: number) =>
  queryOptions({
    queryKey: ['employee', userId, 'supervisor-data'],
    queryFn: () => call(api.supervisorData, { params: { id: userId } }),
  });
