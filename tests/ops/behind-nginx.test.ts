import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SEED_OPTIONS, DEMO, runSeed } from '../../src/server/cli/seed/run-seed.ts';
import { summaryMismatches } from '../../src/server/statistics/summary-check.ts';
import { pickLearners } from '../../scripts/bench/load.ts';
import { savedOperations } from '../../scripts/load/run-database.ts';
import { freePort, startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { startSmtpListener, type SmtpListener } from '../support/smtp-listener.ts';
import { createTestDatabase, usesPostgres, type TestDatabase } from '../support/test-database.ts';
import { httpsClient, json, type Answer } from './https-client.ts';
import { startNginx, type Nginx } from './nginx.ts';

/**
 * Two instances behind Debian's nginx with deploy/nginx/portal.conf, on one PostgreSQL: what an
 * operator's recipe promises, tried with real parts (TLS, forwarded headers, caching, limits, a
 * restart under load).
 */
if (!usesPostgres) throw new Error('the operations tests need PostgreSQL: set TEST_DATABASE_URL');

const dir = mkdtempSync(join(tmpdir(), 'portal-ops-'));
const nginxDir = mkdtempSync(join(tmpdir(), 'portal-nginx-'));
let database: TestDatabase;
let smtp: SmtpListener;
let nginx: Nginx;
const ports: number[] = [];
const instances: ServerProcess[] = [];
let env: Record<string, string>;

beforeAll(async () => {
  database = await createTestDatabase();
  await runSeed(database.db, { ...DEFAULT_SEED_OPTIONS, companies: 3, employers: 3, employees: 90 }, () => undefined);
  smtp = await startSmtpListener();
  ports.push(await freePort(), await freePort());
  env = {
    DATABASE_URL: database.url!,
    SMTP_URL: smtp.url,
    MAIL_POLL_MS: '100',
    PUBLIC_URL: 'https://portal.test',
    TRUST_PROXY: '127.0.0.1',
    SHUTDOWN_DRAIN_SECONDS: '1',
    DATA_DIR: dir,
    SECOND_FACTOR_KEY: Buffer.alloc(32, 9).toString('base64'),
  };
  instances.push(...(await Promise.all(ports.map((port) => startServerProcess(env, { port })))));
  nginx = await startNginx(nginxDir, ports);
}, 120_000);

afterAll(async () => {
  await nginx?.stop();
  await Promise.all(instances.map((instance) => instance.stop()));
  await smtp?.close();
  await database?.drop();
  for (const folder of [dir, nginxDir]) rmSync(folder, { recursive: true, force: true });
});

const header = (answer: Answer, name: string) => answer.headers[name] as string | undefined;

describe('the portal behind nginx', () => {
  it('serves the app over TLS: the shell and service worker never cached, hashed files for a year per encoding', async () => {
    const { send, close } = httpsClient(nginx.url, nginx.ca);
    try {
      const shell = await send('GET', '/', { headers: { 'accept-encoding': 'br' } });
      expect(shell.status).toBe(200);
      expect(header(shell, 'cache-control')).toBe('no-cache');
      expect(header(shell, 'strict-transport-security')).toContain('max-age=31536000');
      for (let i = 0; i < 2; i++) {
        const worker = await send('GET', '/sw.js');
        expect(worker.status).toBe(200);
        expect(header(worker, 'cache-control')).toBe('no-cache');
        expect(header(worker, 'x-cache-status')).toBeUndefined();
      }
      // A script large enough for the build to have written its compressed copies.
      const asset = readdirSync('dist/assets')
        .find((name) => name.endsWith('.js.br'))!
        .replace(/\.br$/, '');
      const first = await send('GET', `/assets/${asset}`, { headers: { 'accept-encoding': 'gzip, br' } });
      const again = await send('GET', `/assets/${asset}`, { headers: { 'accept-encoding': 'gzip, br' } });
      const gzip = await send('GET', `/assets/${asset}`, { headers: { 'accept-encoding': 'gzip' } });
      expect([first, again, gzip].map((a) => a.status)).toEqual([200, 200, 200]);
      expect(header(first, 'cache-control')).toBe('public, max-age=31536000, immutable');
      expect([header(first, 'content-encoding'), header(again, 'content-encoding')]).toEqual(['br', 'br']);
      expect([header(first, 'x-cache-status'), header(again, 'x-cache-status')]).toEqual(['MISS', 'HIT']);
      expect(header(gzip, 'content-encoding')).toBe('gzip');
      expect(again.body.equals(first.body)).toBe(true);
    } finally {
      close();
    }
  });

  it('never passes /metrics on, and stops oversized bodies with the portal’s error shape', async () => {
    const { send, close } = httpsClient(nginx.url, nginx.ca);
    try {
      expect((await send('GET', '/metrics')).status).toBe(404);
      expect((await send('GET', '/metrics/')).status).toBe(404);
      const direct = await fetch(`${instances[0]!.url}/metrics`);
      expect(direct.status).toBe(200);
      expect(await direct.text()).toContain('portal_http_requests_total');

      const body = (size: number) => Buffer.from(JSON.stringify({ email: 'a@b.de', password: 'x'.repeat(size) }));
      const byPortal = await send('POST', '/api/employee/login', { raw: body(110 * 1024) });
      const byNginx = await send('POST', '/api/employee/login', { raw: body(300 * 1024) });
      for (const refused of [byPortal, byNginx]) {
        expect(refused.status).toBe(413);
        expect(json(refused)).toMatchObject({ error: { statusCode: 413, code: 'PAYLOAD_TOO_LARGE' } });
      }
    } finally {
      close();
    }
  });

  it('believes only the address nginx appended: a guesser gains nothing from made-up headers or another instance', async () => {
    const [person] = await pickLearners(database.db, 1);
    // One account from one address: made-up forwarding headers do not make new pairs of address and
    // account, and nginx's turns between the instances do not make new counters.
    const guesser = httpsClient(nginx.url, nginx.ca, '127.0.0.50');
    try {
      // Five guesses are free; the sixth makes the next one wait.
      for (let i = 0; i < 6; i++) {
        const wrong = await guesser.send('POST', '/api/employee/login', {
          body: { email: person!.email, password: `wrong guess number ${i}` },
          headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
        });
        expect(wrong.status).toBe(401);
      }
      const right = await guesser.send('POST', '/api/employee/login', {
        body: { email: person!.email, password: DEMO.password },
        headers: { 'x-forwarded-for': '198.51.100.99' },
      });
      expect(right.status).toBe(429);
    } finally {
      guesser.close();
    }
    // Guessing many accounts from one address that claims to be many: the address's limit holds.
    const sprayer = httpsClient(nginx.url, nginx.ca, '127.0.0.51');
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 40 && !statuses.includes(429); i++) {
        const answer = await sprayer.send('POST', '/api/employee/login', {
          body: { email: `nobody.${i}@example.de`, password: 'wrong wrong wrong wrong' },
          headers: { 'x-forwarded-for': `203.0.113.${i + 1}`, 'x-real-ip': `203.0.113.${i + 1}` },
        });
        statuses.push(answer.status);
      }
      expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
      expect(statuses).toContain(429);
    } finally {
      sprayer.close();
    }
  });

  it('keeps learners saving while an instance restarts: every acknowledged save stored, no failed request, each mail once', async () => {
    const learners = await pickLearners(database.db, 24);
    const others = (await pickLearners(database.db, 60))
      .filter((p) => !learners.some((l) => l.id === p.id))
      .slice(0, 10);
    expect(learners).toHaveLength(24);
    expect(others).toHaveLength(10);

    const answers: { kind: string; status: number; ms: number }[] = [];
    const acknowledged: string[] = [];
    const clients = learners.map((_, i) => httpsClient(nginx.url, nginx.ca, `127.0.1.${i + 1}`));
    const tokens = await Promise.all(
      learners.map(async (learner, i) => {
        const answer = await clients[i]!.send('POST', '/api/employee/login', {
          body: { email: learner.email, password: DEMO.password },
        });
        expect(answer.status).toBe(200);
        return json<{ id: string }>(answer).id;
      }),
    );

    const runMs = 14_000;
    const started = Date.now();
    const learn = async (i: number) => {
      const { send } = clients[i]!;
      const slug = learners[i]!.slugs[0]!;
      const begun = await send('POST', '/api/progress/create-progress', {
        token: tokens[i],
        body: { trainingSlug: slug },
      });
      answers.push({ kind: 'create', status: begun.status, ms: begun.ms });
      for (let n = 1; Date.now() - started < runMs; n++) {
        const opId = randomUUID();
        const saved = await send('POST', '/api/progress/save-progress', {
          token: tokens[i],
          body: { opId, trainingSlug: slug, slide: (n % 20) + 1, secondsSpent: 1 },
        });
        answers.push({ kind: 'save', status: saved.status, ms: saved.ms });
        if (saved.status === 200) acknowledged.push(opId);
        if (n % 10 === 0) {
          const read = await send('GET', '/api/progress/get-progress', { token: tokens[i] });
          answers.push({ kind: 'read', status: read.status, ms: read.ms });
        }
        await new Promise((resolve) => setTimeout(resolve, 80 + Math.random() * 120));
      }
    };
    const restart = async () => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const stopped = Date.now();
      await instances[0]!.stop();
      instances[0] = await startServerProcess(env, { port: ports[0]! });
      return Date.now() - stopped;
    };
    const resets = async () => {
      // Requested before the stop (a reset is not repeated by nginx), sent while an instance goes.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      return Promise.all(
        others.map(async (person, i) => {
          const client = httpsClient(nginx.url, nginx.ca, `127.0.2.${i + 1}`);
          await new Promise((resolve) => setTimeout(resolve, i * 150));
          const answer = await client.send('POST', '/api/employee/reset', { body: { email: person.email } });
          client.close();
          return answer.status;
        }),
      );
    };
    const [, restartMs, resetStatuses] = await Promise.all([
      Promise.all(learners.map((_, i) => learn(i))),
      restart(),
      resets(),
    ]);
    clients.forEach((client) => client.close());

    const failed = answers.filter((answer) => answer.status !== 200);
    const saves = answers
      .filter((answer) => answer.kind === 'save')
      .map((answer) => answer.ms)
      .sort((x, y) => x - y);
    const at = (q: number) => Math.round(saves[Math.min(saves.length - 1, Math.floor(q * saves.length))]!);
    console.log(
      `behind nginx: ${answers.length} requests, ${saves.length} saves (${acknowledged.length} acknowledged), ` +
        `${failed.length} failed, saves p50 ${at(0.5)} ms p99 ${at(0.99)} ms, instance down and back in ${restartMs} ms`,
    );
    expect(failed).toEqual([]);
    expect(saves.length).toBeGreaterThan(300);
    expect(await savedOperations(database.db, acknowledged)).toBe(acknowledged.length);
    expect(resetStatuses).toEqual(others.map(() => 200));

    // The restarted instance took its share again.
    const metrics = await (await fetch(`${instances[0]!.url}/metrics`)).text();
    expect(metrics).toMatch(
      /portal_http_requests_total\{method="POST",route="\/api\/progress\/save-progress",status="200"\} [1-9]/,
    );

    // Each reset mail once, though both senders ran and one stopped in between.
    await smtp.waitFor(others.length, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const recipients = smtp.messages.map((mail) => mail.to?.[0]?.address).sort();
    expect(recipients).toEqual(others.map((person) => person.email).sort());

    // The statistics both instances folded are exact once the saves stop.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await summaryMismatches(database.db)).toEqual({ learners: 0, companies: 0, courses: 0 });
  }, 120_000);
});
