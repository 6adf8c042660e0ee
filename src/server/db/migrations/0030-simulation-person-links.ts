import { type Kysely, sql } from 'kysely';

/**
 * The pseudonymous mode of the phishing simulation (docs/decisions/102-pseudonymous-simulation.md):
 * a company that opted in, with what the employer confirmed, and a link from each simulation mail
 * to its person, holding the scenario and the moments of its outcome, so the person sees their own
 * history. No link exists for an anonymous company; switching back deletes them all, and every link
 * goes twelve months after its mail. Expand only: a previous release never reads either.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table simulation_bookings add column pseudonymous jsonb`.execute(db);
  await sql`create table simulation_person_links (
    token_hash text primary key,
    user_id integer not null references users (id) on delete cascade,
    company_id integer not null references companies (id) on delete cascade,
    wave_id uuid not null references simulation_waves (id) on delete cascade,
    template_id text not null,
    difficulty integer not null,
    planned_at timestamptz not null,
    sent_at timestamptz,
    clicked_at timestamptz,
    submitted_at timestamptz,
    reported_at timestamptz
  )`.execute(db);
  await sql`create index simulation_person_links_user on simulation_person_links (user_id, planned_at)`.execute(db);
  await sql`create index simulation_person_links_company on simulation_person_links (company_id)`.execute(db);
  // The retention job's question: links whose mail was planned a year ago.
  await sql`create index simulation_person_links_planned on simulation_person_links (planned_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table simulation_person_links`.execute(db);
  await sql`alter table simulation_bookings drop column pseudonymous`.execute(db);
}
