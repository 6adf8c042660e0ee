import { managementRoutes } from './management/management.routes.ts';
import { ssoRoutes } from './sso/sso.routes.ts';
import { directoryRoutes } from './directory/directory.routes.ts';
import { scimRoutes } from './directory/scim.routes.ts';
import { policiesRoutes } from './policies/policies.routes.ts';
import { aiLiteracyRoutes } from './ai-literacy/ai-literacy.routes.ts';
import { evidenceRoutes } from './evidence/evidence.routes.ts';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { endpointKey } from '#shared/api/endpoint.ts';
import { api } from '#shared/api/endpoints/index.ts';
import { accountsRoutes } from './accounts/accounts.routes.ts';
import { accountControlRoutes } from './admin/account-control.routes.ts';
import { adminsRoutes } from './admin/admins.routes.ts';
import { auditLogRoutes } from './admin/audit-log.routes.ts';
import { privacyRoutes } from './privacy/privacy.routes.ts';
import { employerListRoutes } from './admin/employer-list.routes.ts';
import { uploadAdminRoutes } from './admin/upload-admin.routes.ts';
import { certificatesRoutes } from './certificates/certificates.routes.ts';
import { companiesRoutes } from './companies/companies.routes.ts';
import { loadCourseCatalog } from './courses/course-catalog.ts';
import { coursesRoutes } from './courses/courses.routes.ts';
import type { MaterialCache } from './courses/material-cache.ts';
import { employeesRoutes } from './employees/employees.routes.ts';
import { companyEmployeesRoutes } from './employees/company-employees.routes.ts';
import { invitationsRoutes } from './employees/invitations.routes.ts';
import { agreementRoutes } from './files/agreement.routes.ts';
import { uploadsRoutes } from './files/uploads.routes.ts';
import { clientAddressOf, type TrustedProxies } from './http/client-address.ts';
import { requireAgreement } from './http/agreement.ts';
import { requirePasswordChange } from './http/password-change.ts';
import { requireSecondFactorSetup } from './http/second-factor-setup.ts';
import { secondFactorRoutes } from './second-factor/second-factor.routes.ts';
import { simulationRoutes } from './simulation/simulation.routes.ts';
import { providerRoutes } from './simulation/provider.routes.ts';
import { loggablePath } from './http/loggable-path.ts';
import { routeTemplateOf } from './http/route-template.ts';
import { compressAnswers } from './http/compress-answers.ts';
import { identifyCaller } from './http/auth.ts';
import { handleError } from './http/error-handler.ts';
import { notFound } from './core/errors.ts';
import { serveApp } from './http/static-files.ts';
import { operationsRoutes } from './operations/operations.routes.ts';
import { settingsRoutes } from './operations/settings.routes.ts';
import { statisticsRoutes } from './statistics/statistics.routes.ts';
import { remindersRoutes } from './reminders/reminders.routes.ts';
import type { AppDeps } from './deps.ts';
import type { AppEnv } from './http/types.ts';
import { requestLanguage } from './http/request-language.ts';
import { log } from './log.ts';
import { recordRequest } from './metrics/metrics.ts';
import { serveMetrics } from './metrics/metrics-access.ts';
import { companyResetRoutes } from './progress/company-reset.routes.ts';
import { progressRoutes } from './progress/progress.routes.ts';
import { assignmentsRoutes } from './assignments/assignments.routes.ts';

/** JSON bodies of the API stay small; the employee-list upload has its own, larger limit. */

function clientAddress(c: Parameters<typeof getConnInfo>[0], trustedProxies: TrustedProxies): string {
  let socket: string;
  try {
    socket = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    socket = 'local'; // app.request() in tests has no socket
  }
  return clientAddressOf(c.req.header('x-forwarded-for'), socket, trustedProxies);
}

/**
 * Calls that never change a person, a company or a token before they answer: the learner's hot
 * path, signing in, and the reset request (its work runs after the answer, which must not wait).
 */
const SESSION_NEUTRAL = new Set(
  [api.saveProgress, api.createProgress, api.customerLogin, api.adminLogin, api.customerReset, api.adminReset].map(
    endpointKey,
  ),
);
const mayChangeSessions = (method: string, path: string) =>
  method !== 'GET' && method !== 'HEAD' && !SESSION_NEUTRAL.has(`${method} ${path.replace(/\/+$/, '')}`);

