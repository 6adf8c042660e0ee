import { parseArgs } from 'node:util';
import { readConfig } from '../config.ts';
import { createDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { copyTables, userTables } from '../db/table-copy.ts';
import { fail, hasEmbedded, withEmbedded } from './embedded-command.ts';

/**
 * TARGET_DATABASE_URL=postgres://user:pass@host:5432/portal npm run move-to-postgres
 * (or `-- --to URL` for an address without a password: command lines are visible to every user)
 * Copies the embedded database (DATA_DIR/pglite; the portal must be stopped) into a new, empty
 * PostgreSQL database: the schema by the portal's migrations, then every row, table by table in the
 * order of their references, with the ids as they were, in one transaction. The embedded folder is
 * brought to this version's migrations first and otherwise left as it is. Then start the portal
 * with DATABASE_URL set to that address.
 */
const { values } = parseArgs({ options: { to: { type: 'string' } } });
const to = values.to ?? process.env.TARGET_DATABASE_URL;
if (!to?.startsWith('postgres')) {
  fail('Usage: TARGET_DATABASE_URL=postgres://user:pass@host/db npm run move-to-postgres (or -- --to URL)');
}
const config = readConfig({ ...process.env, DATABASE_URL: '' });
if (!hasEmbedded(config.dataDir)) fail(`There is no embedded database in ${config.dataDir} (DATA_DIR) to move.`);

await withEmbedded(config.dataDir, async (source) => {
  const target = createDatabase({ databaseUrl: to, pgliteDir: '' });
  try {
    if ((await userTables(target)).length > 0)
      fail('The PostgreSQL database is not empty: create a new one (createdb).');
    // Both at this program's version: the source first (it may be older), then the target's schema.
    await migrateToLatest(source);
    await migrateToLatest(target);
    const copied = await copyTables(source, target, (table, rows) => console.log(`${table}: ${rows} rows`));
    console.log(
      `Copied ${copied.tables} tables, ${copied.rows} rows. Start the portal with DATABASE_URL set to that database.`,
    );
  } finally {
    await target.destroy();
  }
});
