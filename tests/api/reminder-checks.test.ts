import { storeReminderRequests } from '../../src/server/identity/users.repository.ts';
import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { berlinToday } from '../../src/server/core/berlin-dates.ts';
import { loadCourseCatalog } from '../../src/server/courses/course-catalog.ts';
import { createDatabase, type Db } from '../../src/server/db/database.ts';
import {
  digestsDueFromScratch,
  learnersDueFromScratch,
} from '../../src/server/reminders/due-from-scratch.repository.ts';
import type { DigestWindow } from '../../src/server/reminders/reminder-rules.repository.ts';
import { claimDigestsDue, claimLearnersDue } from '../../src/server/reminders/reminders.repository.ts';
import { DIGEST_LAPSE_DAYS } from '../../src/shared/constants.ts';
import { sendDueReminders, type ReminderDeps } from '../../src/server/reminders/reminders.ts';
import { fileHarness } from '../support/api-harness.ts';

/**
 * The reminder job reads only people whose stored moment has come (migration 0023, decision 091).
 * Over random histories of one company (assignments and deadlines set, moved and withdrawn,
 * passes, lapses, the company's reset, both switches, locks, blocks, the agreement, temporary
 * passwords, company certificates, the job running) the people the job's indexed claims find due
 * at a moment are exactly those the rule computed from scratch finds, for reminders and for the
 * digest. Short validity and early reminder days let a history of weeks reach every kind of moment.
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const COURSES = ['malware', 'byod', 'password-security'] as const;
const PEOPLE = 4; // the employer, a manager, two employees
const AFTER_DAYS = [3, 10];
const rollback = new Error('rollback');

const h = fileHarness({ TRAINING_VALIDITY_MONTHS: '1', REMINDER_AFTER_DAYS: AFTER_DAYS.join(',') });
let deps: ReminderDeps;
beforeAll(async () => {
  deps = { db: h.db, mail: h.mail, config: h.config, catalog: loadCourseCatalog() };
});

type World = { companyId: number; ownerId: number; people: number[] };

/** A company with an employer who accepted the agreement, a manager and two employees, all signed up. */
async function newWorld(db: Db, now: Date): Promise<World> {
  const company = await db
    .insertInto('companies')
    .values({ company_name: 'Prüf GmbH', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const people: number[] = [];
  for (const role of ['employer', 'manager', 'employee', 'employee'] as const) {
    const row = await db
      .insertInto('users')
      .values({
        email: `${role}.${crypto.randomUUID()}@example.de`,
        firstname: 'Max',
        lastname: 'Muster',
        role,
        company_id: company.id,
        password_hash: 'a chosen password',
        active: true,
        is_first_login: false,
        order_processing_accepted_at: role === 'employer' ? now : null,
        reminders_from: now,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    people.push(row.id);
  }
  await db.updateTable('companies').set({ owner_id: people[0]! }).where('id', '=', company.id).execute();
  return { companyId: company.id, ownerId: people[0]!, people };
}

const person = fc.integer({ min: 0, max: PEOPLE - 1 });
const course = fc.constantFrom(...COURSES);
const step = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('advance' as const), hours: fc.integer({ min: 1, max: 24 * 9 }) }),
  },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('assign' as const), person, course }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('withdraw' as const), person, course }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('deadline' as const),
      person,
      course,
      days: fc.option(fc.integer({ min: -10, max: 30 })),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('pass' as const), person, course }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reset' as const) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('personSwitch' as const), person, on: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('companySwitch' as const), on: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('lock' as const), person, on: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('block' as const), on: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('agreement' as const), on: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('temporaryPassword' as const), person, on: fc.boolean() }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('certificate' as const), days: fc.integer({ min: 1, max: 60 }) }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('request' as const), person }) },
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('run' as const) }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('check' as const), hours: fc.integer({ min: 0, max: 24 * 20 }) }),
  },
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

