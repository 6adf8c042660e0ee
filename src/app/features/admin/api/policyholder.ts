import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { AuditLogPage } from '#shared/api/admin-audit.ts';
import {
  ActivateAccountResponse,
  BlockAccountResponse,
  DELETE_CONFIRMATION,
  DeleteEmployerResponse,
  LockAccountResponse,
  SendResetLinkResponse,
  SetEmployerResponse,
} from '#shared/api/admin-employees.ts';
import { Company, type CompanyPatch } from '#shared/api/companies.ts';
import { Employee, type EmployeePatch } from '#shared/api/employees.ts';
import { ResetCompanyProgressResponse } from '#shared/api/progress-reset.ts';
import { callApi } from '../../../api/client.ts';

/** The calls of /admin/policyholders/:id (spec.md section 7), one function each. */

export const policyholderKey = (employerId: number) => ['admin', 'policyholder', employerId] as const;

export const employerQuery = (employerId: number) =>
  queryOptions({
    queryKey: [...policyholderKey(employerId), 'employee'],
    queryFn: () => callApi('GET', `/employee/${employerId}`, { schema: Employee }),
  });

export const employerCompanyQuery = (employerId: number) =>
  queryOptions({
    queryKey: [...policyholderKey(employerId), 'company'],
    queryFn: () => callApi('GET', `/employee/${employerId}/ownsOneCompany`, { schema: Company }),
  });

export const AUDIT_PAGE_SIZE = 50;

export const auditLogQuery = (employerId: number, companyId: number) =>
  infiniteQueryOptions({
    queryKey: [...policyholderKey(employerId), 'audit', companyId],
    queryFn: ({ pageParam }) =>
      callApi(
        'GET',
        `/audit-log?companyId=${companyId}&limit=${AUDIT_PAGE_SIZE}${pageParam ? `&before=${pageParam}` : ''}`,
        { schema: AuditLogPage },
      ),
    initialPageParam: 0,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
  });

export const updateEmployee = (id: number, patch: EmployeePatch) =>
  callApi('PATCH', `/employee/${id}`, { body: patch, schema: Employee });

export const updateCompany = (id: number, patch: CompanyPatch) =>
  callApi('PATCH', `/company/${id}`, { body: patch, schema: Company });

export const blockEmployer = (employerId: number, block: boolean) =>
  callApi('POST', `/employee/block-account/${employerId}`, { body: { block }, schema: BlockAccountResponse });

export const lockAccount = (id: number, lock: boolean) =>
  callApi('POST', `/employee/lock-account/${id}`, { body: { lock }, schema: LockAccountResponse });

export const activateAccount = (id: number) =>
  callApi('POST', `/employee/activate-account/${id}`, { schema: ActivateAccountResponse });

export const sendResetLink = (id: number) =>
  callApi('POST', `/employee/send-reset-link/${id}`, { schema: SendResetLinkResponse });

export const setEmployer = (personId: number, previousRole: 'manager' | 'employee') =>
  callApi('POST', `/employee/set-employer/${personId}/?role=${previousRole}`, { schema: SetEmployerResponse });

export const resetCompanyProgress = (companyId: number) =>
  callApi('POST', '/progress/reset-company-progress', { body: { companyId }, schema: ResetCompanyProgressResponse });

export const deleteEmployerCompletely = (employerId: number) =>
  callApi('POST', `/employee/delete-employer-completely/${employerId}`, {
    body: { confirmation: DELETE_CONFIRMATION },
    schema: DeleteEmployerResponse,
  });
