import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** The portal's server as its own process (src/server/main.ts, as `npm run serve` starts it). */

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type ServerProcess = {
  url: string;
  port: number;
  pid: number;
  /** Resident memory now, in MiB (VmRSS of /proc/<pid>/status). */
  rssMiB: () => number;
  /** The last lines the server wrote to stderr (its error log). */
  stderrTail: () => string;
  /** How the process ended, or undefined while it runs. */
  ended: () => string | undefined;
  /** SIGTERM and wait for the exit. */
  stop: () => Promise<void>;
  /** SIGKILL and wait for the exit. */
  kill: () => Promise<void>;
};

export function readRssMiB(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

async function waitForHealth(url: string, child: ChildProcess, seconds: number): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${url}: the server ended`);
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url}/api/health did not answer within ${seconds} s`);
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
  });

const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export async function startServerProcess(
  env: Record<string, string>,
  options: { port?: number; startSeconds?: number; errorLog?: boolean } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      MAIL_POLL_MS: '60000',
      // A load run reaches nothing outside this machine (decision 097: the bundled list alone).
      BREACHED_PASSWORDS_URL: 'off',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // The request log (stdout) is dropped; with `errorLog` the error lines (stderr) are kept.
      LOG_LEVEL: options.errorLog ? 'all' : 'silent',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const tail: string[] = [];
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    tail.push(...chunk.split('\n').filter(Boolean));
    if (tail.length > 60) tail.splice(0, tail.length - 60);
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child, options.startSeconds ?? 60);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${tail.join('\n')}`, {
      cause: error,
    });
  }
  const pid = child.pid ?? 0;
  return {
    url,
    port,
    pid,
    rssMiB: () => readRssMiB(pid),
    stderrTail: () => tail.join('\n'),
    ended: () =>
      child.exitCode !== null
        ? `exit code ${child.exitCode}`
        : child.signalCode !== null
          ? `signal ${child.signalCode}`
          : undefined,
    stop: async () => {
      child.kill('SIGTERM');
      await exited(child);
    },
    kill: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
  };
}

/** Samples the resident memory of some processes once a second; `peak` and `last` in MiB. */
export function sampleRss(servers: ServerProcess[]): { stop: () => { peak: number; last: number }[] } {
  const peaks = servers.map(() => 0);
  const lasts = servers.map(() => 0);
  const take = () =>
    servers.forEach((server, i) => {
      const rss = server.rssMiB();
      if (Number.isFinite(rss)) {
        peaks[i] = Math.max(peaks[i]!, rss);
        lasts[i] = rss;
      }
    });
  take();
  const timer = setInterval(take, 1000);
  return {
    stop: () => {
      clearInterval(timer);
      take();
      return servers.map((_, i) => ({ peak: peaks[i]!, last: lasts[i]! }));
    },
  };
}
