import { sql } from 'kysely';
import * as v from 'valibot';
import { EmployeeFilter } from '../../src/shared/api/admin-filter.ts';
import { countEmployees, listEmployees } from '../../src/server/admin/employer-filter.ts';
import { aiLiteracyRecordAt } from '../../src/server/ai-literacy/ai-literacy.repository.ts';
import { readConfig } from '../../src/server/config.ts';
import type { Caller } from '../../src/server/core/caller.ts';
import { sealingKey } from '../../src/server/core/secret-box.ts';
import type { Db } from '../../src/server/db/database.ts';
import type { AppDeps } from '../../src/server/deps.ts';
import type { ScimContext } from '../../src/server/directory/scim-context.ts';
import { listUsers } from '../../src/server/directory/scim-users.ts';
import { evidenceFactsAt } from '../../src/server/evidence/evidence-facts.ts';
import { evidenceStatus, evidenceStatusCsv } from '../../src/server/evidence/evidence-status.ts';
import { endOfBerlinDay, trainingCoverageAt } from '../../src/server/evidence/evidence.repository.ts';
import { createMailOutbox } from '../../src/server/mail/outbox.ts';
import { listPolicies, showPolicy } from '../../src/server/policies/policies.ts';
import { insertPolicy, insertVersion } from '../../src/server/policies/policies.repository.ts';
import { policyConfirmationsCsv } from '../../src/server/policies/policy-export.ts';
import { recordTrainingMonthNow } from '../../src/server/statistics/company-todo.ts';
import { overallStatistics } from '../../src/server/statistics/overall-statistics.ts';
import { int, ms, percentile, printTable, type Timing, timeRuns } from './report.ts';

/**
 * The calls whose cost grows with the whole book (issue 47, point 4), each through the
 * function its route or job calls: the admins' evidence status and its CSV, a company's training
 * coverage at a past moment and an evidence package's facts, the hourly training-trend record, the
 * admin's customer list with its training columns, SCIM's user list, a company's policies and
 * AI-literacy record, and the overall statistics by activity period. The seed has no policies and
 * no AI tools: the largest company gets one policy confirmed by half its people and one AI tool
 * used by everyone, deleted afterwards with the audit entries the CSV export wrote, and the
 * trend's month rows if the month had none before. So runs repeat.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const RUNS = 5;
/** The whole book's CSV and every page of the customer list are long at full size: fewer runs. */
const LONG_RUNS = 3;

type Row = { call: string; timing: Timing; what: string };
type Options = { databaseUrl: string; log: (line: string) => void };

type Picked = { id: number; ownerId: number; name: string; population: number };

/** The company with the largest population, and the median one among those with more than their employer. */
async function pickCompanies(db: Db): Promise<{ largest: Picked; typical: Picked }> {
  const pick = async (order: 'largest' | 'typical'): Promise<Picked> => {
    const { rows } =
      order === 'largest'
        ? await sql<{ id: number; owner_id: number; company_name: string; population: number }>`
            select c.id, c.owner_id, c.company_name, cs.population from company_summaries cs
            join companies c on c.id = cs.company_id
            where c.owner_id is not null order by cs.population desc, c.id limit 1`.execute(db)
        : await sql<{ id: number; owner_id: number; company_name: string; population: number }>`
            select c.id, c.owner_id, c.company_name, cs.population from company_summaries cs
            join companies c on c.id = cs.company_id
            where c.owner_id is not null and cs.population > 1
            order by cs.population, c.id
            offset (select count(*) / 2 from company_summaries where population > 1) limit 1`.execute(db);
    const row = rows[0];
    if (!row) throw new Error(`no ${order} company with people in the seeded database`);
    return { id: row.id, ownerId: row.owner_id, name: row.company_name, population: row.population };
  };
  return { largest: await pick('largest'), typical: await pick('typical') };
}

/** What the bench adds for the largest company: a policy confirmed by half its people, an AI tool for everyone. */
type Made = { companyId: number; policyId: number; toolId: number; auditBefore: number; trendMonthWasEmpty: boolean };

