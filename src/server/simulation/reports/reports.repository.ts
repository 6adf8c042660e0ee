import type { Lang } from '#shared/constants.ts';
import { type RawBuilder, sql } from 'kysely';
import { countHitsQuery, hitsSince } from '../../core/throttle.repository.ts';
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

/** One report to look up: the company whose address it reached, its tokens hashed, its sender (lower case). */
export type ReportQuery = { companyId: number; tokenHashes: readonly string[]; from: string | null };

/**
 * What reports are, read in one statement and changing nothing. For each (in order): the first of
 * its tokens that belongs to a wave of its company (a token of another company only says so), and
 * the reporter named by `from` among the company's active people, with the answers counted to
 * them since `answers.windowStart` (throttle key `answers.keyPrefix` + their id).
 */
export async function lookUpReports(
  db: Db,
  reports: readonly ReportQuery[],
  answers: { keyPrefix: string; windowStart: Date },
): Promise<Array<{ match: ReportMatch; reporter: Reporter | undefined }>> {
  const input = JSON.stringify(
    reports.map((report, idx) => ({
      idx,
      company_id: report.companyId,
      hashes: report.tokenHashes,
      sender: report.from,
    })),
  );
  const { rows } = await sql<{
    found: boolean;
    own: { tokenHash: string; templateId: string } | null;
    reporter: Reporter | null;
  }>`
    with input as (
      select * from json_to_recordset(${input}::json) as i(idx int, company_id int, hashes text[], sender text)
    ),
    found as (
      select i.idx, t.token_hash, t.template_id, w.company_id = i.company_id as own
      from input i cross join lateral unnest(i.hashes) as h(hash)
      join simulation_tokens t on t.token_hash = h.hash
      join simulation_waves w on w.id = t.wave_id
    )
    select exists (select from found f where f.idx = i.idx) as found,
      (select json_build_object('tokenHash', f.token_hash, 'templateId', f.template_id)
        from found f where f.idx = i.idx and f.own order by f.token_hash limit 1) as own,
      (select json_build_object('id', u.id, 'email', u.email, 'firstname', u.firstname, 'lastname', u.lastname,
          'salutation', u.salutation, 'lang', u.lang,
          'answers', ${hitsSince(sql`${answers.keyPrefix} || u.id`, answers.windowStart)})
        from users u
        where i.sender is not null and u.company_id = i.company_id and lower(u.email) = i.sender
          and u.active and u.locked_at is null
        limit 1) as reporter
    from input i
    order by i.idx
  `.execute(db);
  return rows.map((row) => ({
    match: row.own ? { kind: 'simulation', ...row.own } : { kind: row.found ? 'foreign' : 'none' },
    reporter: row.reporter ?? undefined,
  }));
}

/** What reports taken together change: their tokens, their counts, their answers. */
export type ReportsRecord = {
  /** The companies' tokens the reports carried, each once. */
  tokenHashes: readonly string[];
  /** A token counts as reported while its wave still counts events: its window ended after this. */
  countsAfter: Date;
  now: Date;
  /** Reports of mail that was no simulation, per company and first day of its month, each pair once. */
  others: ReadonlyArray<{ companyId: number; month: string; reports: number }>;
  /** The answers to the reporters, as the outbox stores them. */
  answers: readonly OutboxMail[];
  /** The reporters' throttle keys, each once, counted for every report whether or not it was answered. */
  hits: ReadonlyArray<{ key: string; hits: number }>;
  windowStart: Date;
};

/**
 * Writes reports in one statement, so that they are kept whole or, on a failure and the relay's
 * next try, not at all: each token marked reported (and reported before a click when no click came
 * first) once, while its wave still counts events, the person's link told the moment in the
 * pseudonymous mode (decision 102), the scenarios' or the months' counts raised, the answers
 * written to the outbox and counted to their reporters. The update takes the tokens' row locks
 * and, under them, looks again whether a token was reported meanwhile, so that two reports of one
 * mail arriving together count it once. A scenario's figures and a company's month are one row
 * each: their lock is held only until this statement commits. Answers how many tokens were newly
 * marked.
 */
export async function recordReports(db: Db, record: ReportsRecord): Promise<number> {
  const parts: RawBuilder<unknown>[] = [];
  if (record.tokenHashes.length > 0)
    parts.push(
      sql`marked as (
        update simulation_tokens t set reported = true, reported_before_click = not t.clicked
        from simulation_waves w
        where t.token_hash = any(${record.tokenHashes}::text[]) and w.id = t.wave_id and not t.reported
          and w.window_end > ${record.countsAfter}
        returning t.token_hash, t.wave_id, t.template_id, t.reported_before_click
      )`,
      sql`linked as (
        update simulation_person_links l set reported_at = ${record.now}
        from marked where l.token_hash = marked.token_hash and l.reported_at is null
      )`,
      sql`counted as (
        insert into simulation_results (wave_id, template_id, reported, reported_before_click)
        select wave_id, template_id, count(*), count(*) filter (where reported_before_click) from marked
        group by wave_id, template_id
        on conflict (wave_id, template_id) do update set
          reported = simulation_results.reported + excluded.reported,
          reported_before_click = simulation_results.reported_before_click + excluded.reported_before_click
      )`,
    );
  if (record.others.length > 0)
    parts.push(
      sql`other as (
        insert into simulation_other_reports (company_id, month, reports)
        values ${sql.join(record.others.map((o) => sql`(${o.companyId}, ${o.month}::date, ${o.reports})`))}
        on conflict (company_id, month) do update set reports = simulation_other_reports.reports + excluded.reports
      )`,
    );
  if (record.answers.length > 0) parts.push(sql`answered as (${outboxInsert(db, record.answers)})`);
  if (record.hits.length > 0)
    parts.push(sql`hit as (${countHitsQuery(db, record.hits, record.now, record.windowStart)})`);
  if (parts.length === 0) return 0;
  const marked = record.tokenHashes.length > 0 ? sql`(select count(*) from marked)::int` : sql`0`;
  const { rows } = await sql<{ marked: number }>`with ${sql.join(parts)} select ${marked} as marked`.execute(db);
  return rows[0]!.marked;
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
