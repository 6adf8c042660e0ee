import { Company, type CompanyPatch } from '#shared/api/companies.ts';
import { callApi } from '../../../api/client.ts';

/** PATCH /company/{id}: the company settings, for its employer. */
export const updateCompany = (companyId: number, patch: CompanyPatch) =>
  callApi('PATCH', `/company/${companyId}`, { body: patch, schema: Company });