async function setUp(db: Db, company: Picked, now: Date): Promise<Made> {
  const since = new Date(now.getTime() - 60 * DAY_MS);
  const audit = await sql<{ id: number | null }>`select max(id) as id from audit_log`.execute(db);
  const month = await sql<{ n: number }>`select count(*)::int as n from company_training_months
    where month = date_trunc('month', (${now}::timestamptz at time zone 'Europe/Berlin'))::date`.execute(db);
  const policyId = await insertPolicy(db, company.id, company.ownerId, since);
  const version = await insertVersion(
    db,
    policyId,
    { title: 'Bench-Richtlinie', body: 'Passwörter werden nicht weitergegeben.', pdf: null, pdfName: null },
    company.ownerId,
    since,
  );
  await sql`insert into policy_confirmations (version_id, user_id, confirmed_at, received_at)
    select ${version.id}, id, ${since}::timestamptz + (id % 30) * interval '1 day',
      ${since}::timestamptz + (id % 30) * interval '1 day'
    from users where company_id = ${company.id} and role <> 'admin' and id % 2 = 0`.execute(db);
  const tool = await db
    .insertInto('ai_tools')
    .values({
      company_id: company.id,
      name: 'Bench-Assistent',
      purpose: 'Texte entwerfen',
      used_by: 'everyone',
      added_at: since,
      added_by: company.ownerId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    companyId: company.id,
    policyId,
    toolId: tool.id,
    auditBefore: Number(audit.rows[0]?.id ?? 0),
    trendMonthWasEmpty: month.rows[0]!.n === 0,
  };
}

async function tearDown(db: Db, made: Made, now: Date): Promise<void> {
  // The versions, confirmations and reminders go with the policy (on delete cascade), the tool's people with it.
  await db.deleteFrom('policies').where('id', '=', made.policyId).execute();
  await db.deleteFrom('ai_tools').where('id', '=', made.toolId).execute();
  await db
    .deleteFrom('audit_log')
    .where('id', '>', made.auditBefore)
    .where('action', '=', 'policy.confirmations_exported')
    .where('target_company_id', '=', made.companyId)
    .execute();
  if (made.trendMonthWasEmpty)
    await sql`delete from company_training_months
      where month = date_trunc('month', (${now}::timestamptz at time zone 'Europe/Berlin'))::date`.execute(db);
}

export async function roundQueries(db: Db, options: Options): Promise<void> {
  const { log } = options;
  const started = performance.now();
  const config = readConfig({ ...process.env, DATABASE_URL: options.databaseUrl });
  const deps: AppDeps = {
    db,
    config,
    mail: createMailOutbox({ wake: () => {}, key: sealingKey(config) }),
    // No cache: none of the calls below looks up a session.
    callers: { find: (_hash, load) => load(), sync: async () => {}, close: async () => {} },
    now: () => new Date(),
  };
  const now = new Date();
  const months = config.trainingValidityMonths;
  const { largest, typical } = await pickCompanies(db);
  log(
    `\ncalls that grow with the book: largest company ${largest.id} (${int(largest.population)} learners), ` +
      `typical company ${typical.id} (${int(typical.population)} learners)`,
  );
  const made = await setUp(db, largest, now);
  // Stopped midway (Ctrl-C), the bench still removes what it added.
  const stop = (signal: NodeJS.Signals) => {
    log(`\n${signal}: removing what the calls that grow with the book added`);
    void tearDown(db, made, now).finally(() => process.exit(130));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const rows: Row[] = [];
  /**
   * One run first, unmeasured unless it took over ten seconds (then it is the only one); what took
   * over a second in it is measured twice more, so the part stays within minutes at full size.
   */
  const time = async <T>(call: string, runs: number, fn: () => Promise<T>, what: (result: T) => string) => {
    const begun = performance.now();
    let last = await fn();
    const first = performance.now() - begun;
    if (first > 10_000) {
      rows.push({ call, timing: { p50: first, p99: first, runs: 1 }, what: what(last) });
      return;
    }
    const measured = first > 1000 ? Math.min(runs, 2) : runs;
    const timing = await timeRuns(
      measured,
      async () => {
        last = await fn();
      },
      measured === runs && runs >= RUNS ? 1 : 0,
    );
    rows.push({ call, timing, what: what(last) });
  };
  try {
    // 1. The admins' evidence status (GET /admin/evidence-status and its export).
    const statusQuery = { coverage: 'any', management: 'any', shared: 'any', search: '', offset: 0 } as const;
    const search = largest.name.split(' ')[1] ?? largest.name;
    await time(
      'evidence status, first page',
      RUNS,
      () => evidenceStatus(deps, statusQuery),
      (r) => `${int(r.rows.length)} rows of ${int(r.total)}; book of ${int(r.book.companies)} companies`,
    );
    await time(
      'evidence status, coverage below',
      RUNS,
      () => evidenceStatus(deps, { ...statusQuery, coverage: 'below' }),
      (r) => `${int(r.rows.length)} rows of ${int(r.total)} below ${r.book.minPercent} %`,
    );
    await time(
      'evidence status, management none',
      RUNS,
      () => evidenceStatus(deps, { ...statusQuery, management: 'none' }),
      (r) => `${int(r.rows.length)} rows of ${int(r.total)} without management named`,
    );
    await time(
      `evidence status, search "${search}"`,
      RUNS,
      () => evidenceStatus(deps, { ...statusQuery, search }),
      (r) => `${int(r.rows.length)} rows of ${int(r.total)} found`,
    );
    await time(
      'evidence status CSV, whole book',
      LONG_RUNS,
      () => evidenceStatusCsv(deps, { coverage: 'any', management: 'any', shared: 'any', search: '' }, 'de'),
      (csv) => `${int(csv.split('\n').length - 2)} companies, ${(csv.length / 1024 / 1024).toFixed(1)} MB`,
    );

    // 2. Training coverage at a past moment, and an evidence package's facts (as createPackage makes them).
    const asOf = new Date(now.getTime() - 30 * DAY_MS).toISOString().slice(0, 10);
    const at = await endOfBerlinDay(db, asOf);
    for (const [label, company] of [
      ['largest', largest],
      ['typical', typical],
    ] as const) {
      await time(
        `training coverage at ${asOf}, ${label}`,
        RUNS,
        () => trainingCoverageAt(db, company.id, at, months),
        (r) => `${int(r.people.length)} people, ${int(r.courses.reduce((n, c) => n + c.assigned, 0))} assignments`,
      );
    }
    for (const [label, company] of [
      ['largest', largest],
      ['typical', typical],
    ] as const) {
      await time(
        `evidence facts at ${asOf}, ${label}`,
        RUNS,
        () => evidenceFactsAt(db, company.id, { asOf, at }, months),
        (r) =>
          `${int(r?.training.learners ?? 0)} learners, ${int(r?.aiLiteracy.people ?? 0)} AI, ` +
          `${int(r?.policies.length ?? 0)} policies`,
      );
    }

    // 3. The hourly training-trend record (decision 105): every company's summary row read.
    const first = performance.now();
    const recorded = await recordTrainingMonthNow(db, new Date());
    const firstMs = performance.now() - first;
    rows.push({
      call: made.trendMonthWasEmpty ? 'training trend, first run of the month' : 'training trend, first run here',
      timing: { p50: firstMs, p99: firstMs, runs: 1 },
      what: made.trendMonthWasEmpty
        ? `${int(recorded)} companies written (month empty before)`
        : `${int(recorded)} rewritten`,
    });
    await time(
      'training trend, nothing changed',
      RUNS,
      () => recordTrainingMonthNow(db, new Date()),
      (n) => `${int(n)} companies rewritten`,
    );
    // A few companies' readings made stale before each run: the run rewrites them from the summaries.
    const stale = await sql<{ company_id: number }>`select company_id from company_summaries
      order by company_id limit 10`.execute(db);
    const staleIds = stale.rows.map((r) => r.company_id);
    const changes: number[] = [];
    const changedRuns: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      await sql`update company_training_months set valid = valid + 1
        where company_id in (${sql.join(staleIds)})
          and month = date_trunc('month', (${now}::timestamptz at time zone 'Europe/Berlin'))::date`.execute(db);
      const begun = performance.now();
      changes.push(await recordTrainingMonthNow(db, new Date()));
      changedRuns.push(performance.now() - begun);
    }
    rows.push({
      call: `training trend, ${staleIds.length} companies changed`,
      timing: { p50: percentile(changedRuns, 50), p99: percentile(changedRuns, 99), runs: RUNS },
      what: `${int(changes.at(-1) ?? 0)} companies rewritten`,
    });

    // 4. The admin's customer list with its training columns (GET /employee, include ownsOneCompany).
    const employers = await countEmployees(db, { role: 'employer' });
    const pages = Math.ceil(employers / 1000);
    const page = (n: number) =>
      listEmployees(
        db,
        v.parse(EmployeeFilter, {
          where: { role: 'employer' },
          include: 'ownsOneCompany',
          limit: 1000,
          skip: n * 1000,
        }),
      );
    const trained = (list: Awaited<ReturnType<typeof page>>) =>
      list.filter((e) => (e.ownsOneCompany?.learners ?? 0) > 0).length;
    await time(
      'customer list, first page',
      RUNS,
      () => page(0),
      (l) => `${int(l.length)} employers, ${int(trained(l))} with learners`,
    );
    await time(
      `customer list, page ${Math.floor(pages / 2) + 1} of ${pages}`,
      RUNS,
      () => page(Math.floor(pages / 2)),
      (l) => `${int(l.length)} employers, ${int(trained(l))} with learners`,
    );
    // The CSV is made in the browser from the whole list, which it loads page by page.
    await time(
      'customer list, every page (the CSV)',
      1,
      async () => {
        let n = 0;
        for (let p = 0; p < pages; p++) n += (await page(p)).length;
        return n;
      },
      (n) => `${int(n)} employers in ${pages} pages`,
    );

    // 5. SCIM: the largest company's users (GET /Users).
    const ctx: ScimContext = {
      companyId: largest.id,
      ownerId: largest.ownerId,
      managerGroups: [],
      base: 'https://portal.bench/scim/v2',
      clientAddress: '127.0.0.1',
      now,
    };
    const someone = await db
      .selectFrom('users')
      .select('email')
      .where('company_id', '=', largest.id)
      .where('role', '=', 'employee')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const scimWhat = (r: Awaited<ReturnType<typeof listUsers>>) =>
      `${int(r.Resources.length)} users of ${int(r.totalResults)}`;
    await time('SCIM users, first 100', RUNS, () => listUsers(deps, ctx, { count: '100' }), scimWhat);
    await time(
      'SCIM users, last 100',
      RUNS,
      () => listUsers(deps, ctx, { startIndex: String(Math.max(1, largest.population - 99)), count: '100' }),
      scimWhat,
    );
    await time(
      'SCIM users, filter userName eq',
      RUNS,
      () => listUsers(deps, ctx, { filter: `userName eq "${someone.email}"` }),
      scimWhat,
    );

    // 6. The largest company's policy (list, detail, CSV) and AI-literacy record.
    const owner = await db
      .selectFrom('users')
      .select(['email'])
      .where('id', '=', largest.ownerId)
      .executeTakeFirstOrThrow();
    const employer: Caller = {
      userId: largest.ownerId,
      role: 'employer',
      companyId: largest.id,
      email: owner.email,
      lang: 'de',
      tokenHash: '',
      tokenKind: 'session',
      companyAgreed: true,
      mustChangePassword: false,
      secondFactorRequired: false,
      mustSetUpSecondFactor: false,
    };
    await time(
      'policies, employer overview',
      RUNS,
      () => listPolicies(deps, employer),
      (r) => `${r.length} policy: ${int(r[0]?.confirmed ?? 0)} of ${int(r[0]?.assigned ?? 0)} confirmed`,
    );
    await time(
      'policy detail with its people',
      RUNS,
      () => showPolicy(deps, employer, made.policyId),
      (r) => `${int(r.people.length)} people`,
    );
    await time(
      'policy confirmations CSV',
      RUNS,
      () => policyConfirmationsCsv(deps, employer, made.policyId, { lang: 'de', clientAddress: '127.0.0.1' }),
      (r) => `${int(r.csv.split('\n').length - 2)} rows (confirmed and outstanding)`,
    );
    await time(
      'AI-literacy record, now',
      RUNS,
      () => aiLiteracyRecordAt(db, largest.id, new Date(), months),
      (r) =>
        `${r.tools.length} tool for everyone: ${int(r.people.length)} people, ${int(r.people.filter((p) => p.current).length)} current`,
    );

    // 7. The overall statistics by activity period.
    for (const [label, days] of [
      ['last quarter', 91],
      ['last year', 365],
    ] as const) {
      const from = new Date(now.getTime() - days * DAY_MS).toISOString().slice(0, 10);
      await time(
        `overall stats by activity, ${label}`,
        RUNS,
        () => overallStatistics(db, { from, periodBy: 'activity' }, new Date()),
        (r) => `${int(r.activity?.passes ?? 0)} passes by ${int(r.activity?.passedPeople ?? 0)} people since ${from}`,
      );
    }
  } finally {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
    await tearDown(db, made, now);
  }
  printTable(
    `PostgreSQL: calls that grow with the book, server time (after an unmeasured run: ${RUNS} runs each, ` +
      `${LONG_RUNS} for the whole book's CSV, 2 if the first took over 1 s; over 10 s the first alone)`,
    ['call', 'runs', 'p50', 'p99', 'what'],
    rows.map((r) => [r.call, String(r.timing.runs), ms(r.timing.p50), ms(r.timing.p99), r.what]),
  );
  log(`the calls that grow with the book took ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
