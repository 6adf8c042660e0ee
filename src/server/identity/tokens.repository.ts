import type { Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { AccessTokensTable, TokenKind } from '../db/schema.ts';

/**
 * SQL about access tokens (sessions, invitation and reset links; only their hashes) and the
 * sign-ins that wait for a second factor. tokens.ts makes the tokens and holds the rules.
 */

/** Stores access tokens in one statement (one issued token, or the invitations of an employee list). */
export async function insertAccessTokens(db: Db, tokens: ReadonlyArray<Insertable<AccessTokensTable>>): Promise<void> {
  await db.insertInto('access_tokens').values(tokens).execute();
}

/** Deletes these people's tokens of these kinds. */
export async function deleteTokensOfKinds(db: Db, userIds: readonly number[], kinds: TokenKind[]): Promise<void> {
  if (userIds.length === 0) return;
  await db.deleteFrom('access_tokens').where('user_id', 'in', userIds).where('kind', 'in', kinds).execute();
}

/** Deletes every token of the person but the one with `keepHash` ('' keeps none): a new password ends them. */
export async function deleteTokensExcept(db: Db, userId: number, keepHash: string): Promise<void> {
  await db.deleteFrom('access_tokens').where('user_id', '=', userId).where('token_hash', '!=', keepHash).execute();
}

/** Deletes one token. */
export async function deleteToken(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('access_tokens').where('token_hash', '=', tokenHash).execute();
}

/**
 * Deletes the tokens of these kinds of every person of the company (an admin's block ends their
 * sessions and reset links and keeps their invitations); no kinds, nothing deleted.
 */
export async function deleteCompanyTokens(db: Db, companyId: number, kinds: readonly TokenKind[]): Promise<void> {
  if (kinds.length === 0) return;
  await db
    .deleteFrom('access_tokens')
    .where('kind', 'in', kinds)
    .where('user_id', 'in', (qb) => qb.selectFrom('users').select('id').where('company_id', '=', companyId))
    .execute();
}

/**
 * Deletes the link of this kind and answers whether there was one. The delete takes the row's
 * lock: of two transactions with one link only the first finds it, the other finds nothing.
 */
export async function deleteLinkToken(db: Db, tokenHash: string, kind: 'invitation' | 'reset'): Promise<boolean> {
  const used = await db
    .deleteFrom('access_tokens')
    .where('token_hash', '=', tokenHash)
    .where('kind', '=', kind)
    .returning('user_id')
    .executeTakeFirst();
  return used !== undefined;
}

/** Ends every sign-in of the person that waits for its second factor. */
export async function endSignInChallenges(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('sign_in_challenges').where('user_id', '=', userId).execute();
}
