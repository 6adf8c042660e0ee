import type { Role } from '#shared/constants.ts';
import { SESSION_TTL_SECONDS } from '#shared/constants.ts';
import { audit } from '../audit/audit-log.ts';
import type { UserRow } from '../db/schema.ts';
import { findUserByEmail } from '../core/users.repository.ts';
import { HttpError } from '../core/errors.ts';
import type { AppDeps } from '../http/types.ts';
import { verifyPassword } from '../core/passwords.ts';
import {
  SIGN_IN_PER_ACCOUNT,
  SIGN_IN_PER_ADDRESS,
  assertNotThrottled,
  clearHits,
  recordHit,
} from '../core/throttle.ts';
import { issueToken } from '../core/tokens.ts';

/** Why the right password does not sign in, and the answer's code. */
const REFUSALS = {
  locked: 'ACCOUNT_LOCKED',
  blocked: 'ACCOUNT_BLOCKED',
  temporaryPasswordExpired: 'TEMPORARY_PASSWORD_EXPIRED',
} as const;

export type SignInResult = { user: UserRow; token: string; created: Date; ttl: number };

/**
 * Checks e-mail and password for one kind of account (customers or admins; each sign-in
 * refuses the other kind), with throttling per account and per client address.
 */
export async function signIn(
  deps: AppDeps,
  input: { email: string; password: string; clientAddress: string; roles: readonly Role[] },
): Promise<SignInResult> {
  const { db } = deps;
  const now = deps.now();
  const accountKey = `sign-in:account:${input.email}`;
  const addressKey = `sign-in:address:${input.clientAddress}`;
  await assertNotThrottled(db, accountKey, now);
  await assertNotThrottled(db, addressKey, now);

  const found = await findUserByEmail(db, input.email);
  const user = found && input.roles.includes(found.role) ? found : undefined;
  const valid = await verifyPassword(user?.password_hash ?? null, input.password);
  const target = { targetUserId: user?.id ?? null, targetCompanyId: user?.company_id ?? null };
  if (!user || !valid) {
    const accountHits = await recordHit(db, accountKey, SIGN_IN_PER_ACCOUNT, now);
    const addressHits = await recordHit(db, addressKey, SIGN_IN_PER_ADDRESS, now);
    await audit(db, { action: 'account.sign_in_failed', ...target, clientAddress: input.clientAddress });
    // The moments the throttle starts making an account or an address wait, and closes it for
    // the hour, are the lockouts of docs/product.md R4: recorded once each, not for every attempt.
    for (const [scope, hits, rule] of [
      ['account', accountHits, SIGN_IN_PER_ACCOUNT],
      ['address', addressHits, SIGN_IN_PER_ADDRESS],
    ] as const) {
      if (hits === rule.free + 1 || hits === rule.maxPerWindow) {
        await audit(db, {
          action: 'account.sign_in_throttled',
          ...(scope === 'account' ? target : {}),
          clientAddress: input.clientAddress,
          details: { scope, hits, closed: hits === rule.maxPerWindow },
        });
      }
    }
    throw new HttpError(401, 'LOGIN_FAILED');
  }
  const refuse = async (reason: keyof typeof REFUSALS) => {
    await audit(db, {
      action: 'account.sign_in_refused',
      ...target,
      clientAddress: input.clientAddress,
      details: { reason },
    });
    return new HttpError(403, REFUSALS[reason]);
  };
  if (user.locked_at) throw await refuse('locked');
  if (user.password_expires_at && user.password_expires_at <= now) throw await refuse('temporaryPasswordExpired');
  if (user.company_id !== null) {
    const company = await db
      .selectFrom('companies')
      .select('blocked_at')
      .where('id', '=', user.company_id)
      .executeTakeFirst();
    if (company?.blocked_at) throw await refuse('blocked');
  }

  await clearHits(db, accountKey);
  const issued = await issueToken(db, user.id, 'session', SESSION_TTL_SECONDS, now);
  await audit(db, {
    action: 'account.signed_in',
    actor: { userId: user.id, role: user.role },
    targetUserId: user.id,
    targetCompanyId: user.company_id,
    clientAddress: input.clientAddress,
  });
  return { user, token: issued.token, created: issued.created, ttl: issued.ttl };
}
