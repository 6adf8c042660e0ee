import { queryOptions } from '@tanstack/react-query';
import { Company } from '#shared/api/companies.ts';
import { CompanyEmployeeList } from '#shared/api/company-employees.ts';
import { CourseList } from '#shared/api/courses.ts';
import { Employee } from '#shared/api/employees.ts';
import { CompanyProgress } from '#shared/api/progress.ts';
import { PublicConfig } from '#shared/api/public-config.ts';
import { CompanyStatistics } from '#shared/api/statistics.ts';
import { TrainingMaterial } from '#shared/api/trainings.ts';
import { getSession } from '../session/session-store.ts';
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

/**
 * GET /trainings in one language: titles and summaries come in the request's language, so the
 * language is part of the key (a switch shows the list in the new language, and switching back
 * finds the old one cached, offline too). Under the 'courses' root, which assignments refresh.
 */
export const coursesQuery = (lang: string) =>
  queryOptions({
    queryKey: ['courses', lang],
    queryFn: () => callApi('GET', '/trainings', { schema: CourseList }),
  });

export const companyEmployeesQuery = (companyId: number) =>
  queryOptions({
    queryKey: ['company', companyId, 'employees'],
    queryFn: () => callApi('GET', `/company/${companyId}/employees`, { schema: CompanyEmployeeList }),
  });

/** The learner's own progress in every course they have begun (GET /progress/get-progress). */
export const myProgressQuery = queryOptions({
  queryKey: ['progress', 'mine'],
  // From the server when it answers, else from the device; with the saves still waiting applied.
  // The device's store (IndexedDB through Dexie) is loaded with the first learner page, not before.
  queryFn: async () => (await import('../offline/learner-progress.ts')).learnerProgress(getSession()?.userId ?? 0),
  networkMode: 'always',
  // The device's store is the truth between saves; reading it again is cheap.
  staleTime: 0,
});

/** One course's material in one language; the server falls back to German. */
export const trainingMaterialQuery = (slug: string, lang: string) =>
  queryOptions({
    queryKey: ['training', slug, lang],
    queryFn: () =>
      callApi('GET', `/trainings/get-training/${encodeURIComponent(slug)}?lang=${lang}`, { schema: TrainingMaterial }),
    staleTime: 60 * 60 * 1000,
    // Offline, the service worker may still have it (course material is cached per language).
    networkMode: 'offlineFirst',
  });

/** Every person of the caller's company with their courses (employer and managers). */
export const companyProgressQuery = (companyId: number) =>
  queryOptions({
    // Under the company's key, so every change to its people or courses refreshes it too.
    queryKey: ['company', companyId, 'progress'],
    queryFn: () => callApi('GET', '/progress/get-company-progress', { schema: CompanyProgress }),
  });

/** GET /statistics/get-company-stats: the caller's company; refreshed with the company's data. */
export const companyStatisticsQuery = (companyId: number) =>
  queryOptions({
    queryKey: ['company', companyId, 'statistics'],
    queryFn: () => callApi('GET', '/statistics/get-company-stats', { schema: CompanyStatistics }),
  });
