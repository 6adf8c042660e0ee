import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { cpus } from 'node:os';
import { sql } from 'kysely';
import type { Db } from '../../src/server/db/database.ts';
import { berlinToday } from '../../src/server/core/berlin-dates.ts';
import { pruneAuditLog } from '../../src/server/audit/audit-retention.ts';
import { archiveLapsed } from '../../src/server/cycles/training-cycles.ts';
import { claimDueMails } from '../../src/server/mail/outbox.repository.ts';
import { SMTP_CONNECTIONS } from '../../src/server/mail/transport.ts';
import { foldBatch } from '../../src/server/statistics/summary-folding.ts';
import {
  digestsDueFromScratch,
  learnersDueFromScratch,
} from '../../src/server/reminders/due-from-scratch.repository.ts';
import type { DigestWindow } from '../../src/server/reminders/reminder-rules.repository.ts';
import { claimDigestsDue, claimLearnersDue, reckonMarked } from '../../src/server/reminders/reminders.repository.ts';
import { DIGEST_LAPSE_DAYS } from '../../src/shared/constants.ts';
import { cpuSince, readCpu } from './cpu-time.ts';
import { type LoadRow, pacedSaveLoad, pickSpreadLearners, saveLoad, signIn, startPortal } from './load.ts';
import { startSmtpSink } from './smtp-sink.ts';
import { int, ms, percentile, printTable } from './report.ts';

/**
 * The scheduled jobs at the seeded size (issue 47, decision 091): the reminder job's claims as the
 * rule computed from scratch asks them (every open assignment of the book, what the job did before
 * migration 0023) and through the stored moments; the morning's wave of reminders written to the
 * outbox by one instance and by two side by side; the next run, with nothing due; the learners'
 * saves while a wave runs, against saves without one in the same run; the minute's lapse archive.
 * Each wave is undone afterwards (the people's marks and the outbox rows), so runs repeat.
 */

const exec = promisify(execFile);
const DAY_MS = 24 * 60 * 60 * 1000;
const AFTER_DAYS = [7, 21];
const MONTHS = 12;
const BATCH = 200;

const windowAt = (now: Date): DigestWindow => ({
  now,
  horizon: new Date(now.getTime() + DIGEST_LAPSE_DAYS * DAY_MS),
  months: MONTHS,
});

/**
 * The morning of the wave: 09:00 UTC on the first working day at least three days after the seed,
 * when the 7-day reminders of the courses the seed assigned in its last days fall due together.
 */
export async function waveMoment(db: Db): Promise<Date> {
  const { rows } = await sql<{ at: Date }>`select max(created_at) as at from users`.execute(db);
  const at = new Date(rows[0]!.at.getTime() + 3 * DAY_MS);
  at.setUTCHours(9, 0, 0, 0);
  while (at.getUTCDay() === 0 || at.getUTCDay() === 6) at.setTime(at.getTime() + DAY_MS);
  return at;
}

const seconds = async <T>(fn: () => Promise<T>): Promise<{ seconds: number; answer: T }> => {
  const started = performance.now();
  const answer = await fn();
  return { seconds: (performance.now() - started) / 1000, answer };
};

/** Runs `fn` in a transaction that is rolled back: a claim measured without sending anything. */
async function rolledBack<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
  const undo = new Error('rolled back');
  let answer: T | undefined;
  await db
    .transaction()
    .execute(async (trx) => {
      answer = await fn(trx);
      throw undo;
    })
    .catch((error: unknown) => {
      if (error !== undo) throw error;
    });
  return answer as T;
}

/** Milliseconds of `runs` runs of `fn`, each rolled back, after a first run to warm the caches. */
async function timedRolledBack(db: Db, runs: number, fn: (trx: Db) => Promise<unknown>): Promise<number[]> {
  await rolledBack(db, fn);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await rolledBack(db, fn);
    times.push(performance.now() - started);
  }
  return times;
}

const range = (times: number[]) =>
  times.length === 1 ? ms(times[0]!) : `${ms(Math.min(...times))} – ${ms(Math.max(...times))}`;

/**
 * Stored moments for everyone the seed (or the upgrade) marked, reckoned as the job's first runs
 * would, without sending; answers the seconds it took, or 0 when nothing was marked.
 */
