import { type Kysely, sql } from 'kysely';

/**
 * Reminder mails (docs/decisions/085-reminders.md): each person and each company may switch them
 * off; a person's row remembers when they were last reminded of open courses and when they last
 * got the weekly digest, which the reminder job claims and advances in the transaction that
 * writes the mail, so several instances never send the same mail twice. `reminders_from` is when
 * reminders begin for the person: nothing before it is reminded of. Its default is taken once for
 * the rows there (the upgrade: no wave of mails about courses long open) without rewriting the
 * table, and at insert for new rows; joining moves it on (identity/users.repository.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users
    add column reminders_enabled boolean not null default true,
    add column reminders_from timestamptz not null default now(),
    add column learner_reminded_at timestamptz,
    add column digest_sent_at timestamptz`.execute(db);
  await sql`alter table companies add column reminders_enabled boolean not null default true`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table companies drop column reminders_enabled`.execute(db);
  await sql`alter table users drop column reminders_enabled, drop column reminders_from,
    drop column learner_reminded_at, drop column digest_sent_at`.execute(db);
}
