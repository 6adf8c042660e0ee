import { existsSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '../config.ts';
import { createDatabase } from '../db/database.ts';
import { claimEmbedded, describeOwner, embeddedOwner } from '../db/embedded-owner.ts';
import { countPublicTables, probeMigrationRecord } from './catalog.repository.ts';
import { fail } from './embedded-command.ts';
import { postgresTool } from './postgres-tool.ts';

/**
 * npm run restore -- FILE
 * PostgreSQL (DATABASE_URL): `pg_restore` of a backup made by npm run backup into that database,
 * which must be new and empty, in one transaction. Embedded (DATA_DIR/pglite): the portal must be
 * stopped; the copy is unpacked and checked beside the present folder, which then moves aside as
 * pglite.before-restore-<moment>. Start the portal afterwards: it migrates an older backup.
 */
const { positionals } = parseArgs({ allowPositionals: true });
const file = positionals[0] ? resolve(positionals[0]) : undefined;
if (!file || !existsSync(file)) fail('Usage: npm run restore -- FILE (a backup made by npm run backup)');
const config = readConfig();
const gzipped = readFileSync(file)
  .subarray(0, 2)
  .equals(Buffer.from([0x1f, 0x8b]));

if (config.databaseUrl) {
  if (gzipped) fail(`${file} is a copy of an embedded database: restore it without DATABASE_URL.`);
  const db = createDatabase({ databaseUrl: config.databaseUrl, pgliteDir: '' });
  const tables = await countPublicTables(db);
  await db.destroy();
  if (tables > 0) fail('The database of DATABASE_URL is not empty: restore into a new database (createdb).');
  postgresTool(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', file],
    config.databaseUrl,
    'the database is as it was before',
  );
  console.log(`Restored ${file} into the database of DATABASE_URL.`);
} else {
  if (!gzipped) fail(`${file} is not a copy of an embedded database (a PostgreSQL backup needs DATABASE_URL).`);
  const owner = embeddedOwner(config.dataDir);
  if (owner) fail(`Stop it first: ${describeOwner(owner, config.dataDir)}.`);
  const release = claimEmbedded(config.dataDir, 'command');
  const folder = join(config.dataDir, 'pglite');
  const restoring = `${folder}.restoring`;
  try {
    rmSync(restoring, { recursive: true, force: true });
    // Unpacked and read beside the present folder: a broken copy leaves the portal as it was.
    const db = createDatabase({ pgliteDir: restoring, pgliteSnapshot: new Blob([readFileSync(file)]) });
    try {
      await probeMigrationRecord(db);
    } finally {
      await db.destroy().catch(() => undefined);
    }
    if (existsSync(folder) && readdirSync(folder).length > 0) {
      const aside = `${folder}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(folder, aside);
      console.log(`The present database moved to ${aside}.`);
    }
    renameSync(restoring, folder);
  } catch (error) {
    rmSync(restoring, { recursive: true, force: true });
    fail(`${file} could not be restored (${error instanceof Error ? error.message : String(error)}); nothing changed.`);
  } finally {
    release();
  }
  console.log(`Restored ${file} into ${folder}.`);
}
