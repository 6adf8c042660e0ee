import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import type { Db } from '../../src/server/db/database.ts';
import { DEMO } from '../../src/server/cli/seed/run-seed.ts';

/**
 * Throughput and latency of save-progress and get-progress under concurrent load: autocannon
 * (50 connections) against the real server started as its own process on 127.0.0.1, with a few
 * hundred learners signed in, and the same against the bare node:http + pg baseline
 * (baseline-server.ts) in the same run.
 */
export type Learner = { id: number; companyId: number; email: string; slugs: string[]; token?: string };
export type LoadRow = {
  target: string;
  call: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** What the errors were, when there were any. */
  detail: string;
};

const CONNECTIONS = 50;

/** Learners of many companies (active, with courses), spread by a hash of their id. */
export async function pickLearners(db: Db, count: number): Promise<Learner[]> {
  const { rows } = await sql<{ id: number; company_id: number; email: string; slugs: string[] }>`
    select u.id, u.company_id, u.email, array_agg(ta.training_slug order by ta.training_slug) as slugs
    from users u join training_assignments ta on ta.user_id = u.id
    where u.role in ('manager', 'employee') and u.password_hash is not null and u.locked_at is null
      and u.id in (select id from users where role in ('manager', 'employee') order by hashint4(id) limit ${count * 3})
    group by u.id, u.company_id, u.email
    limit ${count}
  `.execute(db);
  return rows.map((r) => ({ id: r.id, companyId: r.company_id, email: r.email, slugs: r.slugs }));
}

async function freePort(): Promise<number> {
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

async function waitFor(url: string, child: ChildProcess, seconds = 120): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: the process ended (${child.exitCode})`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

type Started = { url: string; stop: () => Promise<void> };

async function start(script: string, env: Record<string, string>, probePath: string): Promise<Started> {
  const port = await freePort();
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent', MAIL_POLL_MS: '60000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}${probePath}`, child);
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The real server, as `npm run serve` starts it, on PostgreSQL or on PGlite in `dataDir`. */
export const startPortal = (db: { databaseUrl?: string; dataDir?: string }) =>
  start(
    'src/server/main.ts',
    db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : { DATABASE_URL: '', DATA_DIR: db.dataDir ?? 'data' },
    '/api/health',
  );

export const startBaseline = (databaseUrl: string) =>
  start('scripts/bench/baseline-server.ts', { DATABASE_URL: databaseUrl }, '/');

/** Signs the learners in through the portal (argon2 verification, a few at a time). */
export async function signIn(url: string, learners: Learner[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < learners.length) {
      const learner = learners[next++]!;
      const response = await fetch(`${url}/api/employee/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: learner.email, password: DEMO.password }),
      });
      if (response.status !== 200) throw new Error(`sign-in of ${learner.email}: ${response.status}`);
      learner.token = ((await response.json()) as { id: string }).id;
    }
  };
  await Promise.all([1, 2, 3, 4].map(worker));
}

async function run(url: string, seconds: number, request: autocannon.Request): Promise<autocannon.Result> {
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, requests: [request] });
}

/** One slide-and-time save of a random learner in one of their courses, with a new operation id. */
function saveRequest(learners: Learner[]): autocannon.Request {
  let i = 0;
  return {
    method: 'POST',
    path: '/api/progress/save-progress',
    setupRequest: (request) => {
      const learner = learners[i++ % learners.length]!;
      const slug = learner.slugs[Math.floor(Math.random() * learner.slugs.length)]!;
      return {
        ...request,
        headers: { 'content-type': 'application/json', authorization: learner.token ?? '' },
        body: JSON.stringify({
          opId: randomUUID(),
          trainingSlug: slug,
          slide: Math.floor(Math.random() * 8),
          secondsSpent: 5,
        }),
      };
    },
  };
}

function readRequest(learners: Learner[]): autocannon.Request {
  let i = 0;
  return {
    method: 'GET',
    path: '/api/progress/get-progress',
    setupRequest: (request) => ({
      ...request,
      headers: { authorization: learners[i++ % learners.length]!.token ?? '' },
    }),
  };
}

function row(target: string, call: string, result: autocannon.Result): LoadRow {
  return {
    target,
    call,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // autocannon's `errors` already counts the timeouts.
    errors: result.errors + result.non2xx,
    detail: `${result.timeouts} timed out after 10 s, ${result['4xx']} 4xx, ${result['5xx']} 5xx`,
  };
}

export async function loadRuns(target: string, url: string, learners: Learner[], seconds: number): Promise<LoadRow[]> {
  // A short warm-up: connections, prepared plans, caches.
  await run(url, 2, saveRequest(learners));
  return [
    row(target, 'save-progress', await run(url, seconds, saveRequest(learners))),
    row(target, 'get-progress', await run(url, seconds, readRequest(learners))),
  ];
}
