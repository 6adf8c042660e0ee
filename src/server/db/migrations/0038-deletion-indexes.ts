import { type Kysely, sql } from 'kysely';

/**
 * Indexes for the foreign keys to people and companies that had none (tests/api/migrations.test.ts
 * holds the schema to it): deleting a person or a company looks up every referencing row, and
 * without an index each deletion read the whole table, quiz attempts above all (a company's deletion
 * went through them once per person). Columns that only name who did something (`…_by`, set to
 * null on deletion) get partial indexes over the rows that name someone. Expand only.
 */
const INDEXES: readonly [name: string, table: string, columns: string, where?: string][] = [
  ['quiz_attempts_user', 'quiz_attempts', 'user_id'],
  ['policy_reminders_user', 'policy_reminders', 'user_id'],
  ['simulation_exclusions_company', 'simulation_exclusions', 'company_id'],
  ['sso_sign_ins_company', 'sso_sign_ins', 'company_id'],
  ['sso_sign_ins_user', 'sso_sign_ins', 'user_id'],
  ['uploads_company', 'uploads', 'company_id'],
  ['uploads_uploaded_by', 'uploads', 'uploaded_by', 'uploaded_by is not null'],
  ['ai_tools_added_by', 'ai_tools', 'added_by', 'added_by is not null'],
  ['ai_tools_retired_by', 'ai_tools', 'retired_by', 'retired_by is not null'],
  ['evidence_links_created_by', 'evidence_links', 'created_by', 'created_by is not null'],
  ['evidence_links_revoked_by', 'evidence_links', 'revoked_by', 'revoked_by is not null'],
  ['evidence_packages_created_by', 'evidence_packages', 'created_by', 'created_by is not null'],
  ['management_members_named_by', 'management_members', 'named_by', 'named_by is not null'],
  ['policies_created_by', 'policies', 'created_by', 'created_by is not null'],
  ['policy_versions_published_by', 'policy_versions', 'published_by', 'published_by is not null'],
  ['simulation_bookings_booked_by', 'simulation_bookings', 'booked_by', 'booked_by is not null'],
  ['simulation_campaigns_created_by', 'simulation_campaigns', 'created_by', 'created_by is not null'],
  ['simulation_switch_stopped_by', 'simulation_switch', 'stopped_by', 'stopped_by is not null'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, table, columns, where] of INDEXES) {
    await sql`create index if not exists ${sql.ref(name)} on ${sql.table(table)} (${sql.ref(columns)})
      ${where ? sql.raw(`where ${where}`) : sql``}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of INDEXES) await sql`drop index if exists ${sql.ref(name)}`.execute(db);
}
