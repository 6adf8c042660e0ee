import { type Kysely, sql } from 'kysely';

/**
 * The own sessions in the account settings (docs/decisions/070-own-sessions.md): each session
 * keeps a short description of the browser it was opened in ("Firefox · Windows", from the
 * User-Agent at sign-in) and the client address of the sign-in, for the person to recognise it.
 * Older sessions have neither.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table access_tokens add column device text`.execute(db);
  await sql`alter table access_tokens add column client_address text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table access_tokens drop column client_address`.execute(db);
  await sql`alter table access_tokens drop column device`.execute(db);
}