/** Writes what the portal writes for the step, as its services do. */
async function apply(db: Db, world: World, s: Step, now: Date): Promise<void> {
  const who = 'person' in s ? world.people[s.person]! : 0;
  switch (s.kind) {
    case 'assign':
      await db
        .insertInto('training_assignments')
        .values({ user_id: who, training_slug: s.course, assigned_at: now })
        .onConflict((oc) => oc.doNothing())
        .execute();
      return;
    case 'withdraw':
      await db
        .deleteFrom('training_assignments')
        .where('user_id', '=', who)
        .where('training_slug', '=', s.course)
        .execute();
      return;
    case 'deadline': {
      const dueOn = s.days === null ? null : berlinToday(new Date(now.getTime() + s.days * DAY_MS));
      await db
        .updateTable('training_assignments')
        .set({ due_on: dueOn })
        .where('user_id', '=', who)
        .where('training_slug', '=', s.course)
        .execute();
      return;
    }
    case 'pass': {
      await db
        .insertInto('course_progress')
        .values({
          user_id: who,
          company_id: world.companyId,
          training_slug: s.course,
          started_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.columns(['user_id', 'training_slug']).where('archived_at', 'is', null).doNothing())
        .execute();
      await db
        .updateTable('course_progress')
        .set({ passed_at: now, module_finished_at: now })
        .where('user_id', '=', who)
        .where('training_slug', '=', s.course)
        .where('archived_at', 'is', null)
        .where('passed_at', 'is', null)
        .execute();
      return;
    }
    case 'reset':
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('companies')
          .set({ last_progress_reset_at: now })
          .where('id', '=', world.companyId)
          .execute();
        await trx
          .updateTable('course_progress')
          .set({ archived_at: now })
          .where('company_id', '=', world.companyId)
          .where('archived_at', 'is', null)
          .execute();
      });
      return;
    case 'request':
      // The employer asks that the person be reminded (decision 105), as POST /reminders/remind-people stores it.
      await storeReminderRequests(db, [who], now);
      return;
    case 'personSwitch':
      await db.updateTable('users').set({ reminders_enabled: s.on }).where('id', '=', who).execute();
      return;
    case 'companySwitch':
      await db.updateTable('companies').set({ reminders_enabled: s.on }).where('id', '=', world.companyId).execute();
      return;
    case 'lock':
      await db
        .updateTable('users')
        .set({ locked_at: s.on ? now : null })
        .where('id', '=', who)
        .execute();
      return;
    case 'block':
      await db
        .updateTable('companies')
        .set({ blocked_at: s.on ? now : null })
        .where('id', '=', world.companyId)
        .execute();
      return;
    case 'agreement':
      await db
        .updateTable('users')
        .set({ order_processing_accepted_at: s.on ? now : null })
        .where('id', '=', world.ownerId)
        .execute();
      return;
    case 'temporaryPassword':
      // A temporary password set by the employer; choosing one's own begins reminders anew.
      await db
        .updateTable('users')
        .set(
          s.on
            ? { password_expires_at: new Date(now.getTime() + 7 * DAY_MS) }
            : { password_expires_at: null, reminders_from: now },
        )
        .where('id', '=', who)
        .execute();
      return;
    case 'certificate':
      await db
        .insertInto('certificates')
        .values({
          code_hash: crypto.randomUUID(),
          kind: 'company',
          company_id: world.companyId,
          user_id: null,
          issued_by: world.ownerId,
          content: JSON.stringify({ validUntil: new Date(now.getTime() + s.days * DAY_MS).toISOString() }),
          issued_at: now,
        })
        .execute();
      return;
    case 'advance':
    case 'run':
    case 'check':
      return;
  }
}

const windowAt = (now: Date): DigestWindow => ({
  now,
  horizon: new Date(now.getTime() + DIGEST_LAPSE_DAYS * DAY_MS),
  months: h.config.trainingValidityMonths,
});

