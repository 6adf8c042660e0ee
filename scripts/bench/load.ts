import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import type { Db } from '../../src/server/db/database.ts';
import { freePort } from '../load/processes.ts';
import { pacedLoad } from './paced-load.ts';
import { DEMO } from '../../src/server/cli/seed/run-seed.ts';

/**
 * Throughput and latency of the learner's calls under concurrent load: autocannon (50 connections)
 * against the real server started as its own process on 127.0.0.1, with a few hundred learners
 * signed in, interleaved with the same number of runs against the bare counterparts of
 * baseline-server.ts, so that machine noise hits both alike and the ratios hold.
 */
/** `device`: the mark (cookie) of the browser the learner signed in on, once signed in. */
export type Learner = {
  id: number;
  companyId: number;
  email: string;
  slugs: string[];
  token?: string;
  device?: string;
};
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

type LearnerRow = { id: number; company_id: number; email: string; slugs: string[] };
const toLearners = (rows: LearnerRow[]): Learner[] =>
  rows.map((r) => ({ id: r.id, companyId: r.company_id, email: r.email, slugs: r.slugs }));

/** Learners of many companies (active, with courses), spread by a hash of their id. */
export async function pickLearners(db: Db, count: number): Promise<Learner[]> {
  const { rows } = await sql<LearnerRow>`
    select u.id, u.company_id, u.email, array_agg(ta.training_slug order by ta.training_slug) as slugs
    from users u join training_assignments ta on ta.user_id = u.id
    where u.role in ('manager', 'employee') and u.password_hash is not null and u.locked_at is null
      and u.id in (select id from users where role in ('manager', 'employee') order by hashint4(id) limit ${count * 3})
    group by u.id, u.company_id, u.email
    limit ${count}
  `.execute(db);
  return toLearners(rows);
}

/** `count` learners of exactly `companies` companies with people (the largest first), evenly spread. */
export async function pickSpreadLearners(db: Db, companies: number, count: number): Promise<Learner[]> {
  const { rows } = await sql<LearnerRow & { rank: number }>`
    with chosen as (
      select company_id from users where role in ('manager', 'employee') and company_id is not null
      group by company_id order by count(*) desc, company_id limit ${companies}
    ),
    ranked as (
      select u.id, u.company_id, u.email, row_number() over (partition by u.company_id order by hashint4(u.id)) as rank
      from users u join chosen c on c.company_id = u.company_id
      where u.role in ('manager', 'employee') and u.password_hash is not null and u.locked_at is null
        and exists (select 1 from training_assignments ta where ta.user_id = u.id)
    )
    select r.id, r.company_id, r.email, r.rank,
      array(select training_slug from training_assignments ta where ta.user_id = r.id order by 1) as slugs
    from ranked r where r.rank <= ${Math.ceil(count / companies)}
    order by r.rank, r.company_id limit ${count}
  `.execute(db);
  return toLearners(rows);
}

