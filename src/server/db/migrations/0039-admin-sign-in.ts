import { type Kysely, sql } from 'kysely';

/**
 * The admins' sign-in through the provider's own identity provider (docs/decisions/112-admin-sign-in.md):
 * - a sign-in under way without a company is one of an admin;
 * - `access_tokens.provider_issuer`: the provider a session was opened through, whose sign-out
 *   page the portal's sign-out leads to.
 * Expand only: a previous release still writes a company to every row and reads no new column.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sso_sign_ins alter column company_id drop not null`.execute(db);
  await sql`alter table access_tokens add column provider_issuer text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table access_tokens drop column provider_issuer`.execute(db);
  await sql`delete from sso_sign_ins where company_id is null`.execute(db);
  await sql`alter table sso_sign_ins alter column company_id set not null`.execute(db);
}
