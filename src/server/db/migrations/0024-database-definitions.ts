import { type Kysely, sql } from 'kysely';

/**
 * The database's functions and triggers are declared once, in their current form, in
 * db/definitions/ (docs/decisions/092-database-definitions.md), and put in place after the numbered
 * migrations whenever their revision rises. This table records the revision a database holds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table database_definitions (
    singleton boolean primary key default true check (singleton),
    revision integer not null,
    checksum text not null,
    applied_at timestamptz not null
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table database_definitions`.execute(db);
}
