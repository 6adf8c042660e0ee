import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { isAllowedWhileBlocked } from '#shared/api/blocked-actions.ts';
import { companyHasAgreement } from '../employees/users.repository.ts';
import { actionsBlocked } from './errors.ts';
import type { AppDeps, AppEnv } from './types.ts';

/**
 * Blocked actions (DECISIONS.md 12): a signed-in employer, manager or employee whose company's
 * employer has not accepted the data-processing agreement gets 403 ACTIONS_BLOCKED for every
 * call that is not in ALLOWED_WHILE_BLOCKED. Mounted once in front of the API (deny by default,
 * so a new call is blocked unless listed); `basePath` is where the API is mounted. Requests
 * without a session pass on to their own guards, admins have no company and are never blocked.
 */
export function requireAgreement(deps: AppDeps, basePath = '/api'): MiddlewareHandler<AppEnv> {
  return createMiddleware<AppEnv>(async (c, next) => {
    const caller = c.get('caller');
    if (caller && caller.tokenKind === 'session' && caller.companyId !== null) {
      const path = c.req.path.startsWith(`${basePath}/`) ? c.req.path.slice(basePath.length) : c.req.path;
      if (!isAllowedWhileBlocked(c.req.method, path) && !(await companyHasAgreement(deps.db, caller.companyId))) {
        throw actionsBlocked();
      }
    }
    await next();
  });
}
