import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './processes.ts';

/**
 * A PostgreSQL cluster of its own for one load or crash run: initdb into a fresh temporary folder
 * with Debian's binaries (the newest /usr/lib/postgresql/<version>), listening on a free port of
 * 127.0.0.1 only, trust authentication for the local role `portal`. `remove` stops it and deletes
 * the folder; it also runs when the process ends by Ctrl-C, SIGTERM or an error. Run as root, the
 * binaries run as the `postgres` user, who owns the folder.
 */
export type PrivatePostgres = {
  url: string;
  port: number;
  dir: string;
  /** `pg_ctl stop -m fast`: the server ends its sessions and shuts down. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  remove: () => void;
};

const ROOT = '/usr/lib/postgresql';

function binDir(): string {
  const versions = existsSync(ROOT)
    ? readdirSync(ROOT)
        .filter((name) => /^\d+$/.test(name) && existsSync(join(ROOT, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0)
    throw new Error(`no PostgreSQL server binaries under ${ROOT} (apt-get install postgresql)`);
  return join(ROOT, versions[0]!, 'bin');
}

const isRoot = () => process.getuid?.() === 0;

/** Runs a PostgreSQL binary, as the `postgres` user when we are root. */
function runPg(bin: string, args: string[]): void {
  const [command, commandArgs] = isRoot() ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  const result = spawnSync(command, commandArgs, { encoding: 'utf8', cwd: tmpdir() });
  if (result.status !== 0) {
    throw new Error(`${bin} ${args.join(' ')} failed (${result.status}): ${result.stderr || result.stdout}`);
  }
}

/** The same, without blocking the event loop (for stops and starts while requests run). */
function runPgAsync(bin: string, args: string[]): Promise<void> {
  const [command, commandArgs] = isRoot() ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd: tmpdir(), stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => (stderr += chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${bin} ${args.join(' ')} failed (${code}): ${stderr}`)),
    );
  });
}

const cleanups = new Set<() => void>();
let hooked = false;

function hookExit(): void {
  if (hooked) return;
  hooked = true;
  const runAll = () => {
    for (const cleanup of cleanups) {
      try {
        cleanup();
      } catch {
        // best effort on the way out
      }
    }
    cleanups.clear();
  };
  process.on('exit', runAll);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      console.error(`\n${signal}: removing the private PostgreSQL`);
      runAll();
      process.exit(130);
    });
  }
}

export async function startPrivatePostgres(log: (line: string) => void): Promise<PrivatePostgres> {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'portal-load-'));
  const data = join(dir, 'data');
  if (isRoot()) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  let running = false;
  const pgCtl = (args: string[]) => runPg(join(bin, 'pg_ctl'), ['-D', data, ...args]);
  const remove = () => {
    if (running) {
      try {
        pgCtl(['stop', '-m', 'immediate', '-w']);
      } catch {
        // already down
      }
      running = false;
    }
    rmSync(dir, { recursive: true, force: true });
    cleanups.delete(remove);
  };
  hookExit();
  cleanups.add(remove);

  const port = await freePort();
  try {
    runPg(join(bin, 'initdb'), ['-D', data, '-U', 'portal', '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
    const options = [
      `-p ${port}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      '-c max_connections=200',
      '-c shared_buffers=256MB',
    ].join(' ');
    const startArgs = ['-D', data, 'start', '-w', '-t', '60', '-l', join(dir, 'postgres.log'), '-o', options];
    runPg(join(bin, 'pg_ctl'), startArgs);
    running = true;
    const url = `postgres://portal@127.0.0.1:${port}/portal`;
    const admin = new pg.Client({ connectionString: `postgres://portal@127.0.0.1:${port}/postgres` });
    await admin.connect();
    await admin.query('create database portal');
    await admin.end();
    log(`private PostgreSQL ${bin.split('/').at(-2)} on 127.0.0.1:${port} (a temporary cluster, removed afterwards)`);
    return {
      url,
      port,
      dir,
      start: async () => {
        await runPgAsync(join(bin, 'pg_ctl'), startArgs);
        running = true;
      },
      stop: async () => {
        await runPgAsync(join(bin, 'pg_ctl'), ['-D', data, 'stop', '-m', 'fast', '-w']);
        running = false;
      },
      remove,
    };
  } catch (error) {
    const logFile = join(dir, 'postgres.log');
    if (existsSync(logFile)) console.error(readFileSync(logFile, 'utf8').slice(-2000));
    remove();
    throw error;
  }
}
