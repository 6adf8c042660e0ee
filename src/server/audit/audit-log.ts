import type { Db } from '../db/database.ts';
import type { Caller } from '../core/caller.ts';
import { insertAuditRows } from './audit-log.repository.ts';

/** Account-security events and admin actions (issue: audit log). Names are stable strings. */
export type AuditAction =
  | 'account.registered'
  | 'account.sign_in_failed'
  | 'account.signed_in'
  | 'account.signed_out'
  | 'account.password_changed'
  | 'account.password_reset_requested'
  | 'account.password_reset'
  | 'account.invitation_accepted'
  | 'account.email_changed'
  | 'account.email_change_requested'
  | 'account.email_change_reported'
  | 'account.updated'
  | 'agreement.accepted'
  | 'certificate.issued'
  | 'certificate.sent'
  | 'company.updated'
  | 'company.second_factor_rule_changed'
  | 'company.sign_in_provider_changed'
  | 'company.sign_in_provider_removed'
  | 'account.provider_linked'
  | 'account.provider_sign_in_refused'
  | 'account.provider_hint_sent'
  | 'data.exported'
  | 'employee.invited'
  | 'employee.invitation_resent'
  | 'employee.updated'
  | 'employee.deleted'
  | 'employee.role_changed'
  | 'progress.company_reset'
  | 'upload.received'
  | 'upload.confirmation_sent'
  | 'upload.imported'
  | 'account.sign_in_refused'
  | 'account.sign_in_throttled'
  | 'account.locked'
  | 'account.unlocked'
  | 'account.activated'
  | 'account.activation_link_sent'
  | 'account.reset_link_sent'
  | 'account.password_accepted'
  | 'account.second_factor_failed'
  | 'account.second_factor_added'
  | 'account.second_factor_removed'
  | 'account.second_factor_reset'
  | 'account.recovery_codes_renewed'
  | 'account.sessions_ended'
  | 'employer.blocked'
  | 'employer.unblocked'
  | 'employer.changed'
  | 'employer.deleted'
  | 'admin.created'
  | 'admin.deleted'
  | 'admin.invitation_resent'
  | 'simulation.booked'
  | 'simulation.checklist_confirmed'
  | 'simulation.mode_changed'
  | 'management.members_changed'
  | 'policy.published'
  | 'policy.audience_changed'
  | 'policy.confirmed'
  | 'policy.reminded'
  | 'policy.confirmations_exported'
  | 'ai_literacy.tools_changed'
  | 'evidence.package_created'
  | 'evidence.link_created'
  | 'evidence.link_revoked'
  | 'simulation.announcement_sent'
  | 'simulation.domain_added'
  | 'simulation.domain_verified'
  | 'simulation.domain_lapsed'
  | 'simulation.domain_removed'
  | 'simulation.person_excluded'
  | 'simulation.person_included'
  | 'simulation.template_published'
  | 'simulation.template_retired'
  | 'simulation.campaign_created'
  | 'simulation.campaign_launched'
  | 'simulation.campaign_paused'
  | 'simulation.campaign_resumed'
  | 'simulation.campaign_stopped'
  | 'simulation.wave_planned'
  | 'simulation.test_mail_sent'
  | 'simulation.switch_changed'
  | 'simulation.sender_domain_added'
  | 'simulation.sender_domain_retired'
  | 'simulation.company_blocked'
  | 'simulation.company_unblocked'
  | 'directory.token_created'
  | 'directory.token_rotated'
  | 'directory.token_revoked'
  | 'directory.token_used'
  | 'directory.groups_mapped'
  | 'directory.group_changed'
  | 'directory.request_refused';

export type AuditEntry = {
  action: AuditAction;
  actor?: Pick<Caller, 'userId' | 'role'> | null;
  targetUserId?: number | null;
  targetCompanyId?: number | null;
  clientAddress?: string | null;
  details?: Record<string, unknown>;
};

/** The stored row of an entry, for a statement that writes it along with other rows. */
export const auditRow = (entry: AuditEntry) => ({
  actor_id: entry.actor?.userId ?? null,
  actor_role: entry.actor?.role ?? null,
  action: entry.action,
  target_user_id: entry.targetUserId ?? null,
  target_company_id: entry.targetCompanyId ?? null,
  client_address: entry.clientAddress ?? null,
  details: JSON.stringify(entry.details ?? {}),
});

/** Writes one entry; no personal data beyond ids goes into details. */
export async function audit(db: Db, entry: AuditEntry): Promise<void> {
  await insertAuditRows(db, [auditRow(entry)]);
}

/** Writes many entries in few statements (a list import audits every person it creates). */
export async function auditMany(db: Db, entries: AuditEntry[], batchSize = 1000): Promise<void> {
  for (let start = 0; start < entries.length; start += batchSize) {
    await insertAuditRows(db, entries.slice(start, start + batchSize).map(auditRow));
  }
}
