import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createDatabase, type Db } from '../db/database.ts';
import { claimEmbedded, describeOwner, embeddedOwner } from '../db/embedded-owner.ts';

/** Ends a command with a message and exit code 1. */
export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Whether DATA_DIR holds an embedded database (PGlite writes PG_VERSION when it makes one). */
export const hasEmbedded = (dataDir: string) => existsSync(join(dataDir, 'pglite', 'PG_VERSION'));

/** Makes this command the embedded folder's only user, or ends it while the portal or another command has it. */
export function claimOrExit(dataDir: string): () => void {
  const owner = embeddedOwner(dataDir);
  if (owner) fail(`Stop it first: ${describeOwner(owner, dataDir)}.`);
  try {
    return claimEmbedded(dataDir, 'command');
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
}

/**
 * Runs `work` on the embedded database as the folder's only user: refused while the portal or
 * another command has it (a server would be destroyed by a second opener).
 */
export async function withEmbedded<T>(dataDir: string, work: (db: Db) => Promise<T>): Promise<T> {
  const release = claimOrExit(dataDir);
  const db = createDatabase({ pgliteDir: join(dataDir, 'pglite') });
  try {
    return await work(db);
  } finally {
    await db.destroy();
    release();
  }
}
