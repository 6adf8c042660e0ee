import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The embedded database's folder belongs to one process at a time: two PGlite instances on the same
 * files destroy them. The owner writes its process id beside the folder; another process that
 * finds a living owner stops (a second server) or asks the owner (a backup, docs/operations.md).
 */
const ownerFile = (dataDir: string) => join(dataDir, 'pglite.pid');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it lives, but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The process id of the living process that owns the folder, if any. */
export function embeddedOwner(dataDir: string): number | undefined {
  if (!existsSync(ownerFile(dataDir))) return undefined;
  const pid = Number(readFileSync(ownerFile(dataDir), 'utf8').trim());
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid) ? pid : undefined;
}

/** Makes this process the folder's owner, or throws while another lives; the answer gives it up. */
export function claimEmbedded(dataDir: string): () => void {
  const owner = embeddedOwner(dataDir);
  if (owner !== undefined) {
    throw new Error(
      `process ${owner} uses the embedded database in ${dataDir}: stop it first, two would destroy it ` +
        `(if that process is not the portal, delete ${ownerFile(dataDir)})`,
    );
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  writeFileSync(ownerFile(dataDir), `${process.pid}\n`, { mode: 0o600 });
  return () => {
    if (existsSync(ownerFile(dataDir)) && readFileSync(ownerFile(dataDir), 'utf8').trim() === String(process.pid)) {
      rmSync(ownerFile(dataDir), { force: true });
    }
  };
}
