import { queryOptions } from '@tanstack/react-query';
import { Company } from '#shared/api/companies.ts';
import { CompanyEmployeeList } from '#shared/api/company-employees.ts';
import { CourseList } from '#shared/api/courses.ts';
import { Employee } from '#shared/api/employees.ts';
import { PublicConfig } from '#shared/api/public-config.ts';
import { callApi } from './client.ts';

/** Query options shared by pages; mutations invalidate through these keys. */
export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: () => callApi('GET', '/public-config', { schema: PublicConfig }),
  staleTime: Infinity,
});

export const meQuery = (userId: number) =>
  queryOptions({
    queryKey: ['employee', userId],
    queryFn: () => callApi('GET', `/employee/${userId}`, { schema: Employee }),
  });

export const ownCompanyQuery = (userId: number) =>
  queryOptions({
    queryKey: ['employee', userId, 'ownsOneCompany'],
    queryFn: () => callApi('GET', `/employee/${userId}/ownsOneCompany`, { schema: Company }),
  });

export const coursesQuery = queryOptions({
  queryKey: ['courses'],
  queryFn: () => callApi('GET', '/trainings', { schema: CourseList }),
});

export const companyEmployeesQuery = (companyId: number) =>
  queryOptions({
    queryKey: ['company', companyId, 'employees'],
    queryFn: () => callApi('GET', `/company/${companyId}/employees`, { schema: CompanyEmployeeList }),
  });
