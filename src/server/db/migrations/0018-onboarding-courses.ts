import { type Kysely, sql } from 'kysely';

/**
 * The courses every new person of a company gets (docs/decisions/082-onboarding-courses.md): an
 * invitation, one by one or from a list an admin imports, assigns them together with the ones it
 * names.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table companies add column onboarding_courses text[] not null default '{}'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table companies drop column onboarding_courses`.execute(db);
}
