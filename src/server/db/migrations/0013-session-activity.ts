import { type Kysely, sql } from 'kysely';

/**
 * A session ends after a stretch without activity (docs/decisions/068-session-inactivity.md):
 * `last_used_at` is when the token last made a request, written at most every few minutes.
 * Tokens issued before count from their creation.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table access_tokens add column last_used_at timestamptz`.execute(db);
  await sql`update access_tokens set last_used_at = created_at`.execute(db);
  await sql`alter table access_tokens alter column last_used_at set not null`.execute(db);
  await sql`alter table access_tokens alter column last_used_at set default now()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table access_tokens drop column last_used_at`.execute(db);
}
