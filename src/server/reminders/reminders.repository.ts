import type { CourseSlug } from '#shared/courses.ts';
import { type RawBuilder, sql } from 'kysely';
import type { Lang, Salutation } from '#shared/constants.ts';
import type { Db } from '../db/database.ts';
import {
  assignedPasses,
  companyCertificateEnd,
  companyNewsFrom,
  digestDueAt,
  learnerDueAt,
  afterLastReminder,
  deadlineOfRound,
  dueFromFirstMoment,
  firstMomentAfter,
  openAssignmentMoments,
  passEnd,
  remindable,
  WEEK,
  type DigestWindow,
} from './reminder-rules.repository.ts';

/** The SQL of reminder mails (docs/decisions/085-reminders.md). */

export type Recipient = {
  id: number;
  company_id: number;
  email: string;
  firstname: string;
  lastname: string;
  salutation: Salutation | null;
  lang: Lang;
};

/** People of the claim below: the ones due a mail now, of all it looked at. */
export type Claimed = { lookedAt: number; due: Recipient[] };

/**
 * Locks up to `limit` people whose stored moment (`column`) has come, the earliest first, and
 * skips rows another instance holds. Its own statement: the moments are then reckoned in a
 * snapshot taken after the locks, so a change committed before them is seen, and one after them
 * waits for this transaction and marks the person again (db/definitions/reminder-checks.ts).
 */
async function lockComeChecks(trx: Db, column: 'reminder_check_at' | 'digest_check_at', now: Date, limit: number) {
  // The rule's correlated subqueries look dear to the planner, which then compiles each claim
  // (60–100 ms of JIT for a statement that runs in a few milliseconds).
  await sql`set local jit = off`.execute(trx);
  const { rows } = await sql<{ id: number }>`select id from users
    where ${sql.ref(column)} <= ${now} order by ${sql.ref(column)} limit ${limit}
    for no key update skip locked`.execute(trx);
  return rows.map((row) => row.id);
}

/** The person `u`, their company `co` and its employer `owner`, for the people `ids`. */
const peopleWithCompany = (ids: readonly number[], joined = sql``) => sql`users u
  left join companies co on co.id = u.company_id
  left join users owner on owner.id = co.owner_id
  ${joined}
  where u.id in (${sql.join(ids)})`;

const recipientColumns = sql`u.id, u.company_id, u.email, u.firstname, u.lastname, u.salutation, u.lang`;

/** An open course of a reminded person; `dueOn` only if the deadline belongs to the course's current round. */
export type OpenCourse = { slug: CourseSlug; dueOn: string | null };

/** Learners of a claim due a reminder now, each with their open courses. */
export type LearnersClaimed = { lookedAt: number; due: (Recipient & { courses: OpenCourse[] })[] };

/**
 * Claims up to `limit` learners whose stored moment has come, in the caller's transaction, and
 * answers who of them is due a reminder at `now` (decision 085, the rule of
 * reminder-rules.repository.ts), with their open courses: those are marked reminded at `now`.
 * Each gets the moment of their next reminder stored, counting from `now` for the reminded and
 * from their last reminder for the others, so the next run reads only who is due then, through an
 * index. One pass over each person's open assignments gives all three.
 */
export async function claimLearnersDue(
  trx: Db,
  now: Date,
  afterDays: readonly number[],
  limit: number,
): Promise<LearnersClaimed> {
  const ids = await lockComeChecks(trx, 'reminder_check_at', now, limit);
  if (ids.length === 0) return { lookedAt: 0, due: [] };
  const openCourses = sql`left join lateral (
    select ${firstMomentAfter(afterLastReminder(sql`u.learner_reminded_at`))} as after_last,
      ${firstMomentAfter(afterLastReminder(now))} as after_now,
      json_agg(json_build_object('slug', ta.training_slug, 'dueOn', ${deadlineOfRound})) filter (where m.n = 1)
        as courses
    from ${openAssignmentMoments(afterDays)}) a on true`;
  const { rows } = await sql<Recipient & { due: boolean; courses: OpenCourse[] | null }>`
    with looked as (
      select u.id, u.learner_reminded_at as reminded_at, ${remindable} as remindable, a.after_last, a.after_now,
        a.courses
      from ${peopleWithCompany(ids, openCourses)}
    ),
    decided as (
      select l.*, case when l.remindable then ${dueFromFirstMoment(sql`l.after_last`, sql`l.reminded_at`)} end as due_at
      from looked l
    )
    update users u set
      learner_reminded_at = case when d.due_at <= ${now} then ${now} else u.learner_reminded_at end,
      reminder_check_at = case when d.due_at <= ${now}
        then ${dueFromFirstMoment(sql`d.after_now`, now)} else d.due_at end
    from decided d where u.id = d.id
    returning coalesce(d.due_at <= ${now}, false) as due, d.courses, ${recipientColumns}`.execute(trx);
  return {
    lookedAt: ids.length,
    due: rows.filter((row) => row.due).map((row) => ({ ...row, courses: row.courses ?? [] })),
  };
}

/**
 * Claims up to `limit` employers and managers whose stored digest moment has come and answers who
 * of them is due a digest at `window.now`: reachable, the last digest a week old, and their
 * company has something to tell (a missed deadline, the dashboard's question; a pass of an
 * assigned course or the company certificate that lapses by the horizon). Those are marked sent;
 * the others get the moment their company next has news stored.
 */
