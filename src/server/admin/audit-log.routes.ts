import { api } from '#shared/api/endpoints/index.ts';
import { endpointRoutes, implement } from '../http/endpoint-routes.ts';
import type { AppDeps } from '../deps.ts';
import { auditLogPage } from './audit-log.ts';

/** GET /audit-log: admin actions and account-security events, for admins. */
export function auditLogRoutes(deps: AppDeps) {
  return endpointRoutes(implement(api.auditLog, async (c, { query }) => await auditLogPage(deps.db, query)));
}
