import { type Kysely, sql } from 'kysely';

/**
 * A password someone else set for a person is temporary (docs/decisions/064-temporary-passwords.md):
 * `password_expires_at` says until when it signs in, and while it is set the person's sessions may
 * do nothing but change it. Every instance keeps sessions in memory, so the column joins the ones
 * whose change forgets a person's cached sessions (db/definitions/caller-changes.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column password_expires_at timestamptz`.execute(db);
  // Passwords set before this version stay as they are: the old data cannot tell a staff-chosen
  // password from one the person chose through a reset link (which left isFirstLogin set).
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column password_expires_at`.execute(db);
}
