import type { Role } from '#shared/constants.ts';
import { audit } from '../audit/audit-log.ts';
import { HttpError } from '../core/errors.ts';
import { keyId, seal, sealedWith, sealingKeys, unseal } from '../core/secret-box.ts';
import {
  SECOND_FACTOR_PER_PERSON,
  assertNotThrottled,
  claimCheck,
  clearHits,
  recordHit,
  releaseCheck,
} from '../core/throttle.ts';
import { hashToken, newToken } from '../identity/tokens.ts';
import { findUserById } from '../identity/users.repository.ts';
import type { UserRow } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { endSignInChallenges } from '../identity/tokens.repository.ts';
import { looksLikeRecoveryCode, recoveryCodeHash } from '../second-factor/recovery-codes.ts';
import {
  acceptPasskeyUse,
  acceptTotpStep,
  countChallengeAttempt,
  endSignInChallenge,
  findSignInChallenge,
  listConfirmedFactors,
  storeSignInChallenge,
  resealTotpSecret,
  useRecoveryCode,
  countUnusedRecoveryCodes,
} from '../second-factor/second-factors.repository.ts';
import { clearSecondFactorFailures, countSecondFactorFailure } from '../identity/users.repository.ts';
import { totpStep } from '../second-factor/totp.ts';
import {
  authenticationOptions,
  newPasskeyChallenge,
  relyingPartyOf,
  verifiedAssertion,
} from '../second-factor/passkeys.ts';
import { tellPerson } from '../second-factor/second-factors.ts';
import { storedPasskeys } from '../second-factor/passkeys.ts';
import { log } from '../log.ts';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { SecondFactorSignInRequest, SignInChallengeResponse } from '#shared/api/second-factor.ts';
import { type SessionOpened, assertMaySignIn, openSession } from './session-opening.ts';
import { endReportAfterSignIn } from './email-change.ts';

/** The HttpOnly cookie of a sign-in that waits for its second factor. */
export const CHALLENGE_COOKIE = 'portal_sign_in';
/** How long a sign-in waits for its second factor, and how many wrong codes it takes. */
export const SIGN_IN_CHALLENGE_SECONDS = 300;
const WRONG_CODES_PER_CHALLENGE = 5;
/**
 * Wrong codes in a row after which the second step stops until the person sets a new password:
 * the hourly throttle alone would let a holder of the password try about 240 codes a day for ever.
 */
export const WRONG_CODES_IN_A_ROW = 30;

/**
 * The password was right and the person has a second factor (docs/decisions/069-second-factor.md):
 * the sign-in waits for it under a random challenge, which goes to the browser in an HttpOnly
 * cookie; only its hash is stored.
 */
export async function startSecondFactor(deps: AppDeps, user: UserRow, now: Date): Promise<string> {
  const challenge = newToken();
  await storeSignInChallenge(deps.db, {
    tokenHash: hashToken(challenge),
    userId: user.id,
    passkeyChallenge: newPasskeyChallenge(),
    expiresAt: new Date(now.getTime() + SIGN_IN_CHALLENGE_SECONDS * 1000),
    now,
  });
  return challenge;
}

/** The waiting sign-in of the challenge, or 401 LINK_INVALID (sign in again). */
export async function waitingSignIn(deps: AppDeps, challenge: string | undefined, roles?: readonly Role[]) {
  const valid = challenge !== undefined && /^[A-Za-z0-9_-]{20,100}$/.test(challenge);
  const row = valid ? await findSignInChallenge(deps.db, hashToken(challenge), deps.now()) : undefined;
  const user = row ? await findUserById(deps.db, row.user_id) : undefined;
  if (!row || !user || (roles && !roles.includes(user.role))) throw new HttpError(401, 'LINK_INVALID');
  return { row, user };
}

/**
 * GET /account/sign-in-challenge: the methods the person can finish with, and for passkeys the
 * options around the WebAuthn challenge the password step made. Reading writes nothing: two tabs
 * of one sign-in get the same challenge.
 */
export async function signInChallengeMethods(
  deps: AppDeps,
  challenge: string | undefined,
): Promise<SignInChallengeResponse> {
  const { row, user } = await waitingSignIn(deps, challenge);
  const factors = await listConfirmedFactors(deps.db, user.id);
  const passkeys = storedPasskeys(factors);
  const passkeyOptions =
    passkeys.length > 0 && row.passkey_challenge
      ? await authenticationOptions(relyingPartyOf(deps.config.publicUrl), passkeys, row.passkey_challenge)
      : null;
  return {
    methods: [...new Set(factors.map((factor) => factor.kind))],
    recoveryCodes: (await countUnusedRecoveryCodes(deps.db, user.id)) > 0,
    passkeyOptions,
  };
}

/**
 * Finishes the sign-in with a passkey, a code of the authenticator app or a recovery code. Wrong codes count
 * per person (SECOND_FACTOR_PER_PERSON, one check at a time) and per challenge (five, then it ends).
 * A code counts once, a challenge signs in once, even when requests race.
 */