/** Who the job's claims would find due at `at`, in a transaction that is rolled back. */
async function indexedDue(at: Date): Promise<{ learners: number[]; digests: number[] }> {
  const found = { learners: [] as number[], digests: [] as number[] };
  await h.db
    .transaction()
    .execute(async (trx) => {
      found.learners = (await claimLearnersDue(trx, at, AFTER_DAYS, 1_000_000)).due.map((r) => r.id);
      found.digests = (await claimDigestsDue(trx, windowAt(at), 1_000_000)).due.map((r) => r.id);
      throw rollback;
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
  return found;
}

async function expectIndexEqualsRule(world: World, at: Date, history: Step[]) {
  const ours = (ids: number[]) => ids.filter((id) => world.people.includes(id)).sort((a, b) => a - b);
  const indexed = await indexedDue(at);
  const learners = await learnersDueFromScratch(h.db, at, AFTER_DAYS);
  const digests = await digestsDueFromScratch(h.db, windowAt(at), berlinToday(at));
  const context = `at ${at.toISOString()} after ${JSON.stringify(history)}`;
  expect(ours(indexed.learners), `learners ${context}`).toEqual(ours(learners));
  expect(ours(indexed.digests), `digests ${context}`).toEqual(ours(digests));
}

/**
 * Histories that each turn one fact off, let the job reckon the person while it is off, and turn
 * it on again: without the mark of that change the person would stay unlooked-at.
 */
const offThenOn = (off: Step, on: Step): Step[] => [
  { kind: 'assign', person: 2, course: 'malware' },
  { kind: 'assign', person: 1, course: 'byod' },
  { kind: 'deadline', person: 1, course: 'byod', days: 20 },
  off,
  { kind: 'run' },
  { kind: 'advance', hours: 24 * 4 },
  { kind: 'run' },
  on,
  { kind: 'check', hours: 0 },
  { kind: 'advance', hours: 24 * 8 },
  { kind: 'run' },
  { kind: 'advance', hours: 24 * 13 },
  { kind: 'check', hours: 0 },
];
const HANDPICKED: Step[][] = [
  // A reminder asked for (decision 105): due at the next run, then not again within the week.
  [
    { kind: 'assign', person: 2, course: 'malware' },
    { kind: 'advance', hours: 30 },
    { kind: 'request', person: 2 },
    { kind: 'check', hours: 0 },
    { kind: 'run' },
    { kind: 'advance', hours: 24 * 2 },
    { kind: 'request', person: 2 },
    { kind: 'check', hours: 0 },
    { kind: 'check', hours: 24 * 6 },
  ],
  offThenOn({ kind: 'personSwitch', person: 2, on: false }, { kind: 'personSwitch', person: 2, on: true }),
  offThenOn({ kind: 'companySwitch', on: false }, { kind: 'companySwitch', on: true }),
  offThenOn({ kind: 'lock', person: 2, on: true }, { kind: 'lock', person: 2, on: false }),
  offThenOn({ kind: 'block', on: true }, { kind: 'block', on: false }),
  offThenOn({ kind: 'agreement', on: false }, { kind: 'agreement', on: true }),
  offThenOn({ kind: 'temporaryPassword', person: 2, on: true }, { kind: 'temporaryPassword', person: 2, on: false }),
  // A pass lapses after a month: the course is open again, and lapsing within 30 days is news.
  [
    { kind: 'assign', person: 2, course: 'malware' },
    { kind: 'deadline', person: 2, course: 'malware', days: 5 },
    { kind: 'pass', person: 2, course: 'malware' },
    { kind: 'run' },
    { kind: 'advance', hours: 24 * 20 },
    { kind: 'run' },
    { kind: 'advance', hours: 24 * 15 },
    { kind: 'run' },
    { kind: 'check', hours: 24 * 3 },
    { kind: 'advance', hours: 24 * 12 },
    { kind: 'check', hours: 0 },
  ],
  // The company's reset opens every course again; a certificate's end is news.
  [
    { kind: 'assign', person: 3, course: 'byod' },
    { kind: 'pass', person: 3, course: 'byod' },
    { kind: 'deadline', person: 3, course: 'byod', days: 2 },
    { kind: 'run' },
    { kind: 'advance', hours: 24 * 5 },
    { kind: 'run' },
    { kind: 'reset' },
    { kind: 'check', hours: 24 * 3 },
    { kind: 'certificate', days: 45 },
    { kind: 'run' },
    { kind: 'check', hours: 24 * 16 },
  ],
  // A pass gained after the job found nothing to tell: its lapse is news for the digest.
  [
    { kind: 'assign', person: 2, course: 'malware' },
    { kind: 'run' },
    { kind: 'pass', person: 2, course: 'malware' },
    { kind: 'check', hours: 24 * 2 },
  ],
  // A course passed before it was assigned: once assigned, its lapse is news.
  [
    { kind: 'pass', person: 3, course: 'byod' },
    { kind: 'run' },
    { kind: 'advance', hours: 24 * 2 },
    { kind: 'run' },
    { kind: 'assign', person: 3, course: 'byod' },
    { kind: 'check', hours: 0 },
  ],
  // A deadline moved forward after the job reckoned the person.
  [
    { kind: 'assign', person: 2, course: 'malware' },
    { kind: 'assign', person: 0, course: 'malware' },
    { kind: 'run' },
    { kind: 'advance', hours: 24 * 4 },
    { kind: 'run' },
    { kind: 'deadline', person: 2, course: 'malware', days: 1 },
    { kind: 'check', hours: 24 * 2 },
  ],
];

describe('the reminder job’s stored moments', () => {
  it('look at nobody whose moment has not come: a run with nothing due reads no one', async () => {
    const now = new Date('2026-06-01T08:00:00Z');
    const world = await newWorld(h.db, now);
    await h.db
      .insertInto('training_assignments')
      .values({ user_id: world.people[2]!, training_slug: 'malware', assigned_at: now })
      .execute();
    await sendDueReminders(deps, now);
    const stored = await sql<{
      at: Date | null;
    }>`select reminder_check_at as at from users where id = ${world.people[2]!}`.execute(h.db);
    // Reckoned once, at the first run after the assignment: the first moment, three days on.
    expect(stored.rows[0]?.at?.toISOString()).toBe(new Date(now.getTime() + 3 * DAY_MS).toISOString());
    await h.db.transaction().execute(async (trx) => {
      const claimed = await claimLearnersDue(trx, new Date(now.getTime() + DAY_MS), AFTER_DAYS, 200);
      expect(claimed.lookedAt).toBe(0);
    });
  });

  // A hundred histories of up to 40 steps each: some 15 s alone, more on a machine busy with other
  // test files, so it gets the time of a long test rather than the default 30 s.
  it('find exactly the people the rule finds due, over random histories', { timeout: 120_000 }, async () => {
    let start = Date.parse('2027-03-01T08:00:00Z');
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 40 }), async (steps) => {
        // Each history in its own stretch of time, after the ones before (the job sees them all).
        start += 400 * DAY_MS;
        let now = new Date(start);
        const world = await newWorld(h.db, now);
        const history: Step[] = [];
        for (const s of steps) {
          history.push(s);
          if (s.kind === 'advance') now = new Date(now.getTime() + s.hours * HOUR_MS);
          else if (s.kind === 'run') await sendDueReminders(deps, now);
          else if (s.kind === 'check')
            await expectIndexEqualsRule(world, new Date(now.getTime() + s.hours * HOUR_MS), history);
          else await apply(h.db, world, s, now);
        }
        for (const hours of [0, 24 * 3, 24 * 15, 24 * 40]) {
          await expectIndexEqualsRule(world, new Date(now.getTime() + hours * HOUR_MS), history);
        }
      }),
      { numRuns: 100, examples: HANDPICKED.map((history) => [history]) },
    );
  });

  it('are claimed once across two instances: a wave of 450 learners, each reminded exactly once', async (context) => {
    // Two connection pools side by side: PostgreSQL only (PGlite has one connection).
    if (h.database.kind !== 'postgresql' || !h.database.url) context.skip();
    const now = new Date('2026-09-01T08:00:00Z');
    const worlds = await Promise.all(Array.from({ length: 150 }, () => newWorld(h.db, now)));
    const learners = worlds.flatMap((world) => world.people.slice(1));
    await h.db
      .insertInto('training_assignments')
      .values(learners.map((id) => ({ user_id: id, training_slug: 'malware', assigned_at: now })))
      .execute();
    const wave = new Date(now.getTime() + 4 * DAY_MS);
    const other = createDatabase({ databaseUrl: h.database.url!, pgliteDir: '' });
    try {
      await Promise.all([sendDueReminders(deps, wave), sendDueReminders({ ...deps, db: other }, wave)]);
    } finally {
      await other.destroy();
    }
    const emails = await h.db.selectFrom('users').select('email').where('id', 'in', learners).execute();
    const written = await h.db
      .selectFrom('mail_outbox')
      .select('recipient')
      .where(
        'recipient',
        'in',
        emails.map((row) => row.email),
      )
      .execute();
    expect(written.map((row) => row.recipient).sort()).toEqual(emails.map((row) => row.email).sort());
  });
});
