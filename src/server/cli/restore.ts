import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, renameSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { readConfig } from '../config.ts';
import { createDatabase } from '../db/database.ts';
import { claimEmbedded, embeddedOwner } from '../db/embedded-owner.ts';

/**
 * npm run restore -- FILE
 * PostgreSQL (DATABASE_URL): `pg_restore` of a backup made by npm run backup into that database,
 * which must be new and empty. Embedded (DATA_DIR/pglite): the server must be stopped; the present
 * folder is kept beside as pglite.before-restore-<moment>. Start the portal afterwards: it migrates
 * an older backup to its version.
 */
const { positionals } = parseArgs({ allowPositionals: true });
const file = positionals[0] ? resolve(positionals[0]) : undefined;
function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
if (!file || !existsSync(file)) fail('Usage: npm run restore -- FILE (a backup made by npm run backup)');
const config = readConfig();

if (config.databaseUrl) {
  const db = createDatabase({ databaseUrl: config.databaseUrl, pgliteDir: '' });
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from pg_tables where schemaname = 'public'
  `.execute(db);
  await db.destroy();
  if ((rows[0]?.n ?? 0) > 0) fail('The database of DATABASE_URL is not empty: restore into a new database (createdb).');
  const restore = spawnSync(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${config.databaseUrl}`, file],
    { stdio: 'inherit' },
  );
  if (restore.error) fail(`pg_restore could not run (${restore.error.message}): apt-get install postgresql-client`);
  if (restore.status !== 0) fail('pg_restore failed: drop the database, create it anew and try again');
  console.log(`Restored ${file} into the database of DATABASE_URL.`);
} else {
  const owner = embeddedOwner(config.dataDir);
  if (owner !== undefined) fail(`Stop the portal first (process ${owner} uses ${config.dataDir}).`);
  const release = claimEmbedded(config.dataDir);
  const folder = join(config.dataDir, 'pglite');
  if (existsSync(folder) && readdirSync(folder).length > 0) {
    const aside = `${folder}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(folder, aside);
    console.log(`The present database moved to ${aside}.`);
  }
  const db = createDatabase({
    databaseUrl: undefined,
    pgliteDir: folder,
    pgliteSnapshot: new Blob([readFileSync(file)]),
  });
  try {
    await sql`select 1 from kysely_migration limit 1`.execute(db);
  } finally {
    await db.destroy();
    release();
  }
  console.log(`Restored ${file} into ${folder}.`);
}