/** `count` learners of one company. */
export async function pickCompanyLearners(db: Db, companyId: number, count: number): Promise<Learner[]> {
  const { rows } = await sql<LearnerRow>`
    select u.id, u.company_id, u.email,
      array(select training_slug from training_assignments ta where ta.user_id = u.id order by 1) as slugs
    from users u
    where u.company_id = ${companyId} and u.role in ('manager', 'employee') and u.password_hash is not null
      and u.locked_at is null and exists (select 1 from training_assignments ta where ta.user_id = u.id)
    order by hashint4(u.id) limit ${count}
  `.execute(db);
  return toLearners(rows);
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

type Started = { url: string; pid: number | undefined; stop: () => Promise<void> };

async function start(script: string, env: Record<string, string>, probePath: string): Promise<Started> {
  const port = await freePort();
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, LOG_LEVEL: 'silent', MAIL_POLL_MS: '60000', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}${probePath}`, child);
  return {
    url,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The real server, as `npm run serve` starts it, on PostgreSQL or on PGlite in `dataDir`. */
export const startPortal = (db: { databaseUrl?: string; dataDir?: string }, env: Record<string, string> = {}) =>
  start(
    'src/server/main.ts',
    {
      ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : { DATABASE_URL: '', DATA_DIR: db.dataDir ?? 'data' }),
      ...env,
    },
    '/api/health',
  );

export const startBaseline = (databaseUrl: string, env: Record<string, string> = {}) =>
  start('scripts/bench/baseline-server.ts', { DATABASE_URL: databaseUrl, ...env }, '/');

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
      learner.device = response.headers.get('set-cookie')?.split(';')[0];
    }
  };
  await Promise.all([1, 2, 3, 4].map(worker));
}

export type Target = { url: string; request: autocannon.Request };

function run(target: Target, seconds: number, connections = CONNECTIONS): Promise<autocannon.Result> {
  return autocannon({ url: target.url, connections, duration: seconds, requests: [target.request] });
}

const cycle = <T>(items: T[]) => {
  let i = 0;
  return () => items[i++ % items.length]!;
};

/** One slide-and-time save of a learner in one of their courses, with a new operation id. */
function saveRequest(learners: Learner[]): autocannon.Request {
  const next = cycle(learners);
  return {
    method: 'POST',
    path: '/api/progress/save-progress',
    setupRequest: (request) => {
      const learner = next();
      return {
        ...request,
        headers: { 'content-type': 'application/json', authorization: learner.token ?? '' },
        body: JSON.stringify(saveBody(learner)),
      };
    },
  };
}

function saveBody(learner: Learner) {
  return {
    opId: randomUUID(),
    trainingSlug: learner.slugs[Math.floor(Math.random() * learner.slugs.length)]!,
    slide: Math.floor(Math.random() * 8),
    secondsSpent: 5,
  };
}

/** The bare counterpart of a save: the same body, one INSERT. */
function insertRequest(learners: Learner[]): autocannon.Request {
  const next = cycle(learners);
  return {
    method: 'POST',
    path: '/bare/insert',
    setupRequest: (request) => {
      const learner = next();
      return {
        ...request,
        headers: { 'content-type': 'application/json', 'x-user': String(learner.id) },
        body: JSON.stringify(saveBody(learner)),
      };
    },
  };
}

function signedInGet(learners: Learner[], path: string): autocannon.Request {
  const next = cycle(learners);
  return {
    method: 'GET',
    path,
    setupRequest: (request) => ({ ...request, headers: { authorization: next().token ?? '' } }),
  };
}

function bareProgress(learners: Learner[]): autocannon.Request {
  const next = cycle(learners);
  return {
    method: 'GET',
    path: '/bare/progress',
    setupRequest: (request) => ({ ...request, path: `/bare/progress?user=${next().id}` }),
  };
}

/**
 * Sign-ins of the learners: on a browser they signed in on before (its mark sent along, the usual
 * case), or each time on a browser new to the portal (a new mark stored every time).
 */
function loginRequest(learners: Learner[], browser: 'remembered' | 'new'): autocannon.Request {
  const next = cycle(learners);
  return {
    method: 'POST',
    path: '/api/employee/login',
    setupRequest: (request) => {
      const learner = next();
      const device = browser === 'remembered' ? learner.device : undefined;
      return {
        ...request,
        headers: { 'content-type': 'application/json', ...(device ? { cookie: device } : {}) },
        body: JSON.stringify({ email: learner.email, password: DEMO.password }),
      };
    },
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

/** A portal call and its bare counterpart, measured one after the other in every round. */
export type Pair = { call: string; portal: Target; bare: Target };

export function learnerPairs(portal: string, bare: string, spread: Learner[], oneCompany: Learner[]): Pair[] {
  return [
    {
      call: `save-progress, ${new Set(spread.map((l) => l.companyId)).size} companies`,
      portal: { url: portal, request: saveRequest(spread) },
      bare: { url: bare, request: insertRequest(spread) },
    },
    {
      call: 'save-progress, one company',
      portal: { url: portal, request: saveRequest(oneCompany) },
      bare: { url: bare, request: insertRequest(oneCompany) },
    },
    {
      call: 'get-training',
      portal: { url: portal, request: signedInGet(spread, '/api/trainings/get-training/malware?lang=de') },
      bare: { url: bare, request: { method: 'GET', path: '/bare/material' } },
    },
    {
      call: 'get-progress',
      portal: { url: portal, request: signedInGet(spread, '/api/progress/get-progress') },
      bare: { url: bare, request: bareProgress(spread) },
    },
    {
      call: 'login, remembered browser',
      portal: { url: portal, request: loginRequest(spread, 'remembered') },
      bare: { url: bare, request: { method: 'POST', path: '/bare/argon2', body: '{}' } },
    },
    {
      call: 'login, new browser',
      portal: { url: portal, request: loginRequest(spread, 'new') },
      bare: { url: bare, request: { method: 'POST', path: '/bare/argon2', body: '{}' } },
    },
  ];
}

/**
 * A pause after each run: a server still works off what it had accepted when the load stopped
 * (50 sign-ins queued for argon2 take a second of both cores), and that must not fall into the
 * next run's figures, whichever target it measures.
 */
const SETTLE_MS = 1500;

/** Runs the target, then lets the machine settle. */
async function settledRun(target: Target, seconds: number): Promise<autocannon.Result> {
  const result = await run(target, seconds);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  return result;
}

/** `rounds` times every pair, portal then bare: A B A B, so that noise falls on both. */
export async function interleavedRuns(pairs: Pair[], rounds: number, seconds: number): Promise<LoadRow[][]> {
  // A short warm-up of each: connections, prepared plans, caches, the JIT.
  for (const pair of pairs) {
    await settledRun(pair.portal, 1);
    await settledRun(pair.bare, 1);
  }
  const results: LoadRow[][] = [];
  for (let round = 0; round < rounds; round++) {
    const rows: LoadRow[] = [];
    for (const pair of pairs) {
      rows.push(row('portal', pair.call, await settledRun(pair.portal, seconds)));
      rows.push(row('bare', pair.call, await settledRun(pair.bare, seconds)));
    }
    results.push(rows);
  }
  return results;
}

/**
 * Saves of `learners` at full speed and, at the same time, a learner opening pages (two
 * connections reading their progress and a course): how long a reader waits while saves run.
 */
export async function savesWithReaders(url: string, learners: Learner[], seconds: number): Promise<LoadRow[]> {
  const reads = signedInGet(learners, '/api/progress/get-progress');
  const [saves, gets] = await Promise.all([
    run({ url, request: saveRequest(learners) }, seconds),
    run({ url, request: reads }, seconds, 2),
  ]);
  return [row('portal', 'save-progress', saves), row('portal', 'get-progress during saves', gets)];
}

/** Saves of `learners` at full speed over the usual connections, as one row named `call`. */
export async function saveLoad(url: string, learners: Learner[], seconds: number, call: string): Promise<LoadRow> {
  return row('portal', call, await run({ url, request: saveRequest(learners) }, seconds));
}

/** The learners' saves arriving at `rate` a second, as independent people's do (paced-load.ts). */
export async function pacedSaveLoad(
  url: string,
  learners: Learner[],
  rate: number,
  seconds: number,
  call: string,
): Promise<LoadRow> {
  const next = cycle(learners);
  const result = await pacedLoad(
    url,
    () => {
      const learner = next();
      return {
        method: 'POST',
        path: '/api/progress/save-progress',
        headers: { 'content-type': 'application/json', authorization: learner.token ?? '' },
        body: JSON.stringify(saveBody(learner)),
      };
    },
    rate,
    seconds,
  );
  return { target: 'portal', call, ...result };
}
