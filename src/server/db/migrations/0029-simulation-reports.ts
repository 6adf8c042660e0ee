import { type Kysely, sql } from 'kysely';

/**
 * Reports of suspicious mail to a company's report address (docs/decisions/101-simulation-reports.md):
 * a token learns that it was reported, and whether before a click; the counters per wave and
 * scenario gain the same two; reports of mail that was no simulation are counted per company and
 * month, nothing else of them kept. Expand only: a previous release writes tokens and counters
 * without knowing the columns, whose defaults are right for it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table simulation_tokens
    add column reported boolean not null default false,
    add column reported_before_click boolean not null default false`.execute(db);
  await sql`alter table simulation_results
    add column reported integer not null default 0,
    add column reported_before_click integer not null default 0`.execute(db);
  await sql`create table simulation_other_reports (
    company_id integer not null references companies (id) on delete cascade,
    month date not null,
    reports integer not null default 0,
    primary key (company_id, month)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table simulation_other_reports`.execute(db);
  await sql`alter table simulation_results drop column reported, drop column reported_before_click`.execute(db);
  await sql`alter table simulation_tokens drop column reported, drop column reported_before_click`.execute(db);
}
