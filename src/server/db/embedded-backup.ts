import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dumpEmbedded, type Db } from './database.ts';

/** Where the server writes the copies a backup asks for (npm run backup). */
export const backupsDir = (dataDir: string) => join(dataDir, 'backups');

/**
 * Writes a consistent copy of the embedded database to DATA_DIR/backups/pglite-<moment>.tar.gz
 * (first under a temporary name, so that a reader never sees half a file) and answers its path.
 */
export async function writeEmbeddedBackup(db: Db, dataDir: string, now = new Date()): Promise<string> {
  const dump = await dumpEmbedded(db);
  if (!dump) throw new Error('not an embedded database');
  mkdirSync(backupsDir(dataDir), { recursive: true, mode: 0o700 });
  const file = join(backupsDir(dataDir), `pglite-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz`);
  writeFileSync(`${file}.partial`, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
  renameSync(`${file}.partial`, file);
  return file;
}
