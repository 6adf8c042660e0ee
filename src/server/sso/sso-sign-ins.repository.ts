import type { Db } from '../db/database.ts';

/** Provider sign-ins under way (table sso_sign_ins) and people's subjects (sign_in_identities), migration 0033. */
export async function storeSsoSignIn(
  db: Db,
  row: {
    stateHash: string;
    /** Null: an admin's sign-in (decision 112). */
    companyId: number | null;
    browserHash: string;
    nonce: string;
    codeVerifier: string;
    expiresAt: Date;
    now: Date;
  },
): Promise<void> {
  // Sign-ins nobody finished go with the next one that begins.
  await db.deleteFrom('sso_sign_ins').where('expires_at', '<', row.now).execute();
  await db
    .insertInto('sso_sign_ins')
    .values({
      state_hash: row.stateHash,
      company_id: row.companyId,
      browser_hash: row.browserHash,
      nonce: row.nonce,
      code_verifier: row.codeVerifier,
      expires_at: row.expiresAt,
      created_at: row.now,
    })
    .execute();
}

/**
 * Takes the sign-in of the state out, once: a second request with the same state (a replay, a
 * reload, a race) finds nothing. Only one still valid and of this browser is taken.
 */
export function takeSsoSignIn(db: Db, stateHash: string, browserHash: string, now: Date) {
  return db
    .deleteFrom('sso_sign_ins')
    .where('state_hash', '=', stateHash)
    .where('browser_hash', '=', browserHash)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
}

export type SsoSignInRow = NonNullable<Awaited<ReturnType<typeof takeSsoSignIn>>>;

/** Puts a sign-in back to wait for the invited person's consent, with the person the provider named. */
export async function awaitConsent(
  db: Db,
  row: SsoSignInRow,
  person: { userId: number; subject: string; providerMfa: boolean },
): Promise<void> {
  await db
    .insertInto('sso_sign_ins')
    .values({ ...row, user_id: person.userId, subject: person.subject, provider_mfa: person.providerMfa })
    .execute();
}

export function findIdentity(db: Db, issuer: string, subject: string) {
  return db
    .selectFrom('sign_in_identities')
    .select(['user_id'])
    .where('issuer', '=', issuer)
    .where('subject', '=', subject)
    .executeTakeFirst();
}

/** Links the subject to the person (the first sign-in); a person has one subject per issuer. */
export async function linkIdentity(db: Db, issuer: string, subject: string, userId: number, now: Date): Promise<void> {
  await db.deleteFrom('sign_in_identities').where('user_id', '=', userId).where('issuer', '=', issuer).execute();
  await db
    .insertInto('sign_in_identities')
    .values({ issuer, subject, user_id: userId, linked_at: now, last_sign_in_at: now })
    .execute();
}

export async function touchIdentity(db: Db, issuer: string, subject: string, now: Date): Promise<void> {
  await db
    .updateTable('sign_in_identities')
    .set({ last_sign_in_at: now })
    .where('issuer', '=', issuer)
    .where('subject', '=', subject)
    .execute();
}

/** The account of an address, in any case, with its company. */
export function findAccountByAddress(db: Db, email: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

/** The identity provider a session was opened through, if any (migration 0039). */
export async function sessionProviderIssuer(db: Db, tokenHash: string): Promise<string | null> {
  const row = await db
    .selectFrom('access_tokens')
    .select('provider_issuer')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row?.provider_issuer ?? null;
}
