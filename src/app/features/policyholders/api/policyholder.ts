import { api } from '#shared/api/endpoints/index.ts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { DELETE_CONFIRMATION } from '#shared/api/admin-employees.ts';
import { type CompanyPatch } from '#shared/api/companies.ts';
import { type EmployeePatch } from '#shared/api/employees.ts';
import { call } from '../../../api/client.ts';

/** The calls of /admin/policyholders/:id (docs/product.md §7), one function each. */

export const policyholderKey = (employerId: number) => ['admin', 'policyholder', employerId] as const;

export const employerQuery = (employerId: number) =>
  queryOptions({
    queryKey: [...policyholderKey(employerId), 'employee'],
    queryFn: () => call(api.getEmployee, { params: { id: employerId } }),
  });

export const employerCompanyQuery = (employerId: number) =>
  queryOptions({
    queryKey: [...policyholderKey(employerId), 'company'],
    queryFn: () => call(api.ownedCompany, { params: { id: employerId } }),
  });

/** Where the company's training stands (admins): fully trained, last certificate, last activity. */
export const trainingStatusQuery = (employerId: number, companyId: number) =>
  queryOptions({
    queryKey: [...policyholderKey(employerId), 'training-status', companyId],
    queryFn: () => call(api.companyTrainingStatus, { params: { id: companyId } }),
  });

/** The company's employer today: where an old link to a former employer leads. */
export const companyOwnerQuery = (companyId: number) =>
  queryOptions({
    queryKey: ['admin', 'company-owner', companyId],
    queryFn: () => call(api.companyOwner, { params: { id: companyId } }),
  });

export const AUDIT_PAGE_SIZE = 50;

export const auditLogQuery = (employerId: number, companyId: number) =>
  infiniteQueryOptions({
    queryKey: [...policyholderKey(employerId), 'audit', companyId],
    queryFn: ({ pageParam }) =>
      call(api.auditLog, {
        query: { companyId, limit: AUDIT_PAGE_SIZE, ...(pageParam ? { before: pageParam } : {}) },
      }),
    initialPageParam: 0,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
  });

export const updateEmployee = (id: number, patch: EmployeePatch) =>
  call(api.patchEmployee, { params: { id }, body: patch });

export const updateCompany = (id: number, patch: CompanyPatch) =>
  call(api.patchCompany, { params: { id }, body: patch });

export const blockEmployer = (employerId: number, block: boolean) =>
  call(api.blockAccount, { params: { id: employerId }, body: { block } });

export const lockAccount = (id: number, lock: boolean) => call(api.lockAccount, { params: { id }, body: { lock } });

export const activateAccount = (id: number) => call(api.activateAccount, { params: { id } });

export const sendResetLink = (id: number) => call(api.sendResetLink, { params: { id } });

export const setEmployer = (personId: number, previousRole: 'manager' | 'employee') =>
  call(api.setEmployer, { params: { id: personId }, query: { role: previousRole } });

export const resetCompanyProgress = (companyId: number) => call(api.resetCompanyProgress, { body: { companyId } });

export const deleteEmployerCompletely = (employerId: number) =>
  call(api.deleteEmployer, { params: { id: employerId }, body: { confirmation: DELETE_CONFIRMATION } });
