import { type Kysely, sql } from 'kysely';

/**
 * Directory sync with SCIM 2.0 (docs/decisions/107-directory-sync-scim.md):
 * - `scim_connections`: one per company; the bearer token's SHA-256 only (null once revoked), when
 *   it was made and last used, and the group display names whose members become managers;
 * - `scim_groups` and `scim_group_members`: the groups the directory pushes (Entra ID, Okta), with
 *   their members, for the role mapping;
 * - `users.directory_managed_at` and `users.directory_external_id`: a person the directory created
 *   or claimed, and the directory's own id for them.
 * Expand only: a previous release reads none of it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table scim_connections (
    company_id integer primary key references companies (id) on delete cascade,
    token_hash text unique,
    token_created_at timestamptz,
    last_used_at timestamptz,
    manager_groups text[] not null default '{}',
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create table scim_groups (
    id text primary key,
    company_id integer not null references companies (id) on delete cascade,
    display_name text not null,
    external_id text,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index scim_groups_company on scim_groups (company_id, lower(display_name))`.execute(db);
  await sql`create table scim_group_members (
    group_id text not null references scim_groups (id) on delete cascade,
    user_id integer not null references users (id) on delete cascade,
    primary key (group_id, user_id)
  )`.execute(db);
  await sql`create index scim_group_members_user on scim_group_members (user_id)`.execute(db);
  await sql`alter table users add column directory_managed_at timestamptz`.execute(db);
  await sql`alter table users add column directory_external_id text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column directory_external_id`.execute(db);
  await sql`alter table users drop column directory_managed_at`.execute(db);
  await sql`drop table scim_group_members`.execute(db);
  await sql`drop table scim_groups`.execute(db);
  await sql`drop table scim_connections`.execute(db);
}
