import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createDatabase, type Db } from '../../src/server/db/database.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { summaryMismatches } from '../../src/server/statistics/summary-check.ts';
import { foldAll } from '../../src/server/statistics/summary-folding.ts';
import { type BenchSize, ensureSeeded, PGLITE_SIZE, POSTGRES_SIZE, postgresBenchUrl } from './bench-database.ts';
import { browserEmployerList } from './browser-list.ts';
import { employerPaging } from './employer-paging.ts';
import {
  interleavedRuns,
  type Learner,
  learnerPairs,
  type LoadRow,
  pickCompanyLearners,
  pickSpreadLearners,
  savesWithReaders,
  signIn,
  startBaseline,
  startPortal,
} from './load.ts';
import { inboundReports } from './inbound-reports.ts';
import { int, ms, printTable } from './report.ts';
import { resetTiming } from './reset-timing.ts';
import { roundQueries } from './round-queries.ts';
import { scheduledJobs } from './scheduled-jobs.ts';
import { simulationCampaign } from './simulation-campaign.ts';
import { statsTimings } from './stats-timings.ts';

/**
 * npm run bench [-- --skip-postgres --skip-pglite --skip-stats --skip-round-queries --skip-load --skip-browser --skip-jobs --skip-simulation --skip-inbound --seconds 5 --runs 100 --learners 300 --scale 1]
 * Seeds (or reuses) a PostgreSQL database `portal_bench` at full size and a PGlite database at a
 * tenth of it, and prints the statistics timings, the employer list paging, the learner's calls
 * under load interleaved with their bare counterparts (load.ts, baseline-server.ts) with the ratios,
 * PGlite with 50 learners saving while a reader loads pages, and the admin's whole employer list in
 * Chromium (time and memory), whether a reset's answer time tells if an address has an account,
 * and on PostgreSQL this round's queries whose cost grows with the book (round-queries.ts: the
 * evidence status and its CSV, coverage and evidence facts at a past moment, the training-trend
 * record, the customer list's training columns, SCIM's user list, policies, the AI-literacy
 * record, the overall statistics by activity), the scheduled jobs: the reminder job's claims and
 * its morning wave (scheduled-jobs.ts); a 1,000-recipient phishing-simulation campaign and its lesson page
 * (simulation-campaign.ts); reported mail over SMTP to the report receiver against parsing the same
 * messages alone (inbound-reports.ts).
 * Numbers are printed, not asserted.
 */
const { values } = parseArgs({
  options: {
    'skip-postgres': { type: 'boolean', default: false },
    'skip-pglite': { type: 'boolean', default: false },
    'skip-stats': { type: 'boolean', default: false },
    'skip-round-queries': { type: 'boolean', default: false },
    'skip-load': { type: 'boolean', default: false },
    'skip-browser': { type: 'boolean', default: false },
    'skip-jobs': { type: 'boolean', default: false },
    'skip-simulation': { type: 'boolean', default: false },
    'skip-inbound': { type: 'boolean', default: false },
    seconds: { type: 'string', default: '5' },
    runs: { type: 'string', default: '100' },
    learners: { type: 'string', default: '300' },
    // A fraction of the full size, for a quick look at the bench itself (e.g. 0.05).
    scale: { type: 'string', default: '1' },
  },
});
const scale = Number(values.scale);
const scaled = (size: BenchSize): BenchSize => ({
  companies: Math.max(1, Math.round(size.companies * scale)),
  employees: Math.round(size.employees * scale),
  employers: Math.max(1, Math.round(size.employers * scale)),
  largest: Math.min(size.largest, Math.round(size.employees * scale)),
});
const seconds = Number(values.seconds);
const runs = Number(values.runs);
const learnerCount = Number(values.learners);
const log = (line: string) => console.log(line);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

