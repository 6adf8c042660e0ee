import type { OwnSessionsResponse } from '#shared/api/sessions.ts';
import { audit } from '../audit/audit-log.ts';
import type { Caller } from '../core/caller.ts';
import { notFound } from '../core/errors.ts';
import { endOwnSessions, listOwnSessions } from '../identity/sessions.repository.ts';
import type { AppDeps } from '../deps.ts';

/** A session's id in the list: the start of its token's hash, which names it without revealing it. */
const sessionId = (tokenHash: string) => tokenHash.slice(0, 16);

/** The caller's live sessions (docs/decisions/070-own-sessions.md). */
export async function ownSessions(deps: AppDeps, caller: Caller): Promise<OwnSessionsResponse> {
  const now = deps.now();
  const activeSince = new Date(now.getTime() - deps.config.sessionIdleSeconds * 1000);
  const rows = await listOwnSessions(deps.db, caller.userId, activeSince, now);
  return {
    sessions: rows.map((row) => ({
      id: sessionId(row.token_hash),
      device: row.device,
      clientAddress: row.client_address,
      createdAt: row.created_at.toISOString(),
      lastUsedAt: row.last_used_at.toISOString(),
      current: row.token_hash === caller.tokenHash,
    })),
  };
}

/** Signs the caller out everywhere but here; answers how many sessions ended. */
export async function endOtherSessions(deps: AppDeps, caller: Caller, clientAddress: string): Promise<number> {
  const ended = await endOwnSessions(deps.db, caller.userId, { allBut: caller.tokenHash });
  await audit(deps.db, {
    action: 'account.sessions_ended',
    actor: caller,
    targetUserId: caller.userId,
    targetCompanyId: caller.companyId,
    clientAddress,
    details: { ended },
  });
  return ended;
}

export async function endSession(deps: AppDeps, caller: Caller, id: string, clientAddress: string): Promise<void> {
  const ended = await endOwnSessions(deps.db, caller.userId, { idPrefix: id });
  if (ended === 0) throw notFound();
  await audit(deps.db, {
    action: 'account.sessions_ended',
    actor: caller,
    targetUserId: caller.userId,
    targetCompanyId: caller.companyId,
    clientAddress,
    details: { ended },
  });
}
