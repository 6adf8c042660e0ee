import { api } from '#shared/api/endpoints/index.ts';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { Lang } from '#shared/constants.ts';
import type { TrainingSlug } from '#shared/courses.ts';
import { call } from './client.ts';

/** Query options shared by pages; mutations invalidate through these keys. */
export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: () => call(api.publicConfig, {}),
  staleTime: Infinity,
});

/**
 * The signed-in person's own account. Read again whenever the window gets focus back, however
 * fresh: a role changed meanwhile by the employer or an admin takes effect in the menu and the
 * guards as soon as the person returns (routing/use-account-follow.ts).
 */
export const meQuery = (userId: number) =>
  queryOptions({
    queryKey: ['employee', userId],
    queryFn: () => call(api.getEmployee, { params: { id: userId } }),
    refetchOnWindowFocus: 'always',
  });

/** The own second factors (docs/decisions/069-second-factor.md): the settings list them, the shell sends an admin without one to set it up. */
export const secondFactorQuery = (userId: number) =>
  queryOptions({
    queryKey: ['employee', userId, 'second-factor'],
    queryFn: () => call(api.secondFactorStatus, {}),
  });

export const ownCompanyQuery = (userId: number) =>
  queryOptions({
    queryKey: ['employee', userId, 'ownsOneCompany'],
    queryFn: () => call(api.ownedCompany, { params: { id: userId } }),
  });

/**
 * GET /trainings in one language: titles and summaries come in the request's language, so the
 * language is part of the key (a switch shows the list in the new language, and switching back
 * finds the old one cached, offline too). Under the 'courses' root, which assignments refresh.
 */
/**
 * The course list in one language. The request names the key's language itself: at the app's start
 * the list is asked for before the chosen language's texts are active, and an answer in another
 * language under this key would be kept on the device.
 */
export const coursesQuery = (lang: string) =>
  queryOptions({
    queryKey: ['courses', lang],
    queryFn: () => call(api.courses, { lang }),
  });

export const companyEmployeesQuery = (companyId: number) =>
  queryOptions({
    queryKey: ['company', companyId, 'employees'],
    queryFn: () => call(api.companyEmployees, { params: { companyId } }),
  });

/** One course's material in one language; the server falls back to German. */
export const trainingMaterialQuery = (slug: string, lang: string) =>
  queryOptions({
    queryKey: ['training', slug, lang],
    queryFn: () => call(api.trainingMaterial, { query: { lang }, params: { slug } }),
    staleTime: 60 * 60 * 1000,
    // Offline, the service worker may still have it (course material is cached per language).
    networkMode: 'offlineFirst',
  });

/**
 * The questions of the learner's next quiz attempt in a course (POST /progress/draw-quiz): the same
 * draw until an attempt answers it, so it is kept on the device and asked for again only after an
 * attempt, after the module's end (which may reopen the quiz) and when saves went out.
 */
export const quizDrawQuery = (slug: TrainingSlug, lang: Lang) =>
  queryOptions({
    queryKey: ['quiz-draw', slug, lang],
    queryFn: () => call(api.drawQuiz, { body: { trainingSlug: slug, lang } }),
    staleTime: Infinity,
  });

/** Every person of the caller's company with their courses (employer and managers). */
export const companyProgressQuery = (companyId: number) =>
  queryOptions({
    // Under the company's key, so every change to its people or courses refreshes it too.
    queryKey: ['company', companyId, 'progress'],
    queryFn: () => call(api.companyProgress, {}),
  });

/**
 * GET /statistics/get-company-stats: the caller's own company, which the call finds by itself, so
 * it is keyed by the signed-in person and starts together with their account, not after it
 * (routing/route-data.ts). Fresh for a few seconds only, and refreshed with the company's data
 * (refreshCompany).
 */
export const companyStatisticsQuery = (userId: number) =>
  queryOptions({
    queryKey: ['companyStatistics', userId],
    queryFn: () => call(api.companyStatistics, {}),
    staleTime: 5_000,
  });

/**
 * GET /statistics/get-company-todo (decision 105): deadlines, people not signed in and the trend,
 * under the statistics' key, so every change to the company's people or courses refreshes it.
 */
export const companyTodoQuery = (userId: number) =>
  queryOptions({
    queryKey: ['companyStatistics', userId, 'todo'],
    queryFn: () => call(api.companyTodo, {}),
    staleTime: 5_000,
  });

/** After a change to a company's people or courses: its lists, its details and its figures are read again. */
export const refreshCompany = (queryClient: QueryClient, companyId: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['company', companyId] }),
    queryClient.invalidateQueries({ queryKey: ['companyStatistics'] }),
  ]);

/**
 * GET /company/{id}: the caller's company, which its managers may read too (the employer's
 * ownsOneCompany answers only for the owner). Fresh on every visit: the insurance number decides
 * whether the certificate is offered, and the onboarding courses are
 * shown as the employer left them.
 */
export const companyQuery = (companyId: number) =>
  queryOptions({
    queryKey: ['company', companyId, 'details'],
    queryFn: () => call(api.getCompany, { params: { id: companyId } }),
    staleTime: 0,
  });

/**
 * The signed-in person's own simulations and their company's report address (decision 102): the
 * navigation offers "Meine Simulationen" once the company booked simulations.
 */
export const mySimulationsQuery = queryOptions({
  queryKey: ['simulation', 'mine'],
  queryFn: () => call(api.mySimulations, {}),
  staleTime: 5 * 60_000,
});

/** GET /management: the employer's view of the named management and their training (decision 103). */
export const managementQuery = (lang: string) =>
  queryOptions({
    queryKey: ['management', lang],
    queryFn: () => call(api.management, { lang }),
  });

/** GET /management/mine: whether the signed-in person is named as management, and the training. */
export const myManagementTrainingQuery = (lang: string) =>
  queryOptions({
    queryKey: ['management', 'mine', lang],
    queryFn: () => call(api.myManagementTraining, { lang }),
  });

/** GET /policies/mine: the policies the signed-in person is to read and confirm (decision 108); kept offline. */
export const myPoliciesQuery = (userId: number) =>
  queryOptions({
    queryKey: ['my-policies', userId],
    queryFn: () => call(api.myPolicies, {}),
  });

/** GET /policies: the company's policies, for its employer (decision 108). */
export const policiesQuery = queryOptions({
  queryKey: ['policies'],
  queryFn: () => call(api.policies, {}),
});

/** GET /policies/{id}: one policy with its versions and who confirmed which. */
export const policyQuery = (id: number) =>
  queryOptions({
    queryKey: ['policies', id],
    queryFn: () => call(api.policy, { params: { id } }),
  });

/** GET /policies/templates: the bundled templates in the page's language. */
export const policyTemplatesQuery = (lang: string) =>
  queryOptions({
    queryKey: ['policy-templates', lang],
    queryFn: () => call(api.policyTemplates, { lang }),
    staleTime: Infinity,
  });

/** GET /ai-literacy: the employer's AI inventory and AI-literacy record (decision 109). */
export const aiLiteracyQuery = (lang: string) =>
  queryOptions({
    queryKey: ['ai-literacy', lang],
    queryFn: () => call(api.aiLiteracy, { lang }),
  });

/** GET /ai-literacy/mine: whether the AI inventory names the signed-in person, and the training. */
export const myAiTrainingQuery = (lang: string) =>
  queryOptions({
    queryKey: ['ai-literacy', 'mine', lang],
    queryFn: () => call(api.myAiTraining, { lang }),
  });
