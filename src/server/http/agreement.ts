import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { isAllowedWhileBlocked } from '#shared/api/blocked-actions.ts';
import { actionsBlocked } from '../core/errors.ts';
import type { AppEnv } from './types.ts';

/**
 * Blocked actions (docs/product.md R12): a signed-in employer, manager or employee whose company's
 * employer has not accepted the data-processing agreement gets 403 ACTIONS_BLOCKED for every
 * call that is not in ALLOWED_WHILE_BLOCKED. Mounted once in front of the API (deny by default,
 * so a new call is blocked unless listed); `basePath` is where the API is mounted. Requests
 * without a session pass on to their own guards, admins have no company and are never blocked.
 * The agreement state was read with the session (identifyCaller), so this costs no query.
 */
export function requireAgreement(basePath = '/api'): MiddlewareHandler<AppEnv> {
  return createMiddleware<AppEnv>(async (c, next) => {
    const caller = c.get('caller');
    if (caller && caller.tokenKind === 'session' && caller.companyId !== null) {
      const path = c.req.path.startsWith(`${basePath}/`) ? c.req.path.slice(basePath.length) : c.req.path;
      if (!caller.companyAgreed && !isAllowedWhileBlocked(c.req.method, path)) {
        throw actionsBlocked();
      }
    }
    await next();
  });
}
