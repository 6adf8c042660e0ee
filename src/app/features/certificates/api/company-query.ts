import { api } from '#shared/api/endpoints/index.ts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';

/**
 * GET /company/{id}: the caller's company, which its managers may read too (the employer's
 * ownsOneCompany answers only for the owner). Fresh on every visit: the insurance number decides
 * whether the certificate is offered.
 */
export const companyQuery = (companyId: number) =>
  queryOptions({
    queryKey: ['company', companyId, 'details'],
    queryFn: () => call(api.getCompany, { params: { id: companyId } }),
    staleTime: 0,
  });