async function measure(kind: 'PostgreSQL' | 'PGlite', db: Db, size: BenchSize, plainRuns: number) {
  console.log(
    `\n=== ${kind}: ${int(size.companies)} companies with ${int(size.employees)} people, ${int(size.employers)} employers`,
  );
  await migrateToLatest(db);
  const seeded = await ensureSeeded(db, size, log);
  if (!seeded.reused) console.log(`seeded in ${seeded.seconds.toFixed(0)} s`);
  console.log(`load average before: ${load()}`);
  if (values['skip-stats']) return { seeded };

  const stats = await statsTimings(db, seeded.demoCompanyId, { runs, plainRuns });
  printTable(
    `${kind}: statistics, server time (${runs} runs each; plain SQL ${plainRuns})`,
    ['call', 'p50', 'p99', 'what'],
    stats.map((s) => [s.name, ms(s.timing.p50), ms(s.timing.p99), s.note]),
  );

  const paging = await employerPaging(db, 5);
  printTable(
    `${kind}: employer list, ${paging.pages} pages of 1000 (median of 5 per page; "all" pages through everything once)`,
    ['strategy', 'first page', 'middle page', 'last page', 'all pages'],
    paging.rows.map((r) => [r.strategy, ms(r.first), ms(r.middle), ms(r.last), ms(r.all)]),
  );
  console.log(`the whole list as JSON: ${(paging.bytes / 1024 / 1024).toFixed(1)} MB`);
  return { seeded };
}

/** Each call's rounds, then its median round with the ratio to its bare counterpart. */
function printLoad(title: string, rounds: LoadRow[][]) {
  const cell = (r: LoadRow) =>
    `${int(r.rps)}/s ${r.p50}|${r.p99} ms${r.errors === 0 ? '' : ` ${r.errors} err (${r.detail})`}`;
  const calls = [...new Set(rounds[0]!.map((r) => r.call))];
  const rows: string[][] = [];
  for (const call of calls) {
    for (const target of ['portal', 'bare']) {
      const runs = rounds.map((round) => round.find((r) => r.call === call && r.target === target)!);
      rows.push([`${call}: ${target}`, ...runs.map(cell)]);
    }
  }
  printTable(`${title}: req/s p50|p99 per round`, ['call', ...rounds.map((_, i) => `round ${i + 1}`)], rows);
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const summary = calls.map((call) => {
    const pick = (target: string) => rounds.map((round) => round.find((r) => r.call === call && r.target === target)!);
    const portal = pick('portal');
    const bare = pick('bare');
    const ratios = portal.map((p, i) => p.rps / bare[i]!.rps);
    return [
      call,
      int(median(portal.map((r) => r.rps))),
      `${median(portal.map((r) => r.p50))} ms`,
      `${median(portal.map((r) => r.p99))} ms`,
      String(portal.reduce((n, r) => n + r.errors, 0)),
      int(median(bare.map((r) => r.rps))),
      `${median(bare.map((r) => r.p99))} ms`,
      `${median(ratios).toFixed(2)} (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})`,
    ];
  });
  printTable(
    `${title}: medians of ${rounds.length} rounds; ratio = portal req/s ÷ bare req/s in the same round`,
    ['call', 'portal req/s', 'p50', 'p99', 'errors', 'bare req/s', 'bare p99', 'ratio (min–max)'],
    summary,
  );
  const spread = summary[0];
  const one = summary[1];
  if (spread && one) {
    const ratio = (Number(one[1]!.replaceAll(',', '')) / Number(spread[1]!.replaceAll(',', ''))).toFixed(2);
    console.log(`one company ÷ 50 companies (saves per second): ${ratio}`);
  }
}

