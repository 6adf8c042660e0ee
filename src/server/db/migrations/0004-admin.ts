import type { Kysely } from 'kysely';

/**
 * The admin area: deleting an employer completely finds the audit entries of the company's
 * people (to drop their client addresses) and the mails to them by index, not by scanning
 * tables that only grow. The employer list pages by `users_role_id` (role, id) of 0001. Entries
 * past the audit log's retention are found by time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('audit_log_actor').on('audit_log').columns(['actor_id', 'at']).execute();
  await db.schema.createIndex('mail_outbox_recipient').on('mail_outbox').column('recipient').execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('audit_log_at').execute();
  await db.schema.dropIndex('mail_outbox_recipient').execute();
  await db.schema.dropIndex('audit_log_actor').execute();
}
