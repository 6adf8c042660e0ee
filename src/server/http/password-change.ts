import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { isAllowedBeforePasswordChange } from '#shared/api/blocked-actions.ts';
import { HttpError } from '../core/errors.ts';
import type { AppEnv } from './types.ts';

/**
 * A password someone else set signs in only to be replaced (docs/decisions/064-temporary-passwords.md):
 * such a session gets 403 PASSWORD_CHANGE_REQUIRED for every call that is not in
 * ALLOWED_BEFORE_PASSWORD_CHANGE (deny by default). The state was read with the session, so this
 * costs no query; the password change updates it on every instance (migration 0010).
 */
export function requirePasswordChange(basePath = '/api'): MiddlewareHandler<AppEnv> {
  return createMiddleware<AppEnv>(async (c, next) => {
    const caller = c.get('caller');
    if (caller?.mustChangePassword && caller.tokenKind === 'session') {
      const path = c.req.path.startsWith(`${basePath}/`) ? c.req.path.slice(basePath.length) : c.req.path;
      if (!isAllowedBeforePasswordChange(c.req.method, path)) throw new HttpError(403, 'PASSWORD_CHANGE_REQUIRED');
    }
    await next();
  });
}
