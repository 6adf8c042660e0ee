import type { Db } from '../db/database.ts';
import type { SecondFactorKind } from '../db/schema.ts';
import { endSignInChallenges } from '../identity/tokens.repository.ts';

/**
 * SQL of second factors, recovery codes and sign-in challenges (migration 0014). Ending all of a
 * person's challenges is identity's (identity/tokens.repository.ts): revoking sessions needs it too.
 */

export function listConfirmedFactors(db: Db, userId: number) {
  return db
    .selectFrom('second_factors')
    .select(['id', 'kind', 'label', 'created_at', 'last_used_at', 'totp_secret', 'credential_id', 'public_key'])
    .select(['sign_count', 'transports', 'totp_last_step', 'confirmed_at'])
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is not', null)
    .orderBy('id')
    .execute();
}

export async function countUnusedRecoveryCodes(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A factor being set up; an earlier unfinished one of the same kind is dropped. */
export async function storePendingFactor(
  db: Db,
  factor: { userId: number; kind: SecondFactorKind; label: string; totpSecret?: string; challenge?: string; now: Date },
): Promise<void> {
  await db
    .deleteFrom('second_factors')
    .where('user_id', '=', factor.userId)
    .where('kind', '=', factor.kind)
    .where('confirmed_at', 'is', null)
    .execute();
  await db
    .insertInto('second_factors')
    .values({
      user_id: factor.userId,
      kind: factor.kind,
      label: factor.label,
      totp_secret: factor.totpSecret ?? null,
      registration_challenge: factor.challenge ?? null,
      created_at: factor.now,
    })
    .execute();
}

/** A started set-up must be finished within this time. */
const SETUP_MINUTES = 15;

/** The person's started, unconfirmed set-up of this kind, if it is still young enough to finish. */
export function livePendingFactor(db: Db, userId: number, kind: SecondFactorKind, now: Date) {
  return db
    .selectFrom('second_factors')
    .select(['id', 'label', 'totp_secret', 'registration_challenge', 'created_at'])
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('confirmed_at', 'is', null)
    .where('created_at', '>=', new Date(now.getTime() - SETUP_MINUTES * 60_000))
    .executeTakeFirst();
}

export async function confirmFactor(
  db: Db,
  id: number,
  now: Date,
  facts: {
    label: string;
    totpLastStep?: number;
    credentialId?: string;
    publicKey?: string;
    signCount?: number;
    transports?: string;
  },
): Promise<boolean> {
  // Only a set-up still waiting: of two confirmations at once, one wins.
  const confirmed = await db
    .updateTable('second_factors')
    .set({
      label: facts.label,
      confirmed_at: now,
      registration_challenge: null,
      totp_last_step: facts.totpLastStep ?? null,
      credential_id: facts.credentialId ?? null,
      public_key: facts.publicKey ?? null,
      sign_count: facts.signCount ?? null,
      transports: facts.transports ?? null,
    })
    .where('id', '=', id)
    .where('confirmed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return confirmed !== undefined;
}

/** Holds the person's row until the transaction ends: changes of one person's factors go one at a time. */
export async function lockPerson(db: Db, userId: number): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

/** Whether the person has a confirmed factor. */
export async function hasConfirmedFactor(db: Db, userId: number): Promise<boolean> {
  const confirmed = await db
    .selectFrom('second_factors')
    .select('id')
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst();
  return confirmed !== undefined;
}

export async function deleteFactor(db: Db, userId: number, id: number): Promise<boolean> {
  const deleted = await db
    .deleteFrom('second_factors')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .where('confirmed_at', 'is not', null)
    .returning('id')
    .executeTakeFirst();
  return deleted !== undefined;
}

/** Everything of a person's second factor: their factors, codes and open sign-ins. */
export async function deleteAllFactors(db: Db, userId: number): Promise<number> {
  const factors = await db.deleteFrom('second_factors').where('user_id', '=', userId).returning('id').execute();
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await endSignInChallenges(db, userId);
  return factors.length;
}

export async function replaceRecoveryCodes(db: Db, userId: number, hashes: string[], now: Date): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  if (hashes.length === 0) return;
  await db
    .insertInto('recovery_codes')
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash, created_at: now })))
    .execute();
}

/**
 * Removes the factors confirmed (or begun) from `since` on and the recovery codes made from then,
 * and ends open sign-ins; answers how many factors went. Older ones stay.
 */
export async function deleteFactorsSince(db: Db, userId: number, since: Date): Promise<number> {
  const factors = await db
    .deleteFrom('second_factors')
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('confirmed_at', 'is', null), eb('confirmed_at', '>=', since)]))
    .returning('id')
    .execute();
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).where('created_at', '>=', since).execute();
  await endSignInChallenges(db, userId);
  return factors.length;
}

/** Uses up a recovery code; false when it is unknown or used (one winner when two race). */
/** Spends an unused recovery code; answers it (with when it was made) or undefined when it was not one. */
export function useRecoveryCode(db: Db, userId: number, hash: string, now: Date) {
  return db
    .updateTable('recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .returning(['code_hash', 'created_at'])
    .executeTakeFirst();
}

/** Accepts a TOTP code's step once: false when this or a later step was accepted before. */
/** Seals an app's secret anew, under the current key after a key rotation. */
export async function resealTotpSecret(db: Db, id: number, sealed: string): Promise<void> {
  await db.updateTable('second_factors').set({ totp_secret: sealed }).where('id', '=', id).execute();
}

export async function acceptTotpStep(db: Db, id: number, step: number, now: Date): Promise<boolean> {
  const accepted = await db
    .updateTable('second_factors')
    .set({ totp_last_step: step, last_used_at: now })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .returning('id')
    .executeTakeFirst();
  return accepted !== undefined;
}

export async function acceptPasskeyUse(db: Db, id: number, signCount: number, now: Date): Promise<void> {
  await db
    .updateTable('second_factors')
    .set({ sign_count: signCount, last_used_at: now })
    .where('id', '=', id)
    .execute();
}

export async function storeSignInChallenge(
  db: Db,
  challenge: { tokenHash: string; userId: number; passkeyChallenge: string | null; expiresAt: Date; now: Date },
): Promise<void> {
  await db
    .deleteFrom('sign_in_challenges')
    .where('user_id', '=', challenge.userId)
    .where('expires_at', '<=', challenge.now)
    .execute();
  await db
    .insertInto('sign_in_challenges')
    .values({
      token_hash: challenge.tokenHash,
      user_id: challenge.userId,
      passkey_challenge: challenge.passkeyChallenge,
      expires_at: challenge.expiresAt,
    })
    .execute();
}

export function findSignInChallenge(db: Db, tokenHash: string, now: Date) {
  return db
    .selectFrom('sign_in_challenges')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Counts a wrong second factor against the challenge; answers the attempts so far. */
export async function countChallengeAttempt(db: Db, tokenHash: string): Promise<number> {
  const row = await db
    .updateTable('sign_in_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('token_hash', '=', tokenHash)
    .returning('attempts')
    .executeTakeFirst();
  return row?.attempts ?? Number.POSITIVE_INFINITY;
}

/** Ends a challenge; false when another request ended it first (it signs in once). */
export async function endSignInChallenge(db: Db, tokenHash: string): Promise<boolean> {
  const ended = await db
    .deleteFrom('sign_in_challenges')
    .where('token_hash', '=', tokenHash)
    .returning('token_hash')
    .executeTakeFirst();
  return ended !== undefined;
}
