import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Db } from '../../src/server/db/database.ts';
import { startSmtpListener } from '../../tests/support/smtp-listener.ts';
import { int, ms } from '../bench/report.ts';
import {
  LoadClient,
  type Outcome,
  report,
  rightAnswers,
  save,
  signInAll,
  simulate,
  type Simulation,
} from './learners.ts';
import type { SimLearner } from './learners.ts';
import { type PrivatePostgres, startPrivatePostgres } from './private-postgres.ts';
import { type ServerProcess, sleep, startServerProcess } from './processes.ts';
import { learnersFor, prepareDatabase, savedOperations } from './run-database.ts';

/**
 * npm run bench:crash [-- --only a,b,c]
 * Crashes and outages against the real server on a private PostgreSQL of its own:
 * a. kill -9 of the server in the middle of a save load, restart: every acknowledged save is stored;
 * b. PostgreSQL stopped for 10 s under load: clear 503 answers meanwhile, recovery without restart;
 * c. the mail server down: mails wait in the outbox and go out once when it is back.
 * Each scenario ends with PASS or FAIL; exit code 1 on any FAIL.
 */
const { values } = parseArgs({ options: { only: { type: 'string', default: 'a,b,c' } } });
const only = new Set(values.only.split(','));
// The run's own database connection loses its server in scenario b: no log lines for that.
process.env.LOG_LEVEL = 'silent';
const log = (line: string) => console.log(line);
const results: { name: string; pass: boolean }[] = [];

