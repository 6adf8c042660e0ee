import { type Kysely, sql } from 'kysely';

/**
 * The day by which a course is to be passed, per assignment (docs/decisions/083-deadlines.md);
 * none by default.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table training_assignments add column due_on date`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table training_assignments drop column due_on`.execute(db);
}
