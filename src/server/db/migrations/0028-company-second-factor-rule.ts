import { type Kysely, sql } from 'kysely';

/**
 * A company's own second-factor rule (docs/decisions/099-company-second-factor-rule.md): `none`,
 * `leaders` (employer and managers) or `everyone`. The default keeps every company as it was.
 * Expand only: a previous release reads and writes companies without knowing the column.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table companies add column second_factor_rule text not null default 'none'
    constraint companies_second_factor_rule_known check (second_factor_rule in ('none', 'leaders', 'everyone'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table companies drop column second_factor_rule`.execute(db);
}
