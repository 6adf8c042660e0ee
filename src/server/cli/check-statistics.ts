import { readConfig } from '../config.ts';
import { createDatabase, type Db } from '../db/database.ts';
import { summaryMismatches } from '../statistics/summary-check.ts';
import { foldAll } from '../statistics/summary-folding.ts';
import { fail, hasEmbedded, withEmbedded } from './embedded-command.ts';

/**
 * npm run check-statistics
 * Whether the dashboards' figures are exact: folds what is still queued, then recomputes every
 * summary from the learning rows and counts the differences. Exit 0 when there are none, 1 when
 * there are (docs/operations.md: after a restore, a move, or when a figure is doubted). The
 * embedded database is checked only while the portal is stopped.
 */
const config = readConfig();

async function check(db: Db): Promise<void> {
  const folded = await foldAll(db);
  const found = await summaryMismatches(db);
  const total = found.learners + found.companies + found.courses;
  console.log(`Folded ${folded} queued change(s).`);
  if (total === 0) {
    console.log('The statistics are exact: every summary matches the learning rows.');
    return;
  }
  console.log(
    `The statistics are not exact: ${found.learners} person row(s), ${found.companies} company row(s), ${found.courses} company course row(s) differ.`,
  );
  process.exitCode = 1;
}

if (config.databaseUrl) {
  const db = createDatabase({ databaseUrl: config.databaseUrl, pgliteDir: '' });
  try {
    await check(db);
  } finally {
    await db.destroy();
  }
} else {
  if (!hasEmbedded(config.dataDir)) fail(`There is no embedded database in ${config.dataDir} (DATA_DIR) to check.`);
  await withEmbedded(config.dataDir, check);
}
