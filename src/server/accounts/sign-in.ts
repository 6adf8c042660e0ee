import type { Role } from '#shared/constants.ts';
import { audit } from '../audit/audit-log.ts';
import { HttpError } from '../core/errors.ts';
import type { AppDeps } from '../deps.ts';
import { verifyPassword } from '../identity/passwords.ts';
import {
  SIGN_IN_PER_ACCOUNT,
  SIGN_IN_PER_ADDRESS,
  SIGN_IN_PER_PAIR,
  type CheckClaim,
  claimChecks,
  clearHits,
  recordHit,
  releaseCheck,
} from '../core/throttle.ts';
import { deviceTokenHash } from '../identity/trusted-devices.ts';
import { WRONG_CODES_IN_A_ROW, startSecondFactor } from './second-factor-sign-in.ts';
import { type SessionOpened, assertMaySignIn, openSession } from './session-opening.ts';
import { findSignInCandidate } from './sign-in.repository.ts';

/** The password was right; the second factor comes next, with this challenge (decision 069). */
export type SecondFactorNeeded = { challenge: string };
export type SignInResult = SessionOpened | SecondFactorNeeded;

/**
 * Checks e-mail and password for one kind of account (customers or admins; each sign-in
 * refuses the other kind), with throttling (docs/decisions/065-sign-in-without-lockout-by-strangers.md):
 * - per account and client address, with growing waits: a guesser waits, the owner elsewhere does not;
 * - per client address, across accounts;
 * - per account from anywhere, the bound on distributed guessing, which a browser where the person
 *   signed in before (`deviceToken`) passes, so strangers cannot lock the owner out with it.
 * One password check at a time per key, so concurrent guesses count as many as sequential ones.
 */
export async function signIn(
  deps: AppDeps,
  input: {
    email: string;
    password: string;
    clientAddress: string;
    roles: readonly Role[];
    deviceToken?: string;
    /** The browser, as the own session list names it (core/device-description.ts). */
    device?: string | null;
  },
): Promise<SignInResult> {
  const { db } = deps;
  const now = deps.now();
  const deviceHash = deviceTokenHash(input.deviceToken);
  const found = await findSignInCandidate(db, input.email, deviceHash);
  const user = found && input.roles.includes(found.role) ? found : undefined;
  const trusted = Boolean(user?.device_known);
  // A remembered browser counts on its own, not with everyone behind the same address (an office's
  // NAT, a proxy without TRUST_PROXY): a stranger there cannot make the owner wait.
  const pairKey = trusted ? `sign-in:device:${deviceHash}` : `sign-in:pair:${input.email}|${input.clientAddress}`;
  const accountKey = `sign-in:account:${input.email}`;
  const addressKey = `sign-in:address:${input.clientAddress}`;
  // Claims still held: counting a hit or clearing the key frees it, the rest are given back at the end.
  const claims = await claimChecks(db, trusted ? [pairKey] : [pairKey, accountKey], now, addressKey);
  const held = new Map<string, CheckClaim>(claims.map((claim) => [claim.key, claim]));
  try {
    const valid = await verifyPassword(user?.password_hash ?? null, input.password);
    const target = { targetUserId: user?.id ?? null, targetCompanyId: user?.company_id ?? null };
    if (!user || !valid) {
      const counted = [
        ['pair', pairKey, SIGN_IN_PER_PAIR],
        ['address', addressKey, SIGN_IN_PER_ADDRESS],
        ...(trusted ? [] : [['account', accountKey, SIGN_IN_PER_ACCOUNT] as const]),
      ] as const;
      // Waits start when the check ends, not when the request began: argon2 and a busy server
      // must not use up the wait before anyone could try again.
      const failedAt = deps.now();
      const hits = [];
      for (const [scope, key, rule] of counted) {
        hits.push({ scope, rule, hits: await recordHit(db, key, rule, failedAt) });
        held.delete(key);
      }
      await audit(db, { action: 'account.sign_in_failed', ...target, clientAddress: input.clientAddress });
      // The moments the throttle starts making a key wait, and closes it for the hour, are the
      // lockouts of docs/product.md R4: recorded once each, not for every attempt.
      for (const { scope, rule, hits: count } of hits) {
        if (count === rule.free + 1 || count === rule.maxPerWindow) {
          await audit(db, {
            action: 'account.sign_in_throttled',
            ...(scope === 'address' ? {} : target),
            clientAddress: input.clientAddress,
            details: { scope, hits: count, closed: count === rule.maxPerWindow },
          });
        }
      }
      throw new HttpError(401, 'LOGIN_FAILED');
    }
    await assertMaySignIn(deps, user, input.clientAddress, user.company_blocked);
    // The company signs its people in through its identity provider alone; its employer keeps the
    // password, so that a broken or lost provider never locks the account's owner out (decision 106).
    if (user.passwords_off && user.role !== 'employer') {
      await audit(db, {
        action: 'account.sign_in_refused',
        ...target,
        clientAddress: input.clientAddress,
        details: { reason: 'passwordsOff' },
      });
      throw new HttpError(403, 'PASSWORD_SIGN_IN_OFF');
    }
    if (user.second_factor_since || user.second_factor_failures >= WRONG_CODES_IN_A_ROW) {
      await clearHits(db, pairKey);
      held.delete(pairKey);
      // 30 wrong second-factor codes in a row: only a new password (through the mailbox) opens the
      // account again, whether or not a factor is still there (decision 069).
      if (user.second_factor_failures >= WRONG_CODES_IN_A_ROW) throw new HttpError(403, 'SECOND_FACTOR_LOCKED');
      const challenge = await startSecondFactor(deps, user, now);
      await audit(db, { action: 'account.password_accepted', ...target, clientAddress: input.clientAddress });
      return { challenge };
    }
    // The session, the browser, the audit entry and the throttle's places in one statement.
    const opened = await openSession(deps, user, {
      ...input,
      known: { device: trusted, devices: user.devices },
      throttle: { clear: pairKey, release: [...held.values()].filter((claim) => claim.key !== pairKey) },
    });
    held.clear();
    return opened;
  } finally {
    for (const claim of held.values()) await releaseCheck(db, claim);
  }
}
