import { type Kysely, sql } from 'kysely';

/**
 * Sign-in through the company's identity provider (docs/decisions/106-company-sign-in.md):
 * - `company_sign_in_providers`: one OpenID Connect provider per company (Entra ID, Google
 *   Workspace or any), its client id, its client secret sealed with the server's sealing key, and
 *   whether passwords stay allowed beside it for managers and employees;
 * - `sign_in_identities`: the provider's stable subject (issuer and `sub`) of a person, the only
 *   thing a later sign-in is matched by;
 * - `sso_sign_ins`: a sign-in under way, by the hash of its `state`, bound to the browser that began
 *   it, with its nonce and PKCE verifier; used once;
 * - `access_tokens.provider_mfa`: the session's provider vouched for a second factor (`amr`).
 * Expand only: a previous release reads none of them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table company_sign_in_providers (
    company_id integer primary key references companies (id) on delete cascade,
    kind text not null check (kind in ('entra', 'google', 'oidc')),
    display_name text not null,
    issuer text not null,
    tenant text,
    client_id text not null,
    client_secret_sealed text not null,
    passwords_allowed boolean not null default true,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`create table sign_in_identities (
    issuer text not null,
    subject text not null,
    user_id integer not null references users (id) on delete cascade,
    linked_at timestamptz not null,
    last_sign_in_at timestamptz not null,
    primary key (issuer, subject),
    unique (user_id, issuer)
  )`.execute(db);
  await sql`create table sso_sign_ins (
    state_hash text primary key,
    company_id integer not null references companies (id) on delete cascade,
    browser_hash text not null,
    nonce text not null,
    code_verifier text not null,
    user_id integer references users (id) on delete cascade,
    subject text,
    provider_mfa boolean not null default false,
    expires_at timestamptz not null,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index sso_sign_ins_expiry on sso_sign_ins (expires_at)`.execute(db);
  await sql`alter table access_tokens add column provider_mfa boolean not null default false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table access_tokens drop column provider_mfa`.execute(db);
  await sql`drop table sso_sign_ins`.execute(db);
  await sql`drop table sign_in_identities`.execute(db);
  await sql`drop table company_sign_in_providers`.execute(db);
}