export async function finishSignIn(
  deps: AppDeps,
  input: {
    challenge: string | undefined;
    answer: SecondFactorSignInRequest;
    roles: readonly Role[];
    clientAddress: string;
    deviceToken?: string;
    device?: string | null;
  },
): Promise<SessionOpened> {
  const { db } = deps;
  const now = deps.now();
  const { row, user } = await waitingSignIn(deps, input.challenge, input.roles);
  // The 30th wrong code ends every waiting sign-in, but one racing it (another request, another
  // instance) may have read its challenge before: the count decides.
  if (user.second_factor_failures >= WRONG_CODES_IN_A_ROW) throw new HttpError(403, 'SECOND_FACTOR_LOCKED');
  const key = `second-factor:person:${user.id}`;
  await assertNotThrottled(db, key, now);
  const claim = await claimCheck(db, key, now);
  let held = true;
  try {
    const proof =
      'passkey' in input.answer
        ? await checkPasskey(deps, user.id, input.answer.passkey, row.passkey_challenge, now)
        : await checkCode(deps, user.id, input.answer.code, now);
    const target = { targetUserId: user.id, targetCompanyId: user.company_id, clientAddress: input.clientAddress };
    if (!proof) {
      await recordHit(db, key, SECOND_FACTOR_PER_PERSON, deps.now());
      held = false;
      const attempts = await countChallengeAttempt(db, row.token_hash);
      if (attempts >= WRONG_CODES_PER_CHALLENGE) await endSignInChallenge(db, row.token_hash);
      // The right password and a wrong code: someone may know the password. The owner hears of it
      // once per sign-in, and when the codes in a row stop the second step.
      const inARow = await countSecondFactorFailure(db, user.id);
      if (inARow === WRONG_CODES_IN_A_ROW) {
        await endSignInChallenges(db, user.id);
        await tellPerson(db, deps, user.id, 'locked');
      } else if (attempts === 1) await tellPerson(db, deps, user.id, 'wrongCode');
      await audit(db, { action: 'account.second_factor_failed', ...target });
      throw new HttpError(401, 'SECOND_FACTOR_INVALID');
    }
    if (!(await endSignInChallenge(db, row.token_hash))) throw new HttpError(401, 'LINK_INVALID');
    await clearHits(db, key);
    held = false;
    await clearSecondFactorFailures(db, user.id);
    await assertMaySignIn(deps, user, input.clientAddress);
    await endReportAfterSignIn(db, user.id, proof.since, now);
    if (proof.method === 'recovery') {
      await tellPerson(db, deps, user.id, 'recoveryCodeUsed', await countUnusedRecoveryCodes(db, user.id));
    }
    return await openSession(deps, user, { ...input, secondFactor: proof.method });
  } finally {
    if (held) await releaseCheck(db, claim);
  }
}

/**
 * A second step that was right: how, and since when the factor exists (its confirmation, or when
 * the recovery code was made; null for codes older than their times).
 */
type Proof = { method: 'passkey' | 'totp' | 'recovery'; since: Date | null };

/** A passkey proof when the answer signs this sign-in's challenge with one of the person's passkeys. */
async function checkPasskey(
  deps: AppDeps,
  userId: number,
  answer: AuthenticationResponseJSON,
  expectedChallenge: string | null,
  now: Date,
): Promise<Proof | null> {
  if (!expectedChallenge) return null;
  const factors = await listConfirmedFactors(deps.db, userId);
  const factor = factors.find((one) => one.kind === 'passkey' && one.credential_id === answer.id);
  const [passkey] = factor ? storedPasskeys([factor]) : [];
  if (!factor || !passkey) return null;
  const signCount = await verifiedAssertion(relyingPartyOf(deps.config.publicUrl), answer, expectedChallenge, passkey);
  if (signCount === undefined) return null;
  await acceptPasskeyUse(deps.db, factor.id, signCount, now);
  return { method: 'passkey', since: factor.confirmed_at };
}

/** The proof of a right code: an app's code of a new time step, or an unused recovery code. */
async function checkCode(deps: AppDeps, userId: number, code: string, now: Date): Promise<Proof | null> {
  if (looksLikeRecoveryCode(code)) {
    const used = await useRecoveryCode(deps.db, userId, recoveryCodeHash(code), now);
    return used ? { method: 'recovery', since: used.created_at } : null;
  }
  const keys = sealingKeys(deps.config);
  for (const factor of await listConfirmedFactors(deps.db, userId)) {
    if (factor.kind !== 'totp' || !factor.totp_secret) continue;
    const secret = unsealedOrNone(keys.all, factor.totp_secret, factor.id);
    if (secret === undefined) continue;
    const step = totpStep(secret, code, now);
    if (step === null || !(await acceptTotpStep(deps.db, factor.id, step, now))) continue;
    // After a key rotation each secret moves to the new key at its next use.
    if (sealedWith(factor.totp_secret) !== keyId(keys.current)) {
      await resealTotpSecret(deps.db, factor.id, seal(keys.current, secret));
    }
    return { method: 'totp', since: factor.confirmed_at };
  }
  return null;
}

/**
 * A secret sealed under another key (SECOND_FACTOR_KEY changed, or instances with key files of
 * their own) cannot be opened: that app then fails like a wrong code, and the log says why.
 */
function unsealedOrNone(keys: readonly Uint8Array[], sealed: string, factorId: number): string | undefined {
  try {
    return unseal(keys, sealed);
  } catch {
    log.error('an authenticator secret does not open with this key (SECOND_FACTOR_KEY)', { factorId });
    return undefined;
  }
}
