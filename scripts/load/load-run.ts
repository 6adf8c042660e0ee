import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Db } from '../../src/server/db/database.ts';
import { int } from '../bench/report.ts';
import { LoadClient, report, rightAnswers, signInAll, simulate, type Simulation, type SimLearner } from './learners.ts';
import { type PrivatePostgres, startPrivatePostgres } from './private-postgres.ts';
import { sampleRss, type ServerProcess, startServerProcess } from './processes.ts';
import { learnersFor, prepareDatabase, savedOperations } from './run-database.ts';

/**
 * npm run bench:load -- [--seconds 60] [--learners 1000]
 * Load of simulated learners against the real server on a private PostgreSQL of its own (see
 * private-postgres.ts): first one server process, then two on the same database with every learner
 * alternating between them. Each run signs every learner in first (argon2, 8 at a time), then lets
 * them learn for `--seconds`: open a course, save every 2 to 5 s, take the quiz after 3 to 6 saves. Each run prints requests, throughput and latency by kind, errors by
 * status, the servers' resident memory and the check that every acknowledged save is stored.
 * Exit code 1 on any 5xx, any session error, any request without an answer or any lost save.
 */
const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    learners: { type: 'string', default: '1000' },
    companies: { type: 'string', default: '50' },
    people: { type: 'string', default: '1500' },
  },
});
const seconds = Number(values.seconds);
const learnerCount = Number(values.learners);
if (![seconds, learnerCount].every((n) => Number.isInteger(n) && n > 0)) {
  console.error('Usage: npm run bench:load -- [--seconds 60] [--learners 1000]');
  process.exit(2);
}

const log = (line: string) => console.log(line);
let failed = false;
const fail = (why: string) => {
  failed = true;
  console.log(`FAIL: ${why}`);
};

async function run(title: string, db: Db, servers: ServerProcess[], learners: SimLearner[]): Promise<void> {
  for (const learner of learners) {
    delete learner.token;
    learner.requests = 0;
  }
  console.log(`\n== ${title}: ${int(learners.length)} learners ==`);
  const client = new LoadClient(256);
  const rss = sampleRss(servers);
  const sim: Simulation = {
    client,
    learners,
    servers: servers.map((s) => s.url),
    deadline: Number.POSITIVE_INFINITY,
    // The learners start spread over the first 20 % of the run (at most 10 s), not all at once.
    rampMs: Math.min(10_000, seconds * 200),
    saveEveryMs: [2000, 5000],
    savesBeforeQuiz: [3, 6],
    signInConcurrency: 8,
    answers: rightAnswers(),
  };
  // argon2 is slow by design: every learner signs in once, 8 at a time, before the learning starts.
  await signInAll(sim, learners);
  const signInSeconds = client.now() / 1000;
  const signedIn = learners.filter((l) => l.token).length;
  console.log(`signed in: ${int(signedIn)} of ${int(learners.length)} in ${signInSeconds.toFixed(1)} s`);
  const signIns = report(`${title}: sign-in`, client.outcomes, signInSeconds);

  const learningStart = client.now();
  sim.deadline = learningStart + seconds * 1000;
  await simulate(sim);
  const took = (client.now() - learningStart) / 1000;
  const memory = rss.stop();
  const learning = report(
    `${title}: ${int(signedIn)} learners learning for ${took.toFixed(1)} s`,
    client.outcomes.filter((o) => o.at >= learningStart),
    took,
  );
  const figures = {
    serverErrors: signIns.serverErrors + learning.serverErrors,
    sessionErrors: signIns.sessionErrors + learning.sessionErrors,
    noAnswer: signIns.noAnswer + learning.noAnswer,
  };
  memory.forEach((m, i) =>
    console.log(
      `server ${i + 1} (pid ${servers[i]!.pid}) resident memory: peak ${m.peak.toFixed(0)} MiB, at the end ${m.last.toFixed(0)} MiB`,
    ),
  );
  if (servers.length > 1) console.log(`session errors (401): ${figures.sessionErrors}`);
  const found = await savedOperations(db, client.acknowledgedSaves);
  console.log(`acknowledged saves: ${int(client.acknowledgedSaves.length)}, found in the database: ${int(found)}`);

  if (signedIn < learners.length) fail(`${learners.length - signedIn} learners could not sign in`);
  if (figures.serverErrors > 0) fail(`${figures.serverErrors} answers with 5xx`);
  if (figures.sessionErrors > 0) fail(`${figures.sessionErrors} session errors (401)`);
  if (figures.noAnswer > 0) fail(`${figures.noAnswer} requests without an answer`);
  if (found !== client.acknowledgedSaves.length) fail('acknowledged saves missing in the database');
}

let postgres: PrivatePostgres | undefined;
let db: Db | undefined;
const servers: ServerProcess[] = [];
try {
  postgres = await startPrivatePostgres(log);
  db = await prepareDatabase(
    postgres.url,
    { companies: Number(values.companies), employees: Number(values.people) },
    log,
  );
  const learners = await learnersFor(db, learnerCount);

  servers.push(await startServerProcess({ DATABASE_URL: postgres.url, DATA_DIR: join(postgres.dir, 'server') }));
  await run('One server', db, servers, learners);

  servers.push(await startServerProcess({ DATABASE_URL: postgres.url, DATA_DIR: join(postgres.dir, 'server') }));
  await run('Two servers, learners alternating', db, servers, learners);
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  for (const server of servers) console.error(server.stderrTail());
} finally {
  await Promise.all(servers.map((s) => s.stop()));
  await db?.destroy();
  postgres?.remove();
}
console.log(failed ? '\nbench:load FAILED' : '\nbench:load passed');
process.exit(failed ? 1 : 0);
