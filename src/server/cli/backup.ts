import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '../config.ts';
import { createDatabase } from '../db/database.ts';
import { backupsDir, writeEmbeddedBackup } from '../db/embedded-backup.ts';
import { claimEmbedded, embeddedOwner } from '../db/embedded-owner.ts';

/**
 * npm run backup -- [--out FILE]
 * PostgreSQL (DATABASE_URL): `pg_dump --format=custom` into FILE (default portal-<moment>.dump).
 * Embedded (DATA_DIR/pglite): a consistent copy as .tar.gz; while a server runs on the folder it
 * writes the copy itself when asked (SIGUSR2), otherwise this command opens the folder.
 * Restore with npm run restore (docs/operations.md).
 */
const { values } = parseArgs({ options: { out: { type: 'string' } } });
const config = readConfig();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (config.databaseUrl) {
  const out = resolve(values.out ?? `portal-${stamp}.dump`);
  const dump = spawnSync('pg_dump', ['--format=custom', '--no-owner', `--file=${out}`, config.databaseUrl], {
    stdio: 'inherit',
  });
  if (dump.error) fail(`pg_dump could not run (${dump.error.message}): apt-get install postgresql-client`);
  if (dump.status !== 0) fail('pg_dump failed; nothing was written');
  console.log(`PostgreSQL backup written to ${out}`);
} else {
  const made = await embeddedBackup();
  const out = values.out ? resolve(values.out) : made;
  if (out !== made) copyFileSync(made, out);
  console.log(`Embedded database backup written to ${out}`);
  console.log('Keep the sealing key apart from it: SECOND_FACTOR_KEY or DATA_DIR/second-factor.key.');
}

async function embeddedBackup(): Promise<string> {
  const owner = embeddedOwner(config.dataDir);
  if (owner === undefined) {
    const release = claimEmbedded(config.dataDir);
    const db = createDatabase({ databaseUrl: undefined, pgliteDir: join(config.dataDir, 'pglite') });
    try {
      return await writeEmbeddedBackup(db, config.dataDir);
    } finally {
      await db.destroy();
      release();
    }
  }
  const dir = backupsDir(config.dataDir);
  const before = new Set(existsSync(dir) ? readdirSync(dir) : []);
  process.kill(owner, 'SIGUSR2');
  const end = Date.now() + 120_000;
  while (Date.now() < end) {
    await new Promise((r) => setTimeout(r, 200));
    const made = existsSync(dir)
      ? readdirSync(dir).find((name) => name.endsWith('.tar.gz') && !before.has(name))
      : undefined;
    if (made) return join(dir, made);
  }
  return fail(`the server (process ${owner}) wrote no backup within two minutes: see its log`);
}