function verdict(name: string, checks: [boolean, string][]): void {
  for (const [ok, what] of checks) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}`);
  const pass = checks.every(([ok]) => ok);
  results.push({ name, pass });
  console.log(`${pass ? 'PASS' : 'FAIL'}: ${name}`);
}

function simulation(client: LoadClient, learners: SimLearner[], url: string, seconds: number): Simulation {
  return {
    client,
    learners,
    servers: [url],
    deadline: client.now() + seconds * 1000,
    rampMs: 0,
    saveEveryMs: [300, 1000],
    savesBeforeQuiz: [3, 6],
    signInConcurrency: 8,
    answers: rightAnswers(),
  };
}

const serverEnv = (postgres: PrivatePostgres, extra: Record<string, string> = {}) => ({
  DATABASE_URL: postgres.url,
  DATA_DIR: join(postgres.dir, 'server'),
  ...extra,
});

/** a. SIGKILL in the middle of a save load; every save acknowledged before is in the database. */
async function killDuringLoad(postgres: PrivatePostgres, db: Db, learners: SimLearner[]): Promise<ServerProcess> {
  console.log(`\n== a. kill -9 of the server during a save load (${learners.length} learners) ==`);
  const server = await startServerProcess(serverEnv(postgres), { errorLog: true });
  const client = new LoadClient(256);
  const sim = simulation(client, learners, server.url, 10);
  await signInAll(sim, learners);
  const signedIn = learners.filter((l) => l.token).length;
  sim.deadline = client.now() + 10_000;
  const killAt = client.now() + 5000;
  const load = simulate(sim);
  await sleep(killAt - client.now());
  await server.kill();
  const killedAt = client.now();
  client.stopped = true;
  await load;
  const acknowledged = [...client.acknowledgedSaves];
  const beforeKill = client.outcomes.filter((o) => o.kind.startsWith('save') && o.at < killedAt);
  report('a. requests until the kill', client.outcomes, killedAt / 1000);
  const lostAnswers = client.outcomes.filter((o) => o.status === 0).length;

  const restartStarted = performance.now();
  const restarted = await startServerProcess(serverEnv(postgres), { port: server.port, errorLog: true });
  const restartMs = performance.now() - restartStarted;
  const found = await savedOperations(db, acknowledged);
  const after = new LoadClient(8);
  const probe = simulation(after, learners, restarted.url, 5);
  const health = await after.send('health', 0, `${restarted.url}/api/health`);
  const learner = learners.find((l) => l.token)!;
  const saveStatus = await save(probe, learner, 'save', { trainingSlug: learner.slugs[0]!, slide: 1, secondsSpent: 1 });
  console.log(
    `learners signed in: ${signedIn}; saves sent before the kill: ${int(beforeKill.length)}; ` +
      `requests cut off by the kill: ${lostAnswers}`,
  );
  console.log(`acknowledged saves: ${int(acknowledged.length)}, found in the database: ${int(found)}`);
  console.log(
    `restart: listening again after ${ms(restartMs)}; health ${health.status}, a save with a token of before ${saveStatus}`,
  );
  verdict('a. kill -9 during a save load', [
    [signedIn === learners.length, 'every learner signed in before the load'],
    [acknowledged.length > 0, 'saves were acknowledged before the kill'],
    [found === acknowledged.length, 'every acknowledged save is in the database'],
    [health.status === 200 && saveStatus === 200, 'the restarted server answers (health, save with an old session)'],
  ]);
  return restarted;
}

const isEnvelope503 = (o: Outcome) =>
  o.status === 503 && o.errorCode === 'SERVICE_UNAVAILABLE' && o.envelopeStatus === 503;

/** b. PostgreSQL stopped for 10 s while learners save; 503s meanwhile, then recovery by itself. */
async function databaseOutage(postgres: PrivatePostgres, server: ServerProcess, learners: SimLearner[]): Promise<void> {
  console.log(`\n== b. PostgreSQL stopped for 10 s during a save load (${learners.length} learners) ==`);
  const client = new LoadClient(256, 10_000);
  const sim = simulation(client, learners, server.url, 60);
  await signInAll(
    sim,
    learners.filter((l) => !l.token),
  );
  sim.deadline = client.now() + 60_000;
  const load = simulate(sim);
  let polling = true;
  const poller = (async () => {
    for (let i = 0; polling && i < 1000; i++) {
      await client.send('health', 0, `${server.url}/api/health`);
      await sleep(200);
    }
  })();

  await sleep(3000);
  const stopAt = client.now();
  await postgres.stop();
  const stoppedAt = client.now();
  console.log(`pg_ctl stop -m fast took ${ms(stoppedAt - stopAt)}`);
  await sleep(10_000);
  const startAt = client.now();
  await postgres.start();
  console.log(`pg_ctl start took ${ms(client.now() - startAt)}`);

  // Recovery: health 200 and a save 2xx, both sent after PostgreSQL is back; within 30 s.
  const recoveredBy = (kind: (o: Outcome) => boolean) =>
    client.outcomes.find((o) => o.at >= startAt && kind(o) && o.status >= 200 && o.status < 300);
  let healthOk: Outcome | undefined;
  let saveOk: Outcome | undefined;
  while (client.now() - startAt < 30_000 && !(healthOk && saveOk)) {
    await sleep(100);
    healthOk = recoveredBy((o) => o.kind === 'health');
    saveOk = recoveredBy((o) => o.kind === 'save' || o.kind === 'save+quiz');
  }
  await sleep(2000);
  polling = false;
  client.stopped = true;
  await Promise.all([load, poller]);
  const recoveryMs =
    healthOk && saveOk ? Math.max(healthOk.at + healthOk.ms, saveOk.at + saveOk.ms) - startAt : Number.NaN;

  report('b. all requests of the scenario', client.outcomes, client.now() / 1000);
  const during = client.outcomes.filter((o) => o.at >= stopAt && o.at < startAt);
  const refused = during.filter((o) => o.status === 503);
  const clear = refused.filter(isEnvelope503);
  const other5xx = client.outcomes.filter((o) => o.status >= 500 && !isEnvelope503(o));
  const noAnswer = client.outcomes.filter((o) => o.status === 0);
  const slowest = during.length ? Math.max(...during.map((o) => o.ms)) : 0;
  console.log(
    `during the outage: ${int(during.length)} requests, ${int(refused.length)} answered 503 ` +
      `(${int(clear.length)} with the SERVICE_UNAVAILABLE envelope), ` +
      `${int(during.filter((o) => o.status >= 200 && o.status < 300).length)} 2xx (before the stop took effect); slowest answer ${ms(slowest)}`,
  );
  console.log(`other 5xx: ${other5xx.length}; requests without an answer: ${noAnswer.length}`);
  console.log(
    `recovery after PostgreSQL was back: ${Number.isFinite(recoveryMs) ? ms(recoveryMs) : 'none within 30 s'} ` +
      '(health 200 and a save 2xx, without restarting the server)',
  );
  const ended = server.ended();
  if (ended) console.log(`the server process ended (${ended}); its last error lines:\n${server.stderrTail()}`);
  verdict('b. PostgreSQL stopped for 10 s', [
    [ended === undefined, 'the server process kept running'],
    [refused.length > 0, 'the server answered 503 during the outage'],
    [clear.length === refused.length, 'every 503 carries the SERVICE_UNAVAILABLE error envelope'],
    [other5xx.length === 0, 'no other 5xx'],
    [noAnswer.length === 0 && slowest <= 5000, 'every request answered within 5 s'],
    [Number.isFinite(recoveryMs), 'recovered by itself within 30 s'],
  ]);
}

/** c. The mail server down: reset mails wait in the outbox and go out once when it is back. */
async function mailOutage(postgres: PrivatePostgres, db: Db, learners: SimLearner[]): Promise<void> {
  console.log('\n== c. mail server down ==');
  let listener = await startSmtpListener();
  const port = listener.port;
  const server = await startServerProcess(serverEnv(postgres, { SMTP_URL: listener.url, MAIL_POLL_MS: '200' }));
  try {
    await listener.close();
    const emails = learners.slice(0, 5).map((l) => l.email);
    const requestedAt = new Date();
    const statuses = await Promise.all(
      emails.map(async (email) => {
        const response = await fetch(`${server.url}/api/employee/reset`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email }),
          signal: AbortSignal.timeout(10_000),
        });
        await response.body?.cancel();
        return response.status;
      }),
    );
    await sleep(2000);
    const outbox = () =>
      db
        .selectFrom('mail_outbox')
        .select(['recipient', 'sent_at', 'attempts'])
        .where('recipient', 'in', emails)
        .where('created_at', '>=', new Date(requestedAt.getTime() - 1000))
        .execute();
    const waiting = await outbox();
    const unsent = waiting.filter((m) => m.sent_at === null);
    const tried = unsent.filter((m) => m.attempts > 0);
    console.log(
      `reset requests: ${statuses.join(', ')}; in the outbox: ${waiting.length}, unsent: ${unsent.length} ` +
        `(${tried.length} tried and failed)`,
    );

    const backAt = performance.now();
    listener = await startSmtpListener(port);
    let arrivedMs = Number.NaN;
    try {
      await listener.waitFor(emails.length, 60_000);
      arrivedMs = performance.now() - backAt;
    } catch {
      // counted below
    }
    await sleep(3000); // time for any duplicate to show up
    const received = listener.messages.flatMap((m) => (m.to ?? []).map((to) => to.address?.toLowerCase() ?? ''));
    const perRecipient = emails.map((email) => received.filter((r) => r === email.toLowerCase()).length);
    const after = await outbox();
    console.log(
      `listener back on port ${port}: ${received.length} mails received ` +
        `${Number.isFinite(arrivedMs) ? `within ${ms(arrivedMs)}` : '(not all within 60 s)'}; ` +
        `per recipient ${perRecipient.join(', ')}; sent in the outbox: ${after.filter((m) => m.sent_at !== null).length}`,
    );
    verdict('c. mail server down', [
      [statuses.every((s) => s === 200), 'every reset request answered 200'],
      [
        waiting.length === emails.length && unsent.length === emails.length,
        'the mails wait in mail_outbox (sent_at null)',
      ],
      [perRecipient.every((n) => n === 1) && received.length === emails.length, 'each mail arrived exactly once'],
      [after.every((m) => m.sent_at !== null), 'the outbox marks them all sent'],
    ]);
  } finally {
    await server.stop();
    await listener.close();
  }
}

let postgres: PrivatePostgres | undefined;
let db: Db | undefined;
const servers: ServerProcess[] = [];
try {
  postgres = await startPrivatePostgres(log);
  db = await prepareDatabase(postgres.url, { companies: 20, employees: 600 }, log);
  const learners = await learnersFor(db, 300);
  if (only.has('a')) servers.push(await killDuringLoad(postgres, db, learners));
  if (only.has('b')) {
    if (servers.length === 0) servers.push(await startServerProcess(serverEnv(postgres), { errorLog: true }));
    await databaseOutage(postgres, servers[0]!, learners.slice(0, 100));
  }
  await Promise.all(servers.splice(0).map((s) => s.stop()));
  if (only.has('c')) await mailOutage(postgres, db, learners.slice(200));
} catch (error) {
  results.push({ name: 'the run itself', pass: false });
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  for (const server of servers) console.error(server.stderrTail());
} finally {
  await Promise.all(servers.map((s) => s.stop()));
  await db?.destroy();
  postgres?.remove();
}
console.log('\nSummary');
for (const r of results) console.log(`  ${r.pass ? 'PASS' : 'FAIL'}  ${r.name}`);
const failed = results.length === 0 || results.some((r) => !r.pass);
process.exit(failed ? 1 : 0);
