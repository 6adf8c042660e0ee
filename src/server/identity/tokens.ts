import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import type { Insertable } from 'kysely';
import type { AccessTokensTable, TokenKind } from '../db/schema.ts';
import { HttpError } from '../core/errors.ts';
import {
  deleteLinkToken,
  deleteToken,
  deleteTokensOfKinds,
  endSignInChallenges,
  insertAccessTokens,
} from './tokens.repository.ts';

/** 256 random bits, URL-safe; only its SHA-256 is stored, so a database leak yields no tokens. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export type IssuedToken = { token: string; tokenHash: string; created: Date; ttl: number };

/** A new token and the row that stores it (its hash only). */
export function newTokenRow(
  userId: number,
  kind: TokenKind,
  ttl: number,
  now: Date,
  /** For a session: its browser and client address at sign-in (the own session list). */
  origin: { device: string | null; clientAddress: string } | undefined = undefined,
): { issued: IssuedToken; row: Insertable<AccessTokensTable> } {
  const token = newToken();
  const tokenHash = hashToken(token);
  return {
    issued: { token, tokenHash, created: now, ttl },
    row: {
      token_hash: tokenHash,
      user_id: userId,
      kind,
      ttl,
      created_at: now,
      last_used_at: now,
      expires_at: new Date(now.getTime() + ttl * 1000),
      device: origin?.device ?? null,
      client_address: origin?.clientAddress ?? null,
    },
  };
}

export async function issueToken(
  db: Db,
  userId: number,
  kind: TokenKind,
  ttl: number,
  now: Date,
  origin: { device: string | null; clientAddress: string } | undefined = undefined,
): Promise<IssuedToken> {
  const { issued, row } = newTokenRow(userId, kind, ttl, now, origin);
  await insertAccessTokens(db, [row]);
  return issued;
}

/** Invitation and reset links are single-use: a new one replaces any older one of its kind. */
export async function issueSingleUseToken(
  db: Db,
  userId: number,
  kind: 'invitation' | 'reset',
  ttl: number,
  now: Date,
) {
  await revokeTokens(db, userId, [kind]);
  return issueToken(db, userId, kind, ttl, now);
}

/** Single-use links for many people in two statements; each person's older link of the kind dies. */
export async function issueSingleUseTokens(
  db: Db,
  userIds: readonly number[],
  kind: 'invitation' | 'reset',
  ttl: number,
  now: Date,
): Promise<string[]> {
  if (userIds.length === 0) return [];
  await deleteTokensOfKinds(db, userIds, [kind]);
  const made = userIds.map((userId) => newTokenRow(userId, kind, ttl, now));
  await insertAccessTokens(
    db,
    made.map(({ row }) => row),
  );
  return made.map(({ issued }) => issued.token);
}

/**
 * Ends a person's tokens of these kinds. Ending the sessions also ends a sign-in that waits for
 * its second factor (decision 069): a password reset or change must stop that one too.
 */
export async function revokeTokens(db: Db, userId: number, kinds: TokenKind[] = ['session', 'invitation', 'reset']) {
  await deleteTokensOfKinds(db, [userId], kinds);
  if (kinds.includes('session')) await endSignInChallenges(db, userId);
}

export async function revokeToken(db: Db, tokenHash: string) {
  await deleteToken(db, tokenHash);
}

/**
 * Uses up an invitation or reset link inside the transaction that acts on it: the row is deleted
 * there, so of two requests with one link at the same moment only one finds it (the other waits
 * for the first to commit and then finds nothing) and the other is refused, changing nothing.
 */
export async function consumeLinkToken(db: Db, tokenHash: string, kind: 'invitation' | 'reset'): Promise<void> {
  if (!(await deleteLinkToken(db, tokenHash, kind))) throw new HttpError(401, 'LINK_INVALID');
}
