import { type Kysely, sql } from 'kysely';

/**
 * Recovery codes learn when they were made (docs/decisions/098-email-change-report-and-second-factor.md):
 * a report of an e-mail change removes only the codes made after the change was asked for.
 * Codes from before this migration have no time and count as older than any change. Expand only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table recovery_codes add column created_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table recovery_codes drop column created_at`.execute(db);
}
