import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** The SQL of reports to a company's report address: a token reported once, other reports counted. */

/** What a report's tokens were: one of the company's simulations (its scenario), only other companies', or none. */
export type ReportMatch = { kind: 'simulation'; templateId: string } | { kind: 'foreign' } | { kind: 'none' };

/**
 * Marks the first of `tokenHashes` that belongs to a wave of `companyId` reported (and reported
 * before a click when no click came first), once, while its wave still counts events, and counts
 * both for the wave's scenario. A token reported again, or after its wave stopped counting, is
 * still recognised; a token of another company only says so. In the pseudonymous mode the
 * person's link learns the moment (decision 102).
 *
 * One statement, so one round trip and its own transaction: the update takes the token's row
 * lock and, under it, looks again whether the token was reported meanwhile, so that two reports of
 * the same mail arriving together count it once.
 */
export async function recordReport(
  db: Db,
  companyId: number,
  tokenHashes: readonly string[],
  countsAfter: Date,
  now: Date,
): Promise<ReportMatch> {
  if (tokenHashes.length === 0) return { kind: 'none' };
  const { rows } = await sql<{ found: number; own_template: string | null }>`
    with found as (
      select t.token_hash, t.template_id, w.company_id, w.window_end
      from simulation_tokens t join simulation_waves w on w.id = t.wave_id
      where t.token_hash in (${sql.join(tokenHashes)})
    ),
    own as (
      select token_hash, template_id, window_end from found where company_id = ${companyId}
      order by token_hash limit 1
    ),
    marked as (
      update simulation_tokens t set reported = true, reported_before_click = not t.clicked
      from own
      where t.token_hash = own.token_hash and not t.reported and own.window_end > ${countsAfter}
      returning t.token_hash, t.wave_id, t.template_id, t.reported_before_click
    ),
    linked as (
      update simulation_person_links l set reported_at = ${now}
      from marked where l.token_hash = marked.token_hash and l.reported_at is null
    ),
    counted as (
      insert into simulation_results (wave_id, template_id, reported, reported_before_click)
      select wave_id, template_id, 1, case when reported_before_click then 1 else 0 end from marked
      on conflict (wave_id, template_id) do update set
        reported = simulation_results.reported + 1,
        reported_before_click = simulation_results.reported_before_click + excluded.reported_before_click
    )
    select (select count(*) from found)::int as found, (select template_id from own) as own_template
  `.execute(db);
  const row = rows[0]!;
  if (row.own_template !== null) return { kind: 'simulation', templateId: row.own_template };
  return row.found > 0 ? { kind: 'foreign' } : { kind: 'none' };
}

/** Counts a report of a mail that was no simulation for the company's month (`month`: its first day). */
export async function countOtherReport(db: Db, companyId: number, month: string): Promise<void> {
  await db
    .insertInto('simulation_other_reports')
    .values({ company_id: companyId, month, reports: 1 })
    .onConflict((oc) =>
      oc.columns(['company_id', 'month']).doUpdateSet({ reports: sql<number>`simulation_other_reports.reports + 1` }),
    )
    .execute();
}

/** The company's counts of other reports from `fromMonth` (its first day) on, per month (yyyy-mm). */
export function findOtherReports(db: Db, companyId: number, fromMonth: string) {
  return db
    .selectFrom('simulation_other_reports')
    .select([sql<string>`to_char(month, 'YYYY-MM')`.as('month'), 'reports'])
    .where('company_id', '=', companyId)
    .where('month', '>=', fromMonth)
    .execute();
}

/** The reporter among the company's active, reachable people, with the language to answer in. */
export async function findReporter(db: Db, companyId: number, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'firstname', 'lastname', 'salutation', 'lang'])
    .where('company_id', '=', companyId)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('active', '=', true)
    .where('locked_at', 'is', null)
    .executeTakeFirst();
}
