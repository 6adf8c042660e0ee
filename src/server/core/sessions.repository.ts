import type { Db } from '../db/database.ts';
import type { SessionFacts } from './caller.ts';

/** The token's person, company state and agreement in one query (the agreement guard needs it on every call). */
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
      'u.id',
      'u.role',
      'u.company_id',
      'u.email',
      'u.lang',
      'u.locked_at',
      'u.password_expires_at',
      'u.second_factor_since',
      'co.blocked_at',
      'owner.order_processing_accepted_at',
    ])
    .where('t.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return undefined;
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
      mustSetUpSecondFactor: row.role === 'admin' && row.second_factor_since === null,
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
