import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '../config.ts';
import { createDatabase } from '../db/database.ts';
import { claimEmbedded, embeddedOwner } from '../db/embedded-owner.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { copyTables, userTables } from '../db/table-copy.ts';

/**
 * npm run move-to-postgres -- --to postgres://user:pass@host:5432/portal
 * Copies the embedded database (DATA_DIR/pglite; the portal must be stopped) into a new, empty
 * PostgreSQL database: the schema by the portal's migrations, then every row, table by table in the
 * order of their references, with the ids as they were. Then start the portal with DATABASE_URL
 * set to that address. The embedded folder stays as it is.
 */
const { values } = parseArgs({ options: { to: { type: 'string' } } });
function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
if (!values.to?.startsWith('postgres')) fail('Usage: npm run move-to-postgres -- --to postgres://user:pass@host/db');
const config = readConfig({ ...process.env, DATABASE_URL: '' });
const owner = embeddedOwner(config.dataDir);
if (owner !== undefined) fail(`Stop the portal first (process ${owner} uses ${config.dataDir}).`);

const release = claimEmbedded(config.dataDir);
const source = createDatabase({ pgliteDir: join(config.dataDir, 'pglite') });
const target = createDatabase({ databaseUrl: values.to, pgliteDir: '' });
try {
  if ((await userTables(target)).length > 0) fail('The PostgreSQL database is not empty: create a new one (createdb).');
  // Both at this program's version: the source first (it may be older), then the schema of the target.
  await migrateToLatest(source);
  await migrateToLatest(target);
  const copied = await copyTables(source, target, (table, rows) => console.log(`${table}: ${rows} rows`));
  console.log(
    `Copied ${copied.tables} tables, ${copied.rows} rows. Start the portal with DATABASE_URL set to that database.`,
  );
} finally {
  await Promise.all([source.destroy(), target.destroy()]);
  release();
}
