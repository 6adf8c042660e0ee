import { existsSync, readFileSync, renameSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/**
 * The embedded database's folder belongs to one process at a time: two PGlite instances on the same
 * files destroy them. The owner writes who it is beside the folder (DATA_DIR/pglite.pid); another
 * process that finds a living owner stops (a second server, a restore, a move) or, when the owner is
 * a server, asks it for a copy (a backup, docs/operations.md).
 */
export type Owner = { pid: number; role: 'server' | 'command'; host: string; started: string };

const ownerFile = (dataDir: string) => join(dataDir, 'pglite.pid');

/** When the process began, from /proc (Linux): tells a living owner from a new process with its old id. */
function startOf(pid: number): string {
  try {
    // Field 22 of /proc/<pid>/stat, counted after the command name (which may hold spaces).
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '';
  } catch {
    return '';
  }
}

function alive(owner: Owner): boolean {
  // Another machine or container: nothing here can tell, so it counts as living.
  if (owner.host !== hostname()) return true;
  if (owner.pid === process.pid && owner.started === startOf(process.pid)) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return owner.started === '' || owner.started === startOf(owner.pid);
}

function read(dataDir: string): Owner | undefined {
  try {
    const owner = JSON.parse(readFileSync(ownerFile(dataDir), 'utf8')) as Owner;
    return Number.isInteger(owner.pid) ? owner : undefined;
  } catch {
    return undefined;
  }
}

/** The living process that owns the folder, if any. */
export function embeddedOwner(dataDir: string): Owner | undefined {
  const owner = read(dataDir);
  return owner && alive(owner) ? owner : undefined;
}

/** A sentence naming the owner, for refusals. */
export const describeOwner = (owner: Owner, dataDir: string) =>
  `${owner.role === 'server' ? 'the portal' : 'a command of the portal'} (process ${owner.pid} on ${owner.host}) ` +
  `uses the embedded database in ${dataDir}; if it no longer runs, delete ${ownerFile(dataDir)}`;

/**
 * Makes this process the folder's owner, or throws while another lives. The file is created
 * exclusively, so of two processes starting together only one wins; a dead owner's file is moved
 * away first. The answer gives the folder up.
 */
export function claimEmbedded(dataDir: string, role: Owner['role']): () => void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const me: Owner = { pid: process.pid, role, host: hostname(), started: startOf(process.pid) };
  const text = `${JSON.stringify(me)}\n`;
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(ownerFile(dataDir), text, { flag: 'wx', mode: 0o600 });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = read(dataDir);
      if (owner && alive(owner)) throw new Error(describeOwner(owner, dataDir), { cause: error });
      if (attempt > 0) {
        throw new Error(`another process is claiming the embedded database in ${dataDir}: try again`, { cause: error });
      }
      // A dead owner's file: out of the way by a rename, which only one process can win.
      const stale = `${ownerFile(dataDir)}.stale-${process.pid}`;
      try {
        renameSync(ownerFile(dataDir), stale);
        rmSync(stale, { force: true });
      } catch {
        // Another process moved it first; the next attempt finds its claim.
      }
    }
  }
  return () => {
    if (existsSync(ownerFile(dataDir)) && readFileSync(ownerFile(dataDir), 'utf8') === text) {
      rmSync(ownerFile(dataDir), { force: true });
    }
  };
}