async function postgres() {
  const url = await postgresBenchUrl();
  if (!url) {
    console.log('\nPostgreSQL: skipped (set DATABASE_URL, TEST_DATABASE_URL or BENCH_DATABASE_URL)');
    return;
  }
  const db = createDatabase({ databaseUrl: url, pgliteDir: '' });
  try {
    const { seeded } = await measure('PostgreSQL', db, scaled(POSTGRES_SIZE), 5);
    if (!values['skip-round-queries']) await roundQueries(db, { databaseUrl: url, log });
    if (!values['skip-browser']) await measureBrowser({ databaseUrl: url });
    if (!values['skip-jobs'])
      // Saves measured three times as long as a round of the load: a p99 of 5 s of saves is mostly noise.
      await scheduledJobs(db, { databaseUrl: url, learners: learnerCount, saveSeconds: 3 * seconds, log });
    if (!values['skip-simulation']) await simulationCampaign(db, { databaseUrl: url, seconds, log });
    if (!values['skip-inbound']) await inboundReports(db, { databaseUrl: url, log });
    if (values['skip-load']) return;

    const spread = await pickSpreadLearners(db, 50, learnerCount);
    const oneCompany = await pickCompanyLearners(db, seeded.demoCompanyId, learnerCount);
    const portal = await startPortal({ databaseUrl: url });
    const baseline = await startBaseline(url);
    try {
      await signIn(portal.url, [...spread, ...oneCompany]);
      const rounds = await interleavedRuns(learnerPairs(portal.url, baseline.url, spread, oneCompany), 3, seconds);
      printLoad(
        `PostgreSQL: ${spread.length} learners of 50 companies and ${oneCompany.length} of one company, ` +
          `${seconds} s per run, 50 connections (load average ${load()})`,
        rounds,
      );
    } finally {
      await baseline.stop();
      await portal.stop();
    }
    // Exact once the writes stop: the background fold drains the queue within a few seconds.
    const drained = await waitForDrainedQueue(db);
    const companies = [...new Set([...spread, ...oneCompany].map((l) => l.companyId))];
    const check = await summaryMismatches(db, companies);
    console.log(
      `queued summary changes folded ${drained.toFixed(1)} s after the last save; summaries of the ` +
        `${companies.length} companies under load, recomputed from the source rows: ` +
        `${check.learners} learner, ${check.companies} company, ${check.courses} course mismatches`,
    );
  } finally {
    await db.destroy();
  }
}

/** Seconds until the statistics queue is empty (the portal's fold ran, or this process folds what is left). */
async function waitForDrainedQueue(db: Db): Promise<number> {
  const started = performance.now();
  await foldAll(db);
  return (performance.now() - started) / 1000;
}

/** The admin's whole employer list in Chromium, against the portal on the seeded database. */
async function measureBrowser(database: { databaseUrl?: string; dataDir?: string }) {
  const portal = await startPortal(database);
  try {
    const figures = await browserEmployerList(portal.url);
    if (typeof figures === 'string') return console.log(`\nbrowser: skipped (${figures})`);
    printTable(
      `admin's employer list in Chromium (/admin/policyholders, chunks of 1000, 3 in flight)`,
      ['employers', 'load all', 'JS heap', 'renderer RSS', 'search'],
      [
        [
          int(figures.employers),
          `${figures.loadSeconds.toFixed(1)} s`,
          `${figures.heapMb.toFixed(0)} MB`,
          figures.rendererMb === null ? '–' : `${figures.rendererMb.toFixed(0)} MB`,
          ms(figures.searchMs),
        ],
      ],
    );
  } finally {
    await portal.stop();
  }
}

async function pglite() {
  const dir = resolve(process.env.BENCH_PGLITE_DIR ?? 'data/bench');
  const db = createDatabase({ pgliteDir: join(dir, 'pglite') });
  let learners: Learner[] = [];
  try {
    await measure('PGlite', db, scaled(PGLITE_SIZE), 2);
    if (!values['skip-load']) learners = await pickSpreadLearners(db, 50, 50);
  } finally {
    await db.destroy();
  }
  if (values['skip-load']) return;
  // PGlite is one process's database: the bench lets go of it before the server opens it.
  // TRUST_PROXY: the reset timing asks from many client addresses, past the per-address limit.
  const portal = await startPortal({ dataDir: dir }, { TRUST_PROXY: '1' });
  try {
    await signIn(portal.url, learners);
    const rows: LoadRow[] = [];
    for (let round = 0; round < 3; round++) rows.push(...(await savesWithReaders(portal.url, learners, seconds)));
    printTable(
      `PGlite: ${learners.length} learners saving over 50 connections while a reader loads pages over 2 (3 rounds of ${seconds} s; load average ${load()})`,
      ['call', 'req/s', 'p50', 'p99', 'errors'],
      rows.map((r) => [
        r.call,
        int(r.rps),
        `${r.p50} ms`,
        `${r.p99} ms`,
        r.errors === 0 ? '0' : `${r.errors} (${r.detail})`,
      ]),
    );
    await resetTiming(portal.url, learners);
  } finally {
    await portal.stop();
  }
}

console.log(`bench on ${process.version}, load average ${load()} (2 cores: above 2 means others share the machine)`);
if (!values['skip-postgres']) await postgres();
if (!values['skip-pglite']) await pglite();
