import type { ConfirmPolicyRequest, ConfirmPolicyResponse, MyPolicy } from '#shared/api/policies.ts';
import { POLICY_CONFIRM_SKEW_SECONDS } from '#shared/api/policies.ts';
import { audit } from '../audit/audit-log.ts';
import type { Caller } from '../core/caller.ts';
import { notFound } from '../core/errors.ts';
import type { AppDeps } from '../deps.ts';
import { versionForPerson, policiesForPerson, storeConfirmation } from './policy-confirmations.repository.ts';
import { versionView } from './policy-views.ts';

/** The person's side: their policies to read, and "Gelesen und verstanden" (decision 108). */

export async function myPolicies(deps: AppDeps, caller: Caller): Promise<MyPolicy[]> {
  if (caller.companyId === null) return [];
  const rows = await policiesForPerson(deps.db, caller.userId);
  return rows.map((row) => ({
    id: row.policy_id,
    current: versionView(row),
    confirmedAt: row.confirmed_at?.toISOString() ?? null,
    changedSince: row.confirmed_at === null && row.confirmed_before,
  }));
}

/**
 * When the person confirmed, as the server keeps it: the device's moment, but never before the
 * version was published and never after now (a clock a few minutes ahead is now, one further
 * ahead too: the server's clock is the measure).
 */
export function boundedMoment(claimed: Date, publishedAt: Date, now: Date): Date {
  const latest = now.getTime();
  const time = Math.min(claimed.getTime(), latest + POLICY_CONFIRM_SKEW_SECONDS * 1000, latest);
  return new Date(Math.max(time, publishedAt.getTime()));
}

/**
 * POST /policies/confirm: stores the confirmation of a version of one of the caller's policies
 * once; sent again (a replay from the device's queue) it answers the first one and writes
 * nothing. The first one is audited.
 */
export async function confirmPolicy(
  deps: AppDeps,
  caller: Caller,
  body: ConfirmPolicyRequest,
  clientAddress: string,
): Promise<ConfirmPolicyResponse> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const version = await versionForPerson(trx, caller.userId, body.versionId);
    if (!version || version.company_id !== caller.companyId) throw notFound();
    const confirmedAt = boundedMoment(new Date(body.confirmedAt), version.published_at, now);
    const stored = await storeConfirmation(trx, {
      versionId: version.id,
      userId: caller.userId,
      confirmedAt,
      receivedAt: now,
    });
    if (stored.created) {
      await audit(trx, {
        action: 'policy.confirmed',
        actor: caller,
        targetUserId: caller.userId,
        targetCompanyId: version.company_id,
        clientAddress,
        details: { policyId: version.policy_id, versionId: version.id, confirmedAt: confirmedAt.toISOString() },
      });
    }
    return { versionId: version.id, confirmedAt: stored.confirmedAt.toISOString() };
  });
}
