import { type Kysely, sql } from 'kysely';

/**
 * A password someone else set for a person is temporary (docs/decisions/064-temporary-passwords.md):
 * `password_expires_at` says until when it signs in, and while it is set the person's sessions may
 * do nothing but change it. Every instance keeps sessions in memory, so the column joins the ones
 * whose change forgets a person's cached sessions (migration 0006).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column password_expires_at timestamptz`.execute(db);
  // Passwords set before this version stay as they are: the old data cannot tell a staff-chosen
  // password from one the person chose through a reset link (which left isFirstLogin set).
  await sql`drop trigger users_caller_changed on users`.execute(db);
  await callerChangedTrigger(sql`or old.password_expires_at is distinct from new.password_expires_at`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger users_caller_changed on users`.execute(db);
  await callerChangedTrigger(sql``).execute(db);
  await sql`alter table users drop column password_expires_at`.execute(db);
}

const callerChangedTrigger = (extra: ReturnType<typeof sql>) => sql`
  create trigger users_caller_changed after update on users for each row
    when (old.role is distinct from new.role or old.company_id is distinct from new.company_id
      or old.email is distinct from new.email or old.lang is distinct from new.lang
      or old.locked_at is distinct from new.locked_at
      or old.order_processing_accepted_at is distinct from new.order_processing_accepted_at ${extra})
    execute function notify_caller_changed()`;