export async function claimDigestsDue(trx: Db, window: DigestWindow, limit: number): Promise<Claimed> {
  const ids = await lockComeChecks(trx, 'digest_check_at', window.now, limit);
  if (ids.length === 0) return { lookedAt: 0, due: [] };
  const { now } = window;
  const { rows } = await sql<Recipient & { due: boolean }>`
    with ${companyNews(window, sql`u.id in (${sql.join(ids)})`)},
    looked as (
      select u.id, ${digestDueAt(sql`u.digest_sent_at`, sql`n.news_from`)} as due_at
      from ${peopleWithCompany(ids, sql`left join news n on n.company_id = u.company_id`)}
    )
    update users u set
      digest_sent_at = case when l.due_at <= ${now} then ${now} else u.digest_sent_at end,
      -- A week on, the company's news is looked at again from then.
      digest_check_at = case when l.due_at <= ${now} then ${now}::timestamptz + ${WEEK} else l.due_at end
    from looked l where u.id = l.id
    returning coalesce(l.due_at <= ${now}, false) as due, ${recipientColumns}`.execute(trx);
  return { lookedAt: ids.length, due: rows.filter((row) => row.due).sort(byCompanyAndId) };
}

/** `news`: from when each company of the people `u` picks has something to tell, asked once per company. */
const companyNews = (window: DigestWindow, people: RawBuilder<boolean>) => sql`news as (
  select co.id as company_id, ${companyNewsFrom(window)} as news_from from companies co
  where co.id in (select u.company_id from users u where ${people}))`;

const byCompanyAndId = (a: Recipient, b: Recipient) => a.company_id - b.company_id || a.id - b.id;

export type LapsingPass = {
  user_id: number;
  firstname: string;
  lastname: string;
  training_slug: CourseSlug;
  valid_until: Date;
};

/** The company's current passes of assigned courses that lapse by `horizon`, the soonest first. */
export async function passesLapsingBy(db: Db, companyId: number, horizon: Date, months: number) {
  const { rows } = await sql<LapsingPass>`
    select u.id as user_id, u.firstname, u.lastname, cp.training_slug, ${passEnd(months)} as valid_until
    from ${assignedPasses} join users u on u.id = cp.user_id
    where cp.company_id = ${companyId} and cp.archived_at is null and cp.passed_at is not null
      and ${passEnd(months)} <= ${horizon}
    order by valid_until, u.lastname, u.firstname, u.id, cp.training_slug`.execute(db);
  return rows;
}

/** The company's name, and when its latest certificate ends if it still holds. */
export async function companyDigestFacts(db: Db, companyId: number, months: number) {
  const { rows } = await sql<{ company_name: string; certificate_end: Date | null }>`
    select co.company_name, ${companyCertificateEnd(months)} as certificate_end
    from companies co where co.id = ${companyId}`.execute(db);
  return rows[0] ?? { company_name: '', certificate_end: null };
}

/**
 * Marks everyone to be looked at again when the stored moments were reckoned with other rules
 * (REMINDER_AFTER_DAYS, TRAINING_VALIDITY_MONTHS, the digest's window) than these; answers
 * whether it did. The first call after the upgrade only records the rules: the upgrade marked
 * everyone. The triggers read the rules stored here to reckon when a pass lapses into the window.
 */
export async function renewCheckBasis(
  db: Db,
  afterDays: readonly number[],
  months: number,
  digestAheadDays: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ after_days: number[]; validity_months: number; digest_ahead_days: number }>`
      select after_days, validity_months, digest_ahead_days from reminder_check_basis for update`.execute(trx);
    const basis = rows[0];
    if (
      basis &&
      basis.validity_months === months &&
      basis.digest_ahead_days === digestAheadDays &&
      sameDays(basis.after_days, afterDays)
    )
      return false;
    await sql`insert into reminder_check_basis (after_days, validity_months, digest_ahead_days)
      values (${[...afterDays]}::int[], ${months}, ${digestAheadDays})
      on conflict (singleton) do update set after_days = excluded.after_days,
        validity_months = excluded.validity_months, digest_ahead_days = excluded.digest_ahead_days`.execute(trx);
    if (!basis) return false;
    await markEveryone(trx);
    return true;
  });
}

const sameDays = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((day, index) => day === b[index]);

/** Every person of a company is to be looked at again, for reminders and (employers, managers) for the digest. */
export async function markEveryone(db: Db, fromId = 0, toId = 2 ** 31 - 1): Promise<void> {
  await sql`update users set reminder_check_at = '-infinity',
      digest_check_at = case when role in ('employer', 'manager') then '-infinity'::timestamptz end
    where company_id is not null and id between ${fromId} and ${toId}`.execute(db);
}

/**
 * Reckons the stored moments of the marked people with ids from `fromId` to `toId` without
 * sending anything: what the job would store for them, looking from `window.now`. For a bulk
 * load, which marks everyone it adds, before the job's first run; answers how many it reckoned.
 */
export async function reckonMarked(
  db: Db,
  afterDays: readonly number[],
  window: DigestWindow,
  fromId: number,
  toId: number,
): Promise<number> {
  const result = await sql`
    with ${companyNews(window, sql`u.id between ${fromId} and ${toId} and u.digest_check_at = '-infinity'`)},
    reckoned as (
      select u.id, ${learnerDueAt(afterDays, sql`u.learner_reminded_at`)} as learner,
        ${digestDueAt(sql`u.digest_sent_at`, sql`n.news_from`)} as digest
      from users u
      left join companies co on co.id = u.company_id
      left join users owner on owner.id = co.owner_id
      left join news n on n.company_id = u.company_id
      where u.id between ${fromId} and ${toId}
        and (u.reminder_check_at = '-infinity' or u.digest_check_at = '-infinity')
    )
    update users t set
      reminder_check_at = case when t.reminder_check_at = '-infinity' then r.learner else t.reminder_check_at end,
      digest_check_at = case when t.digest_check_at = '-infinity' then r.digest else t.digest_check_at end
    from reckoned r
    where t.id = r.id`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
