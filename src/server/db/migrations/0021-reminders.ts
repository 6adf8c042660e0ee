import { type Kysely, sql } from 'kysely';

/**
 * Reminder mails (docs/decisions/085-reminders.md): each person and each company may switch them
 * off; a person's row remembers when they were last reminded of open courses and when they last
 * got the weekly digest, which the reminder job claims and advances in the transaction that
 * writes the mail, so several instances never send the same mail twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users
    add column reminders_enabled boolean not null default true,
    add column learner_reminded_at timestamptz,
    add column digest_sent_at timestamptz`.execute(db);
  await sql`alter table companies add column reminders_enabled boolean not null default true`.execute(db);
  // Reminders begin with the upgrade: courses long open are reminded of at their next moment, not
  // all at once on the first morning after it.
  await sql`update users set learner_reminded_at = now() where password_hash is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table companies drop column reminders_enabled`.execute(db);
  await sql`alter table users
    drop column reminders_enabled, drop column learner_reminded_at, drop column digest_sent_at`.execute(db);
}
