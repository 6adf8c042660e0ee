import { type Kysely, sql } from 'kysely';

/**
 * Policy acknowledgements (docs/decisions/108-policy-acknowledgements.md):
 * - `policies`: a company's own policy and whom it is for (everyone, some roles, chosen people);
 * - `policy_versions`: what was published, never changed afterwards: a title and either a text
 *   (the legal texts' Markdown subset) or a PDF; editing publishes the next version;
 * - `policy_people`: the chosen people of a policy for the audience `people`;
 * - `policy_confirmations`: "Gelesen und verstanden" per version and person, once (the key), with
 *   the moment the person confirmed (bounded by the server) and when the server learned of it;
 * - `policy_reminders`: when a person was last reminded of a policy (once a week at most).
 * Expand only: a previous release reads none of them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table policies (
    id serial primary key,
    company_id integer not null references companies (id) on delete cascade,
    audience text not null default 'all' check (audience in ('all', 'roles', 'people')),
    audience_roles text[] not null default '{}',
    created_at timestamptz not null,
    created_by integer references users (id) on delete set null
  )`.execute(db);
  await sql`create index policies_company on policies (company_id)`.execute(db);
  await sql`create table policy_versions (
    id serial primary key,
    policy_id integer not null references policies (id) on delete cascade,
    version integer not null,
    title text not null,
    body text,
    pdf bytea,
    pdf_name text,
    pdf_size integer,
    published_at timestamptz not null,
    published_by integer references users (id) on delete set null,
    unique (policy_id, version),
    check ((body is null) <> (pdf is null))
  )`.execute(db);
  await sql`create table policy_people (
    policy_id integer not null references policies (id) on delete cascade,
    user_id integer not null references users (id) on delete cascade,
    primary key (policy_id, user_id)
  )`.execute(db);
  await sql`create index policy_people_user on policy_people (user_id)`.execute(db);
  await sql`create table policy_confirmations (
    version_id integer not null references policy_versions (id) on delete cascade,
    user_id integer not null references users (id) on delete cascade,
    confirmed_at timestamptz not null,
    received_at timestamptz not null,
    primary key (version_id, user_id)
  )`.execute(db);
  await sql`create index policy_confirmations_user on policy_confirmations (user_id)`.execute(db);
  await sql`create table policy_reminders (
    policy_id integer not null references policies (id) on delete cascade,
    user_id integer not null references users (id) on delete cascade,
    reminded_at timestamptz not null,
    primary key (policy_id, user_id)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table policy_reminders`.execute(db);
  await sql`drop table policy_confirmations`.execute(db);
  await sql`drop table policy_people`.execute(db);
  await sql`drop table policy_versions`.execute(db);
  await sql`drop table policies`.execute(db);
}
