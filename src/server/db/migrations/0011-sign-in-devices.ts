import { type Kysely, sql } from 'kysely';

/**
 * Sign-ins a stranger cannot stop (docs/decisions/065-sign-in-without-lockout-by-strangers.md):
 * - `trusted_devices`: a browser where a person signed in before carries a random token (hashed
 *   here) that lets them past the per-account limit that distributed guessing fills;
 * - `throttle_counters.checking_until`: one password check at a time per key, so a burst of
 *   concurrent guesses is counted like guesses one after the other.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table throttle_counters add column checking_until timestamptz`.execute(db);
  await sql`
    create table trusted_devices (
      token_hash text primary key,
      user_id integer not null references users (id) on delete cascade,
      created_at timestamptz not null,
      last_used_at timestamptz not null
    )`.execute(db);
  await sql`create index trusted_devices_user on trusted_devices (user_id, last_used_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table trusted_devices`.execute(db);
  await sql`alter table throttle_counters drop column checking_until`.execute(db);
}
