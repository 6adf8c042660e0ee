import { type Kysely, sql } from 'kysely';

/**
 * The evidence package (docs/decisions/110-evidence-package.md):
 * - `evidence_packages`: a company's proof for a chosen day, its facts kept as computed (jsonb), so
 *   what was shared never changes afterwards;
 * - `evidence_links`: the links a package is shared through, the token only hashed, each with its
 *   end and, once revoked, when; the last opening is kept for the employer.
 * Expand only: a previous release never reads the new tables.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table evidence_packages (
    id serial primary key,
    company_id integer not null references companies (id) on delete cascade,
    as_of date not null,
    facts jsonb not null,
    created_at timestamptz not null,
    created_by integer references users (id) on delete set null
  )`.execute(db);
  await sql`create index evidence_packages_company on evidence_packages (company_id, created_at)`.execute(db);
  await sql`create table evidence_links (
    id serial primary key,
    package_id integer not null references evidence_packages (id) on delete cascade,
    token_hash text not null unique,
    created_at timestamptz not null,
    created_by integer references users (id) on delete set null,
    expires_at timestamptz not null,
    revoked_at timestamptz,
    revoked_by integer references users (id) on delete set null,
    last_opened_at timestamptz
  )`.execute(db);
  await sql`create index evidence_links_package on evidence_links (package_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table evidence_links`.execute(db);
  await sql`drop table evidence_packages`.execute(db);
}
