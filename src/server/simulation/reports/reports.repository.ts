import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { countResult } from '../outbox-simulation.repository.ts';
import { markLinkOutcome } from '../person-links.repository.ts';

/** The SQL of reports to a company's report address: a token reported once, other reports counted. */

/** What a report's tokens were: one of the company's simulations (its scenario), only other companies', or none. */
export type ReportMatch = { kind: 'simulation'; templateId: string } | { kind: 'foreign' } | { kind: 'none' };

/**
 * Marks the first of `tokenHashes` that belongs to a wave of `companyId` reported (and reported
 * before a click when no click came first), once, while its wave still counts events, and counts
 * both for the wave's scenario. A token reported again, or after its wave stopped counting, is
 * still recognised; a token of another company only says so.
 */
export async function recordReport(
  db: Db,
  companyId: number,
  tokenHashes: readonly string[],
  countsAfter: Date,
  now: Date,
): Promise<ReportMatch> {
  if (tokenHashes.length === 0) return { kind: 'none' };
  return db.transaction().execute(async (trx) => {
    const tokens = await trx
      .selectFrom('simulation_tokens as t')
      .innerJoin('simulation_waves as w', 'w.id', 't.wave_id')
      .select(['t.token_hash', 't.wave_id', 't.template_id', 't.clicked', 't.reported', 'w.company_id', 'w.window_end'])
      .where('t.token_hash', 'in', [...tokenHashes])
      .orderBy('t.token_hash')
      .forUpdate(['t'])
      .execute();
    const own = tokens.find((token) => token.company_id === companyId);
    if (!own) return tokens.length > 0 ? { kind: 'foreign' } : { kind: 'none' };
    if (!own.reported && own.window_end > countsAfter) {
      await trx
        .updateTable('simulation_tokens')
        .set({ reported: true, reported_before_click: !own.clicked })
        .where('token_hash', '=', own.token_hash)
        .execute();
      await countResult(trx, own.wave_id, own.template_id, 'reported');
      if (!own.clicked) await countResult(trx, own.wave_id, own.template_id, 'reported_before_click');
      await markLinkOutcome(trx, own.token_hash, 'reported_at', now);
    }
    return { kind: 'simulation', templateId: own.template_id };
  });
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
