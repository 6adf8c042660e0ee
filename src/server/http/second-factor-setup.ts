import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { isAllowedBeforeCompanySecondFactor, isAllowedBeforeSecondFactor } from '#shared/api/blocked-actions.ts';
import { HttpError } from '../core/errors.ts';
import type { AppEnv } from './types.ts';

/** A customer's calls before the set-up may name no person but themselves (their own account only). */
const namesOnlySelf = (path: string, userId: number) =>
  path.split('/').every((segment) => !/^[0-9]+$/.test(segment) || Number(segment) === userId);

/**
 * An admin without a second factor may only set one up (docs/decisions/069-second-factor.md), and so
 * may a customer whose company's rule asks them for one (decision 099): every call not in
 * ALLOWED_BEFORE_SECOND_FACTOR (admins) or ALLOWED_BEFORE_COMPANY_SECOND_FACTOR (customers) is 403
 * SECOND_FACTOR_SETUP_REQUIRED (deny by default). The state was read with the session; adding the
 * first factor and changing the rule tell every instance (db/definitions/caller-changes.ts).
 */
export function requireSecondFactorSetup(basePath = '/api'): MiddlewareHandler<AppEnv> {
  return createMiddleware<AppEnv>(async (c, next) => {
    const caller = c.get('caller');
    if (caller?.mustSetUpSecondFactor && caller.tokenKind === 'session') {
      const path = c.req.path.startsWith(`${basePath}/`) ? c.req.path.slice(basePath.length) : c.req.path;
      const allowed =
        caller.role === 'admin'
          ? isAllowedBeforeSecondFactor(c.req.method, path)
          : isAllowedBeforeCompanySecondFactor(c.req.method, path) && namesOnlySelf(path, caller.userId);
      if (!allowed) throw new HttpError(403, 'SECOND_FACTOR_SETUP_REQUIRED');
    }
    await next();
  });
}