async function reckonEveryone(db: Db, at: Date, log: (line: string) => void): Promise<number> {
  const { rows } = await sql<{ marked: boolean; top: number }>`
    select exists (select 1 from users where reminder_check_at = '-infinity' or digest_check_at = '-infinity') as marked,
      (select max(id) from users) as top`.execute(db);
  if (!rows[0]!.marked) return 0;
  log('reckoning the stored reminder moments of everyone (the upgrade, or a fresh seed)');
  const started = performance.now();
  for (let from = 0; from <= rows[0]!.top; from += 20_000)
    await reckonMarked(db, AFTER_DAYS, windowAt(at), from, from + 19_999);
  return (performance.now() - started) / 1000;
}

type Snapshot = { outboxTop: number };

/**
 * Remembers what a wave at `at` changes: the marks of everyone whose moment comes by an hour after
 * it (or after the real clock, at which the portal's own job runs), and the outbox.
 */
async function snapshot(db: Db, at: Date): Promise<Snapshot> {
  const until = new Date(Math.max(at.getTime(), Date.now()) + 60 * 60 * 1000);
  await sql`drop table if exists bench_reminder_marks`.execute(db);
  await sql`create unlogged table bench_reminder_marks as
    select id, learner_reminded_at, reminder_check_at, digest_sent_at, digest_check_at from users
    where reminder_check_at <= ${until} or digest_check_at <= ${until}`.execute(db);
  const { rows } = await sql<{ top: number | null }>`select max(id) as top from mail_outbox`.execute(db);
  return { outboxTop: Number(rows[0]!.top ?? 0) };
}

/**
 * Undoes a wave: the remembered marks back, the mails it wrote gone, and the dead rows of both
 * cleaned up, so that the next measurement does not pay for this one.
 */
async function restore(db: Db, state: Snapshot): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await restoreOnce(db, state);
    } catch (error) {
      // The portal's sender marks the wave's mails while they are deleted: a deadlock, tried again.
      if (attempt === 3 || (error as { code?: string }).code !== '40P01') throw error;
    }
  }
}

async function restoreOnce(db: Db, state: Snapshot): Promise<void> {
  await sql`update users u set learner_reminded_at = s.learner_reminded_at, reminder_check_at = s.reminder_check_at,
      digest_sent_at = s.digest_sent_at, digest_check_at = s.digest_check_at
    from bench_reminder_marks s where u.id = s.id`.execute(db);
  await sql`delete from mail_outbox where id > ${state.outboxTop}`.execute(db);
  await sql`vacuum (analyze) users, mail_outbox`.execute(db);
}

type Stall = { p99: number; max: number };
type Run = { seconds: number; cpuSeconds: number; stallMs: Stall; learners: number; digests: number };

/** The key the waves seal their mails with and the portal's sender opens them with. */
const SEALING_KEY = randomBytes(32).toString('base64');

