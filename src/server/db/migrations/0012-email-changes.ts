import { type Kysely, sql } from 'kysely';

/**
 * A change of one's own e-mail address waits for the new address's confirmation, and the old
 * address can report it (docs/decisions/066-confirmed-email-changes.md). One row per person: the
 * latest request, both links' token hashes, and the address to go back to: the one the person had
 * before the first change that can still be reported, which stays reserved for them meanwhile.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table email_changes (
      user_id integer primary key references users (id) on delete cascade,
      old_email text not null,
      new_email text not null,
      confirm_token_hash text not null unique,
      report_token_hash text not null unique,
      requested_at timestamptz not null,
      report_until timestamptz not null,
      confirmed_at timestamptz
    )`.execute(db);
  await sql`create index email_changes_old_email on email_changes (old_email)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table email_changes`.execute(db);
}
