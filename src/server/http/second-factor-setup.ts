import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { isAllowedBeforeSecondFactor } from '#shared/api/blocked-actions.ts';
import { HttpError } from '../core/errors.ts';
import type { AppEnv } from './types.ts';

/**
 * An admin without a second factor may only set one up (docs/decisions/069-second-factor.md): every
 * call not in ALLOWED_BEFORE_SECOND_FACTOR is 403 SECOND_FACTOR_SETUP_REQUIRED (deny by default).
 * The state was read with the session; adding the first factor tells every instance (migration 0014).
 */
export function requireSecondFactorSetup(basePath = '/api'): MiddlewareHandler<AppEnv> {
  return createMiddleware<AppEnv>(async (c, next) => {
    const caller = c.get('caller');
    if (caller?.mustSetUpSecondFactor && caller.tokenKind === 'session') {
      const path = c.req.path.startsWith(`${basePath}/`) ? c.req.path.slice(basePath.length) : c.req.path;
      if (!isAllowedBeforeSecondFactor(c.req.method, path)) throw new HttpError(403, 'SECOND_FACTOR_SETUP_REQUIRED');
    }
    await next();
  });
}