/** One reminder run of the job in a process of its own, like one server's. */
async function instanceRun(databaseUrl: string, at: Date): Promise<Run> {
  const { stdout } = await exec(
    process.execPath,
    ['scripts/bench/reminder-run.ts', '--database', databaseUrl, '--at', at.toISOString()],
    { env: { ...process.env, LOG_LEVEL: 'silent', SECOND_FACTOR_KEY: SEALING_KEY }, maxBuffer: 1024 * 1024 },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as Run;
}

/** `instances` runs side by side; seconds until the last ends, and what they wrote together. */
async function wave(databaseUrl: string, at: Date, instances: number): Promise<Run> {
  const started = performance.now();
  const runs = await Promise.all(Array.from({ length: instances }, () => instanceRun(databaseUrl, at)));
  return {
    seconds: (performance.now() - started) / 1000,
    cpuSeconds: runs.reduce((n, r) => n + r.cpuSeconds, 0),
    stallMs: {
      p99: Math.max(...runs.map((r) => r.stallMs.p99)),
      max: Math.max(...runs.map((r) => r.stallMs.max)),
    },
    learners: runs.reduce((n, r) => n + r.learners, 0),
    digests: runs.reduce((n, r) => n + r.digests, 0),
  };
}

type Saves = { paced: LoadRow; full: LoadRow };

export type JobsOptions = {
  databaseUrl: string;
  /** How many learners save during the measurements, over 50 companies. */
  learners: number;
  saveSeconds: number;
  log: (line: string) => void;
};

/**
 * The waves, each with the learners' saves measured during it and without one just before, and
 * the next run after the first. The portal's own reminder job runs at its start, at the real
 * clock: after the snapshot, so that whatever it sends is undone with the waves.
 */
async function wavesWithSaves(db: Db, options: JobsOptions, at: Date, state: Snapshot) {
  const learners = await pickSpreadLearners(db, 50, options.learners);
  // The portal's sender delivers what the waves write, to an SMTP server that only counts, as on a
  // real morning: the saves are measured with the outbox being sent.
  const smtp = await startSmtpSink();
  const started = performance.now();
  const portal = await startPortal(
    { databaseUrl: options.databaseUrl },
    { SMTP_URL: smtp.url, SECOND_FACTOR_KEY: SEALING_KEY, MAIL_POLL_MS: '2000' },
  );
  try {
    await signIn(portal.url, learners);
    // Each round: the saves at the learners' pace (one a second each, the target's measure), then at
    // full speed (what share of the machine the portal keeps).
    const save = async (round: string): Promise<Saves> => ({
      paced: await pacedSaveLoad(portal.url, learners, options.learners, options.saveSeconds, round),
      full: await saveLoad(portal.url, learners, options.saveSeconds, round),
    });
    const during = async (instances: number) => {
      const before = readCpu(portal.pid);
      const running = wave(options.databaseUrl, at, instances);
      // The run's process starts and claims its first batches before the saves are measured.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const saves = await save(`during a wave, ${instances === 1 ? 'one instance' : 'two instances'}`);
      const run = await running;
      const cpu = cpuSince(before, readCpu(portal.pid));
      options.log(
        `processor time while the wave of ${instances === 1 ? 'one instance' : 'two instances'} ran ` +
          `(${run.seconds.toFixed(1)} s on ${cpus().length} cores): PostgreSQL ${cpu.postgres.toFixed(1)} s, ` +
          `the job's processes ${run.cpuSeconds.toFixed(1)} s, the portal (saves, mail sender) ` +
          `${cpu.portal.toFixed(1)} s, the bench (load, SMTP server) ${cpu.bench.toFixed(1)} s`,
      );
      return { saves, run };
    };

    await save('warm-up'); // the portal's first requests: connections, plans, caches
    const quiet1 = await save('without a wave');
    const first = await during(1);
    const next = new Date(at.getTime() + 10 * 60 * 1000);
    const nothingDue = await seconds(() => wave(options.databaseUrl, next, 1));
    const digestNone = await timedRolledBack(db, 5, (trx) => claimDigestsDue(trx, windowAt(next), BATCH));
    const learnersNone = await timedRolledBack(db, 5, (trx) => claimLearnersDue(trx, next, AFTER_DAYS, BATCH));
    // The mail sender's claim with the wave's mails waiting (its batch of 20, leased for a minute).
    const mailClaim = await timedRolledBack(db, 5, (trx) =>
      claimDueMails(trx, next, new Date(next.getTime() + 60_000), 20),
    );
    await restore(db, state);

    const quiet2 = await save('without a wave');
    const second = await during(2);
    await restore(db, state);
    return {
      quiet1,
      during1: first.saves,
      oneRun: first.run,
      nothingDue,
      digestNone,
      learnersNone,
      mailClaim,
      quiet2,
      during2: second.saves,
      twoRun: second.run,
    };
  } finally {
    await portal.stop();
    const minutes = (performance.now() - started) / 60_000;
    options.log(
      `mails the portal's sender delivered meanwhile (SMTP, ${SMTP_CONNECTIONS} connections): ` +
        `${int(smtp.received())} in ${minutes.toFixed(1)} min, ${int(smtp.received() / minutes / 60)}/s`,
    );
    await smtp.close();
  }
}

export async function scheduledJobs(db: Db, options: JobsOptions): Promise<void> {
  const { log } = options;
  const at = await waveMoment(db);
  const today = berlinToday(at);
  log(`\nscheduled jobs at ${at.toISOString()} (the seed's reminder wave)`);

  // The minute's archive first, as it runs before every reminder run; then the moments it marked.
  const lapsed = await seconds(() => archiveLapsed(db, 'all', MONTHS, at));
  const audit = await timedRolledBack(db, 3, (trx) => pruneAuditLog(trx, at));
  const fold = await timedRolledBack(db, 3, (trx) => foldBatch(trx));
  const reckoned = await reckonEveryone(db, at, log);

  // After: through the stored moments (first: the scans below would leave the caches cold).
  const claimBatch = await timedRolledBack(db, 9, (trx) => claimLearnersDue(trx, at, AFTER_DAYS, BATCH));
  const claimed = await rolledBack(db, (trx) => claimLearnersDue(trx, at, AFTER_DAYS, BATCH));
  // Before: the job's claims as it asked them until migration 0023, from scratch.
  const scratchBatch = await timedRolledBack(db, 3, (trx) => learnersDueFromScratch(trx, at, AFTER_DAYS, BATCH));
  const scratchAll = await seconds(() => learnersDueFromScratch(db, at, AFTER_DAYS));
  const scratchDigests = await timedRolledBack(db, 3, (trx) => digestsDueFromScratch(trx, windowAt(at), today, BATCH));

  const state = await snapshot(db, at);
  const waves = await wavesWithSaves(db, options, at, state);
  await sql`drop table bench_reminder_marks`.execute(db);
  const stall = (held: Stall) => `${held.p99.toFixed(1)} ms, ${held.max.toFixed(1)} ms`;
  const { quiet1, during1, oneRun, nothingDue, digestNone, learnersNone, mailClaim, quiet2, during2, twoRun } = waves;

  printTable(
    'reminder job: the claims from scratch (before migration 0023) and through the stored moments (after)',
    ['what', 'from scratch', 'stored moments', 'found'],
    [
      [
        `claim one batch of ${BATCH} learners due`,
        range(scratchBatch),
        range(claimBatch),
        `${claimed.due.length} of ${claimed.lookedAt} looked at`,
      ],
      [
        'everyone due at once, from scratch',
        ms(scratchAll.seconds * 1000),
        '–',
        `${int(scratchAll.answer.length)} people`,
      ],
      [`claim one batch of ${BATCH} digests`, range(scratchDigests), range(digestNone), 'after the wave: none due'],
      [`next run's learner claim, nothing due`, '–', range(learnersNone), ''],
      ['archive lapsed passes (every minute)', '–', ms(lapsed.seconds * 1000), `${int(lapsed.answer)} lapsed`],
      ['mail sender: claim 20 (every 2 s)', '–', range(mailClaim), 'the wave waiting in the outbox'],
      ['statistics fold, nothing queued (every s)', '–', range(fold), ''],
      ['audit retention (every 6 h)', '–', range(audit), ''],
      ['reckon everyone marked (upgrade, seed)', '–', reckoned === 0 ? 'reused' : `${reckoned.toFixed(1)} s`, ''],
    ],
  );
  printTable(
    'the wave written to the outbox (archive, learner reminders, digests) and the next run',
    ['run', 'time', 'reminders', 'digests', 'per second', 'event loop held (p99, longest)'],
    [
      [
        'one instance',
        `${oneRun.seconds.toFixed(1)} s`,
        int(oneRun.learners),
        int(oneRun.digests),
        int((oneRun.learners + oneRun.digests) / oneRun.seconds),
        stall(oneRun.stallMs),
      ],
      [
        'two instances together',
        `${twoRun.seconds.toFixed(1)} s`,
        int(twoRun.learners),
        int(twoRun.digests),
        int((twoRun.learners + twoRun.digests) / twoRun.seconds),
        stall(twoRun.stallMs),
      ],
      [
        'the next run, 10 min later',
        ms(nothingDue.seconds * 1000),
        int(nothingDue.answer.learners),
        int(nothingDue.answer.digests),
        '(process start included)',
        stall(nothingDue.answer.stallMs),
      ],
    ],
  );
  const ratio = (during: LoadRow, quiet: LoadRow) => (during.p99 / Math.max(1, quiet.p99)).toFixed(2);
  const line = (saves: LoadRow, quiet?: LoadRow) => [
    saves.call,
    int(saves.rps),
    `${saves.p50} ms`,
    `${saves.p99} ms`,
    saves.errors ? `${saves.errors} (${saves.detail})` : '0',
    quiet ? ratio(saves, quiet) : '',
  ];
  const rounds = (pick: (saves: Saves) => LoadRow) => [
    line(pick(quiet1)),
    line(pick(during1), pick(quiet1)),
    line(pick(quiet2)),
    line(pick(during2), pick(quiet2)),
  ];
  const columns = ['round', 'req/s', 'p50', 'p99', 'errors', 'p99 ratio'];
  printTable(
    `save-progress of ${options.learners} learners, one save a second each, ${options.saveSeconds} s ` +
      `(open load: p99 during ÷ p99 without, the target)`,
    columns,
    rounds((saves) => saves.paced),
  );
  printTable(
    `save-progress of ${options.learners} learners at full speed, ${options.saveSeconds} s ` +
      `(closed load, 50 connections: the share of the machine the portal keeps)`,
    columns,
    rounds((saves) => saves.full),
  );
  log(`median claim of ${BATCH}: ${ms(percentile(claimBatch, 50))}`);
}