/**
 * The whole HTTP program: the API under /api/ and the built app for every other path. `materials`:
 * course material prepared ahead (the server does it before it listens).
 */
export function createApp(deps: AppDeps, options: { materials?: MaterialCache } = {}) {
  const app = new Hono<AppEnv>({ strict: false });
  const catalog = loadCourseCatalog();

  // Each answer carries X-Request-Id (the proxy's, when it sent a well-formed one), also in the logs.
  app.use('*', requestId());
  app.use('*', requestLanguage());
  app.use('*', async (c, next) => {
    const started = performance.now();
    c.set('clientAddress', clientAddress(c, deps.config.trustedProxies));
    await next();
    const isApi = c.req.path.startsWith('/api/');
    // SCIM requests (decision 107) are logged and counted as one route: their paths carry ids.
    const isScim = c.req.path.startsWith('/scim/');
    const route =
      c.get('route') ??
      (isApi ? (routeTemplateOf(c.req.method, c.req.path) ?? 'unmatched') : isScim ? '/scim/v2' : 'static');
    recordRequest(c.req.method, route, c.res.status, (performance.now() - started) / 1000);
    if (isApi || isScim) {
      log.info('request', {
        method: c.req.method,
        path: loggablePath(c.req.path),
        status: c.res.status,
        ms: Math.round(performance.now() - started),
        requestId: c.get('requestId'),
      });
    }
  });

  const api = new Hono<AppEnv>({ strict: false });
  api.use('*', compressAnswers());
  api.use('*', identifyCaller(deps));
  // A call that may have changed what sessions may do answers once this instance has heard of it.
  api.use('*', async (c, next) => {
    await next();
    if (c.res.status < 400 && mayChangeSessions(c.req.method, c.req.path)) await deps.callers.sync();
  });
  // Blocked actions (docs/product.md R12): deny by default, see ALLOWED_WHILE_BLOCKED in src/shared.
  api.use('*', requireAgreement());
  // A temporary password signs in only to be replaced (decision 064): deny by default as above.
  api.use('*', requirePasswordChange());
  api.use('*', requireSecondFactorSetup());
  api.route('/', operationsRoutes(deps));
  api.route('/', settingsRoutes(deps));
  api.route('/', agreementRoutes(deps));
  api.route('/', accountsRoutes(deps));
  api.route('/', ssoRoutes(deps));
  api.route('/', secondFactorRoutes(deps));
  api.route('/', employeesRoutes(deps));
  api.route('/', companiesRoutes(deps));
  api.route('/', companyEmployeesRoutes(deps));
  api.route('/', invitationsRoutes(deps));
  api.route('/', assignmentsRoutes(deps));
  api.route('/', coursesRoutes(deps, catalog, options.materials));
  api.route('/', companyResetRoutes(deps));
  api.route('/', progressRoutes(deps, catalog));
  api.route('/', certificatesRoutes(deps, catalog));
  api.route('/', statisticsRoutes(deps));
  api.route('/', remindersRoutes(deps));
  api.route('/', uploadsRoutes(deps));
  api.route('/', employerListRoutes(deps));
  api.route('/', accountControlRoutes(deps));
  api.route('/', adminsRoutes(deps));
  api.route('/', uploadAdminRoutes(deps));
  api.route('/', auditLogRoutes(deps));
  api.route('/', privacyRoutes(deps, catalog));
  api.route('/', simulationRoutes(deps));
  api.route('/', providerRoutes(deps));
  api.route('/', managementRoutes(deps, catalog));
  api.route('/', directoryRoutes(deps));
  api.route('/', policiesRoutes(deps));
  api.route('/', aiLiteracyRoutes(deps, catalog));
  api.route('/', evidenceRoutes(deps, catalog));
  api.all('*', () => {
    throw notFound();
  });
  api.onError(handleError);

  app.route('/api', api);
  // SCIM 2.0 for the companies' directories, outside /api: the RFC's shapes, its own errors (decision 107).
  app.route('/scim/v2', scimRoutes(deps));
  app.onError(handleError);
  app.get('/metrics', serveMetrics(deps.config.metricsToken, deps.config.metricsRequireToken));
  app.get('*', serveApp(deps.config.distDir));
  return app;
}

export type App = ReturnType<typeof createApp>;
