import { queryOptions } from '@tanstack/react-query';
import { Company } from '#shared/api/companies.ts';
import { callApi } from '../../../api/client.ts';

/**
 * GET /company/{id}: the caller's company, which its managers may read too (the employer's
 * ownsOneCompany answers only for the owner). Fresh on every visit: the insurance number decides
 * whether the certificate is offered.
 */
export const companyQuery = (companyId: number) =>
  queryOptions({
    queryKey: ['company', companyId, 'details'],
    queryFn: () => callApi('GET', `/company/${companyId}`, { schema: Company }),
    staleTime: 0,
  });
