import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { createDatabase, type Db } from '../../src/server/db/database.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { summaryMismatches } from '../../src/server/statistics/summary-check.ts';
import { type BenchSize, ensureSeeded, PGLITE_SIZE, POSTGRES_SIZE, postgresBenchUrl } from './bench-database.ts';
import { browserEmployerList } from './browser-list.ts';
import { employerPaging } from './employer-paging.ts';
import { type Learner, type LoadRow, loadRuns, pickLearners, signIn, startBaseline, startPortal } from './load.ts';
import { int, ms, printTable } from './report.ts';
import { statsTimings } from './stats-timings.ts';

/**
 * npm run bench [-- --skip-postgres --skip-pglite --skip-load --skip-browser --seconds 10 --runs 100 --scale 1]
 * Seeds (or reuses) a PostgreSQL database `portal_bench` at full size and a PGlite database at a
 * tenth of it, and prints the statistics timings, the employer list paging, and save/get-progress
 * under load against a bare node:http + pg baseline, and the admin's whole employer list in
 * Chromium (time and memory). Numbers are printed, not asserted.
 */
const { values } = parseArgs({
  options: {
    'skip-postgres': { type: 'boolean', default: false },
    'skip-pglite': { type: 'boolean', default: false },
    'skip-load': { type: 'boolean', default: false },
    'skip-browser': { type: 'boolean', default: false },
    seconds: { type: 'string', default: '10' },
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
  return { stats, paging };
}

function printLoad(title: string, rows: LoadRow[]) {
  const baseline = (call: string) => rows.find((r) => r.target === 'baseline' && r.call === call);
  printTable(
    title,
    ['target', 'call', 'req/s', 'p50', 'p99', 'errors', 'portal/baseline'],
    rows.map((r) => {
      const base = r.target === 'portal' ? baseline(r.call) : undefined;
      return [
        r.target,
        r.call,
        int(r.rps),
        `${r.p50} ms`,
        `${r.p99} ms`,
        r.errors === 0 ? '0' : `${r.errors} (${r.detail})`,
        base ? `${((r.rps / base.rps) * 100).toFixed(0)} %` : '',
      ];
    }),
  );
}

async function postgres() {
  const url = await postgresBenchUrl();
  if (!url) {
    console.log('\nPostgreSQL: skipped (set DATABASE_URL, TEST_DATABASE_URL or BENCH_DATABASE_URL)');
    return;
  }
  const db = createDatabase({ databaseUrl: url, pgliteDir: '' });
  try {
    await measure('PostgreSQL', db, scaled(POSTGRES_SIZE), 5);
    if (!values['skip-browser']) await measureBrowser({ databaseUrl: url });
    if (values['skip-load']) return;

    const learners = await pickLearners(db, learnerCount);
    const rows: LoadRow[] = [];
    const portal = await startPortal({ databaseUrl: url });
    try {
      await signIn(portal.url, learners);
      rows.push(...(await loadRuns('portal', portal.url, learners, seconds)));
    } finally {
      await portal.stop();
    }
    const baseline = await startBaseline(url);
    try {
      rows.push(...(await loadRuns('baseline', baseline.url, learners, seconds)));
      // The same baseline once more without the statistics triggers: their share of a save.
      const triggers = await statisticsTriggers(db);
      try {
        for (const t of triggers)
          await sql`alter table ${sql.id(t.table)} disable trigger ${sql.id(t.name)}`.execute(db);
        const [save] = await loadRuns('baseline', baseline.url, learners, seconds);
        rows.push({ ...save!, target: 'baseline, no statistics triggers' });
      } finally {
        for (const t of triggers)
          await sql`alter table ${sql.id(t.table)} enable trigger ${sql.id(t.name)}`.execute(db);
        await repairSummaries(db, learners);
      }
    } finally {
      await baseline.stop();
    }
    printLoad(
      `PostgreSQL: ${learners.length} signed-in learners, ${seconds} s per run, 50 connections (load average ${load()})`,
      rows,
    );
    const companies = [...new Set(learners.map((l) => l.companyId))];
    const check = await summaryMismatches(db, companies);
    console.log(
      `summaries of the ${companies.length} companies under load, recomputed from the source rows: ` +
        `${check.learners} learner, ${check.companies} company, ${check.courses} course mismatches`,
    );
  } finally {
    await db.destroy();
  }
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

async function statisticsTriggers(db: Db) {
  const { rows } = await sql<{ table: string; name: string }>`
    select t.tgrelid::regclass::text as "table", t.tgname as name
    from pg_trigger t join pg_proc p on p.oid = t.tgfoid
    where p.proname = 'learner_summaries_after_write'
  `.execute(db);
  return rows;
}

/** After the run without triggers: the learners' summaries computed again, as the triggers would have. */
async function repairSummaries(db: Db, learners: Learner[]) {
  await sql`select refresh_learner_summaries(${learners.map((l) => l.id)}::int[])`.execute(db);
}

async function pglite() {
  const dir = resolve(process.env.BENCH_PGLITE_DIR ?? 'data/bench');
  const db = createDatabase({ pgliteDir: join(dir, 'pglite') });
  let learners: Learner[] = [];
  try {
    await measure('PGlite', db, scaled(PGLITE_SIZE), 2);
    if (!values['skip-load']) learners = await pickLearners(db, learnerCount);
  } finally {
    await db.destroy();
  }
  if (values['skip-load']) return;
  // PGlite is one process's database: the bench lets go of it before the server opens it.
  const portal = await startPortal({ dataDir: dir });
  try {
    await signIn(portal.url, learners);
    printLoad(
      `PGlite: ${learners.length} signed-in learners, ${seconds} s per run, 50 connections (load average ${load()})`,
      await loadRuns('portal', portal.url, learners, seconds),
    );
  } finally {
    await portal.stop();
  }
}

console.log(`bench on ${process.version}, load average ${load()} (2 cores: above 2 means others share the machine)`);
if (!values['skip-postgres']) await postgres();
if (!values['skip-pglite']) await pglite();
