import { parseArgs } from 'node:util';
import { readConfig } from '../config.ts';
import { createDatabase, type Db } from '../db/database.ts';
import { pendingMigrations } from '../db/migrate.ts';
import { summaryMismatches } from '../statistics/summary-check.ts';
import { countQueuedChanges } from '../statistics/summary-changes.repository.ts';
import { foldAll } from '../statistics/summary-folding.ts';
import { describeOwner, embeddedOwner } from '../db/embedded-owner.ts';
import { hasEmbedded, withEmbedded } from './embedded-command.ts';

/**
 * npm run check-statistics [-- --company ID …]
 * Whether the dashboards' figures are exact: folds what is queued, then, in one snapshot,
 * recomputes every summary (or those of the companies named) from the learning rows and counts the
 * differences. Saves that arrive meanwhile are queued, not wrong: while the snapshot holds queued
 * changes the check folds and looks again, a few times. Exit 0: exact; 1: differences with nothing
 * queued (a fault in the summaries' upkeep); 2: the check could not run; 3: the portal kept saving
 * and the check never saw a quiet moment (run it again later). docs/operations.md.
 */
const TRIES = 5;
const { values } = parseArgs({ options: { company: { type: 'string', multiple: true } } });
const companyIds = values.company?.map(Number);
if (companyIds?.some((id) => !Number.isInteger(id) || id <= 0)) stop(2, '--company takes a company number.');
const config = readConfig();

function stop(code: number, message: string): never {
  console.error(message);
  process.exit(code);
}

type Look = { learners: number; companies: number; courses: number; queued: number };

/** The differences and the queue, read in one snapshot so they speak of the same moment. */
function look(db: Db): Promise<Look> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => ({ ...(await summaryMismatches(trx, companyIds)), queued: await countQueuedChanges(trx) }));
}

async function check(db: Db): Promise<number> {
  const pending = await pendingMigrations(db);
  if (pending > 0) stop(2, `The database lacks ${pending} migration(s) of this version: start the portal once first.`);
  let seen: Look | undefined;
  for (let attempt = 1; attempt <= TRIES; attempt++) {
    await foldAll(db);
    seen = await look(db);
    const differing = seen.learners + seen.companies + seen.courses;
    if (differing === 0) {
      console.log('The statistics are exact: every summary matches the learning rows.');
      return 0;
    }
    if (seen.queued === 0) {
      console.log(
        `The statistics are not exact: ${seen.learners} person row(s), ${seen.companies} company row(s) and ` +
          `${seen.courses} company course row(s) differ from the learning rows, with nothing left to fold.`,
      );
      return 1;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  console.log(
    `Not settled: learning was saved throughout (${seen?.queued ?? 0} change(s) still queued at the last look). ` +
      'Run the check again when the portal is quieter, or name companies with --company.',
  );
  return 3;
}

try {
  if (config.databaseUrl) {
    const target = new URL(config.databaseUrl);
    console.log(`Checking PostgreSQL ${target.hostname}:${target.port || 5432}${target.pathname}.`);
    const db = createDatabase({ databaseUrl: config.databaseUrl, pgliteDir: '', connectTimeoutMs: 10_000 });
    try {
      process.exitCode = await check(db);
    } finally {
      await db.destroy();
    }
  } else {
    if (!hasEmbedded(config.dataDir))
      stop(2, `There is no embedded database in ${config.dataDir} (DATA_DIR) to check.`);
    const owner = embeddedOwner(config.dataDir);
    if (owner)
      stop(
        2,
        `Not now: ${describeOwner(owner, config.dataDir)}. The embedded database is checked while the portal is stopped.`,
      );
    console.log(`Checking the embedded database in ${config.dataDir}.`);
    process.exitCode = await withEmbedded(config.dataDir, check);
  }
} catch (error) {
  stop(2, `The check could not run: ${error instanceof Error ? error.message : String(error)}`);
}
