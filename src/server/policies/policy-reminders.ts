import { POLICY_REMINDER_INTERVAL_DAYS, type RemindPolicyResponse } from '#shared/api/policies.ts';
import { audit } from '../audit/audit-log.ts';
import type { Caller } from '../core/caller.ts';
import { notFound } from '../core/errors.ts';
import { assertNotThrottled, recordHit, type ThrottleRule } from '../core/throttle.ts';
import type { AppDeps } from '../deps.ts';
import { brandingOf, policyReminderMail } from '../mail/templates.ts';
import { findPolicy, versionsOf } from './policies.repository.ts';
import { outstandingOf, storeReminders } from './policy-confirmations.repository.ts';
import { employerCompany } from '../core/employer-company.ts';

/** Reminder requests of one company: ten an hour, so the portal cannot be made to flood anyone. */
export const POLICY_REMINDERS_PER_COMPANY: ThrottleRule = { free: 10, maxDelaySeconds: 3600, maxPerWindow: 10 };
const remindersKey = (companyId: number) => `policy-reminders:company:${companyId}`;
const INTERVAL_MS = POLICY_REMINDER_INTERVAL_DAYS * 24 * 60 * 60 * 1000;

/**
 * POST /policies/{id}/remind: one mail through the system outbox to each person who has not
 * confirmed the current version, can sign in, and was not reminded of this policy within
 * POLICY_REMINDER_INTERVAL_DAYS. The mails, the reminders, the throttle's hit and the audit entry
 * are one transaction.
 */
export async function remindPolicy(
  deps: AppDeps,
  caller: Caller,
  policyId: number,
  clientAddress: string,
): Promise<RemindPolicyResponse> {
  const companyId = employerCompany(caller);
  const now = deps.now();
  await assertNotThrottled(deps.db, remindersKey(companyId), now);
  return deps.db.transaction().execute(async (trx) => {
    if (!(await findPolicy(trx, companyId, policyId, { forUpdate: true }))) throw notFound();
    const [current] = await versionsOf(trx, policyId);
    if (!current) throw notFound();
    const outstanding = await outstandingOf(trx, policyId, current.id);
    const due = outstanding.filter(
      (person) =>
        person.reachable && (!person.reminded_at || now.getTime() - person.reminded_at.getTime() >= INTERVAL_MS),
    );
    const branding = brandingOf(deps.config);
    await deps.mail.enqueueMany(
      trx,
      due.map((person) => ({
        to: person.email,
        ...policyReminderMail(person.lang, branding, {
          firstname: person.firstname,
          lastname: person.lastname,
          salutation: person.salutation,
          policyTitle: current.title,
          url: `${deps.config.publicUrl}/policies`,
        }),
      })),
    );
    await storeReminders(
      trx,
      policyId,
      due.map((person) => person.id),
      now,
    );
    await recordHit(trx, remindersKey(companyId), POLICY_REMINDERS_PER_COMPANY, now);
    await audit(trx, {
      action: 'policy.reminded',
      actor: caller,
      targetCompanyId: companyId,
      clientAddress,
      details: { policyId, versionId: current.id, userIds: due.map((person) => person.id) },
    });
    return { reminded: due.length, skipped: outstanding.length - due.length };
  });
}
