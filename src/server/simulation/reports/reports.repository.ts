import type { Lang } from '#shared/constants.ts';
import { type RawBuilder, sql } from 'kysely';
import { countHitQuery, hitsSince } from '../../core/throttle.repository.ts';
import type { Db } from '../../db/database.ts';
import { type OutboxMail, outboxInsert } from '../../mail/outbox.repository.ts';

/** The SQL of reports to a company's report address: a token reported once, other reports counted. */

/** The reporter among the company's active, reachable people, with the language to answer in. */
export type Reporter = {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  salutation: 'Herr' | 'Frau' | null;
  lang: Lang;
  /** Answers counted to them in the current hour (`answers` of lookUpReport). */
  answers: number;
};

/** What a report's tokens were: one of the company's simulations (its token and scenario), only other companies', or none. */
export type ReportMatch =
  { kind: 'simulation'; tokenHash: string; templateId: string } | { kind: 'foreign' } | { kind: 'none' };

/**
 * What a report is, read in one statement and changing nothing: the first of `tokenHashes` that
 * belongs to a wave of `companyId` (a token of another company only says so), and the reporter
 * named by `from` among the company's active people, with the answers counted to them since
 * `answers.windowStart` (throttle key `answers.keyPrefix` + their id).
 */
export async function lookUpReport(
  db: Db,
  companyId: number,
  tokenHashes: readonly string[],
  from: string | null,
  answers: { keyPrefix: string; windowStart: Date },
): Promise<{ match: ReportMatch; reporter: Reporter | undefined }> {
  const tokens =
    tokenHashes.length === 0
      ? sql`select null::text as token_hash, null::text as template_id, null::int as company_id where false`
      : sql`select t.token_hash, t.template_id, w.company_id
          from simulation_tokens t join simulation_waves w on w.id = t.wave_id
          where t.token_hash in (${sql.join(tokenHashes)})`;
  const { rows } = await sql<{
    found: number;
    own_token: string | null;
    own_template: string | null;
    reporter: Reporter | null;
  }>`
    with found as (${tokens}),
    own as (select token_hash, template_id from found where company_id = ${companyId} order by token_hash limit 1)
    select (select count(*) from found)::int as found,
      (select token_hash from own) as own_token,
      (select template_id from own) as own_template,
      (select json_build_object('id', u.id, 'email', u.email, 'firstname', u.firstname, 'lastname', u.lastname,
          'salutation', u.salutation, 'lang', u.lang,
          'answers', ${hitsSince(sql`${answers.keyPrefix} || u.id`, answers.windowStart)})
        from users u
        where ${from !== null} and u.company_id = ${companyId} and lower(u.email) = ${from?.toLowerCase() ?? ''}
          and u.active and u.locked_at is null
        limit 1) as reporter
  `.execute(db);
  const row = rows[0]!;
  const reporter = row.reporter ?? undefined;
  if (row.own_token !== null && row.own_template !== null)
    return { match: { kind: 'simulation', tokenHash: row.own_token, templateId: row.own_template }, reporter };
  return { match: { kind: row.found > 0 ? 'foreign' : 'none' }, reporter };
}

/** What one report changes: its token, its count, its answer. */
export type ReportRecord = {
  companyId: number;
  /** The company's token the report carried; null for a mail that was no simulation of the company. */
  tokenHash: string | null;
  /** A token counts as reported while its wave still counts events: its window ended after this. */
  countsAfter: Date;
  now: Date;
  /** For a mail that was no simulation: the first day of the company's month it is counted for. */
  otherMonth: string | null;
  /** The answer to the reporter, as the outbox stores it. */
  answer: OutboxMail | null;
  /** The reporter's throttle key, counted once more whether or not they are answered. */
  hit: { key: string; windowStart: Date } | null;
};

/**
 * Writes a report in one statement, so that it is kept whole or, on a failure and the relay's
 * next try, not at all: the token marked reported (and reported before a click when no click came
 * first) once, while its wave still counts events, the person's link told the moment in the
 * pseudonymous mode (decision 102), the scenario's or the month's count raised, the answer written
 * to the outbox. The update takes the token's row lock and, under it, looks again whether the
 * token was reported meanwhile, so that two reports of one mail arriving together count it once.
 * A scenario's figures and a company's month are one row each: their lock is held only until this
 * statement commits. The reporter's answer count is raised in it too. Answers whether the token
 * was newly marked.
 */
export async function recordReport(db: Db, report: ReportRecord): Promise<boolean> {
  const parts: RawBuilder<unknown>[] = [];
  if (report.tokenHash !== null)
    parts.push(
      sql`marked as (
        update simulation_tokens t set reported = true, reported_before_click = not t.clicked
        from simulation_waves w
        where t.token_hash = ${report.tokenHash} and w.id = t.wave_id and not t.reported
          and w.window_end > ${report.countsAfter}
        returning t.token_hash, t.wave_id, t.template_id, t.reported_before_click
      )`,
      sql`linked as (
        update simulation_person_links l set reported_at = ${report.now}
        from marked where l.token_hash = marked.token_hash and l.reported_at is null
      )`,
      sql`counted as (
        insert into simulation_results (wave_id, template_id, reported, reported_before_click)
        select wave_id, template_id, 1, case when reported_before_click then 1 else 0 end from marked
        on conflict (wave_id, template_id) do update set
          reported = simulation_results.reported + 1,
          reported_before_click = simulation_results.reported_before_click + excluded.reported_before_click
      )`,
    );
  if (report.otherMonth !== null)
    parts.push(
      sql`other as (
        insert into simulation_other_reports (company_id, month, reports) values (${report.companyId}, ${report.otherMonth}, 1)
        on conflict (company_id, month) do update set reports = simulation_other_reports.reports + 1
      )`,
    );
  if (report.answer !== null) parts.push(sql`answered as (${outboxInsert(db, report.answer)})`);
  if (report.hit !== null)
    parts.push(sql`hit as (${countHitQuery(db, report.hit.key, report.now, report.hit.windowStart)})`);
  if (parts.length === 0) return false;
  const marked = report.tokenHash !== null ? sql`(select count(*) from marked)::int` : sql`0`;
  const { rows } = await sql<{ marked: number }>`with ${sql.join(parts)} select ${marked} as marked`.execute(db);
  return rows[0]!.marked > 0;
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
