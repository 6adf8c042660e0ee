import { type Kysely, sql } from 'kysely';

/**
 * A second factor at sign-in (docs/decisions/069-second-factor.md):
 * - `second_factors`: a person's authenticator apps (TOTP, the secret sealed with the server's key)
 *   and passkeys (WebAuthn public key and counter); a row without `confirmed_at` is one being set up;
 * - `recovery_codes`: single-use codes for a lost factor, only their hashes;
 * - `sign_in_challenges`: a password accepted, the second factor still to come (five minutes);
 * - `users.second_factor_since`: set while the person has a confirmed factor. Admins without one may
 *   only set one up, so the column joins those whose change tells every instance (db/definitions/caller-changes.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column second_factor_since timestamptz`.execute(db);
  await sql`
    create table second_factors (
      id serial primary key,
      user_id integer not null references users (id) on delete cascade,
      kind text not null check (kind in ('totp', 'passkey')),
      label text not null,
      totp_secret text,
      totp_last_step bigint,
      credential_id text unique,
      public_key text,
      sign_count bigint,
      transports text,
      registration_challenge text,
      created_at timestamptz not null,
      confirmed_at timestamptz,
      last_used_at timestamptz
    )`.execute(db);
  await sql`create index second_factors_user on second_factors (user_id)`.execute(db);
  await sql`
    create table recovery_codes (
      user_id integer not null references users (id) on delete cascade,
      code_hash text not null,
      used_at timestamptz,
      primary key (user_id, code_hash)
    )`.execute(db);
  await sql`
    create table sign_in_challenges (
      token_hash text primary key,
      user_id integer not null references users (id) on delete cascade,
      passkey_challenge text,
      attempts integer not null default 0,
      expires_at timestamptz not null
    )`.execute(db);
  await sql`create index sign_in_challenges_user on sign_in_challenges (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table sign_in_challenges`.execute(db);
  await sql`drop table recovery_codes`.execute(db);
  await sql`drop table second_factors`.execute(db);
  await sql`alter table users drop column second_factor_since`.execute(db);
}
