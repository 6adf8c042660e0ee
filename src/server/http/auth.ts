import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Role } from '#shared/constants.ts';
import { hashToken } from '../identity/tokens.ts';
import type { TokenKind } from '../db/schema.ts';
import { HttpError, forbidden, unauthorized } from '../core/errors.ts';
import { readSession, touchSession } from '../identity/sessions.repository.ts';
import type { Caller, SessionFacts } from '../core/caller.ts';
import type { AppDeps } from '../deps.ts';
import type { AppEnv } from './types.ts';

/** The raw token of `Authorization: <token>` (LoopBack style) or `Authorization: Bearer <token>`. */
export function readToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : undefined;
}

/** A session's last activity is written at most this often: a learner's saves cost no extra write. */
const TOUCH_EVERY_MS = 5 * 60_000;

/**
 * Finds the caller behind the token, if any. A token of a locked person or of a blocked company
 * counts as no token: such people cannot act, even with a token issued before the stop. Neither
 * does a session without a request for SESSION_IDLE_HOURS (decision 068). Sessions come from the
 * instance's memory when it holds them (caller-cache.ts), else from one query.
 */
export function identifyCaller(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = readToken(c.req.header('authorization'));
    c.set('caller', undefined);
    if (token) {
      const tokenHash = hashToken(token);
      const load = () => readSession(deps.db, tokenHash);
      const now = deps.now();
      const idleMs = deps.config.sessionIdleSeconds * 1000;
      const idle = (facts: SessionFacts) =>
        facts.caller.tokenKind === 'session' && now.getTime() - facts.lastUsedAt.getTime() > idleMs;
      let facts = await deps.callers.find(tokenHash, load);
      // Another instance may have served the session since this one last saw it.
      if (facts && idle(facts)) facts = await load();
      if (facts && facts.expiresAt > now && !facts.stopped && !idle(facts)) {
        c.set('caller', facts.caller);
        if (facts.caller.tokenKind === 'session' && now.getTime() - facts.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
          facts.lastUsedAt = now;
          await touchSession(deps.db, tokenHash, now);
        }
      }
    }
    await next();
  });
}

/** A signed-in session of one of `roles` (all roles when none are named). */
export function requireSession(...roles: Role[]): MiddlewareHandler<AppEnv> {
  return requireToken('session', roles);
}

/** A token of the given kind, e.g. the invitation token for change-password. */
export function requireToken(kind: TokenKind, roles: Role[] = []): MiddlewareHandler<AppEnv> {
  return createMiddleware<AppEnv>(async (c, next) => {
    const caller = c.get('caller');
    if (!caller || caller.tokenKind !== kind) {
      // A dead invitation or reset link gets its own message: the person needs a new link.
      throw kind === 'session' ? unauthorized() : new HttpError(401, 'LINK_INVALID');
    }
    if (roles.length > 0 && !roles.includes(caller.role)) throw forbidden();
    await next();
  });
}

/** The caller set by requireSession/requireToken; for handlers behind those guards. */
export function callerOf(c: { get: (key: 'caller') => Caller | undefined }): Caller {
  const caller = c.get('caller');
  if (!caller) throw unauthorized();
  return caller;
}
