import { copyFileSync, existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '../config.ts';
import { backupsDir, writeEmbeddedBackup } from '../db/embedded-backup.ts';
import { describeOwner, embeddedOwner } from '../db/embedded-owner.ts';
import { fail, hasEmbedded, withEmbedded } from './embedded-command.ts';
import { postgresTool } from './postgres-tool.ts';

/**
 * npm run backup -- [--out FILE]
 * PostgreSQL (DATABASE_URL): `pg_dump --format=custom` into FILE (default portal-<moment>.dump),
 * readable by its owner only. Embedded (DATA_DIR/pglite): a consistent copy as .tar.gz; while the
 * portal runs, the server writes it when asked (SIGUSR2), otherwise this command opens the folder;
 * with --out it is moved there. Restore with npm run restore (docs/operations.md).
 */
const { values } = parseArgs({ options: { out: { type: 'string' } } });
const config = readConfig();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
// The backup holds every account: only its owner may read it.
process.umask(0o077);

if (config.databaseUrl) {
  const out = resolve(values.out ?? `portal-${stamp}.dump`);
  postgresTool(
    'pg_dump',
    ['--format=custom', '--no-owner', `--file=${out}`],
    config.databaseUrl,
    'nothing was written',
  );
  console.log(`PostgreSQL backup written to ${out}`);
} else {
  if (!hasEmbedded(config.dataDir)) fail(`There is no embedded database in ${config.dataDir} (DATA_DIR) to back up.`);
  const made = await embeddedBackup();
  const out = values.out ? resolve(values.out) : made;
  if (out !== made) moveFile(made, out);
  console.log(`Embedded database backup written to ${out}`);
  console.log('Keep it away from the sealing key (SECOND_FACTOR_KEY or DATA_DIR/second-factor.key).');
}

/** The copy is made by the running server, or here when none runs. */
async function embeddedBackup(): Promise<string> {
  const owner = embeddedOwner(config.dataDir);
  if (!owner) return withEmbedded(config.dataDir, (db) => writeEmbeddedBackup(db, config.dataDir));
  if (owner.role !== 'server' || owner.host !== hostname()) fail(`Not now: ${describeOwner(owner, config.dataDir)}.`);
  const dir = backupsDir(config.dataDir);
  const before = new Set(existsSync(dir) ? readdirSync(dir) : []);
  process.kill(owner.pid, 'SIGUSR2');
  const end = Date.now() + 120_000;
  while (Date.now() < end) {
    await new Promise((r) => setTimeout(r, 200));
    const made = existsSync(dir)
      ? readdirSync(dir).find((name) => name.endsWith('.tar.gz') && !before.has(name))
      : undefined;
    if (made) return join(dir, made);
  }
  return fail(`The portal (process ${owner.pid}) wrote no backup within two minutes: see its log.`);
}

function moveFile(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch {
    copyFileSync(from, to); // another file system
    rmSync(from);
  }
}
