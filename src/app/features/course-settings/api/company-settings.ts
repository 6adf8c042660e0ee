import { api } from '#shared/api/endpoints/index.ts';
import type { CompanyPatch } from '#shared/api/companies.ts';
import { call } from '../../../api/client.ts';

/** PATCH /company/{id}: the company's course settings (onboarding courses, decision 082; reminders, decision 085). */
export const updateCompany = (companyId: number, patch: CompanyPatch) =>
  call(api.patchCompany, { params: { id: companyId }, body: patch });
