import type { Db } from '../db/database.ts';
import { secondFactorRequired } from '#shared/rules/second-factor-rule.ts';
import type { SessionFacts } from '../core/caller.ts';

/**
 * The token's person, company state, agreement and second-factor rule in one query (the guards
 * need them on every call).
 */
export async function readSession(db: Db, tokenHash: string): Promise<SessionFacts | undefined> {
  const row = await db
    .selectFrom('access_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .leftJoin('companies as co', 'co.id', 'u.company_id')
    .leftJoin('users as owner', 'owner.id', 'co.owner_id')
    .select([
      't.kind',
      't.expires_at',
      't.last_used_at',
      't.provider_mfa',
      'u.id',
      'u.role',
      'u.company_id',
      'u.email',
      'u.lang',
      'u.locked_at',
      'u.password_expires_at',
      'u.second_factor_since',
      'co.blocked_at',
      'co.second_factor_rule',
      'owner.order_processing_accepted_at',
    ])
    .where('t.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return undefined;
  const factorRequired = secondFactorRequired(row.role, row.second_factor_rule);
  return {
    caller: {
      userId: row.id,
      role: row.role,
      companyId: row.company_id,
      email: row.email,
      lang: row.lang,
      tokenHash,
      tokenKind: row.kind,
      companyAgreed: row.order_processing_accepted_at !== null,
      mustChangePassword: row.password_expires_at !== null,
      secondFactorRequired: factorRequired,
      // A sign-in whose identity provider vouched for a second factor satisfies the rule (decision 106).
      mustSetUpSecondFactor: factorRequired && row.second_factor_since === null && !row.provider_mfa,
    },
    expiresAt: row.expires_at,
    lastUsedAt: row.last_used_at,
    stopped: row.locked_at !== null || row.blocked_at !== null,
  };
}

/** Records that the session made a request now (decision 068). */
export async function touchSession(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db.updateTable('access_tokens').set({ last_used_at: now }).where('token_hash', '=', tokenHash).execute();
}

/** A person's live sessions, newest use first (the own session list, decision 070). */
export function listOwnSessions(db: Db, userId: number, activeSince: Date, now: Date) {
  return db
    .selectFrom('access_tokens')
    .select(['token_hash', 'created_at', 'last_used_at', 'device', 'client_address'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'session')
    .where('expires_at', '>', now)
    .where('last_used_at', '>', activeSince)
    .orderBy('last_used_at', 'desc')
    .execute();
}

/** Ends the person's sessions whose hash starts with `idPrefix` (one), or all but `keepHash`. */
export async function endOwnSessions(
  db: Db,
  userId: number,
  which: { idPrefix: string } | { allBut: string },
): Promise<number> {
  let query = db.deleteFrom('access_tokens').where('user_id', '=', userId).where('kind', '=', 'session');
  query =
    'idPrefix' in which
      ? query.where('token_hash', 'like', `${which.idPrefix}%`)
      : query.where('token_hash', '!=', which.allBut);
  const ended = await query.returning('token_hash').execute();
  return ended.length;
}
