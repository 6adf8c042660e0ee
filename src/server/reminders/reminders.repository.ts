import { sql } from 'kysely';
import type { Lang, Salutation } from '#shared/constants.ts';
import type { Db } from '../db/database.ts';

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

const DAY_MS = 24 * 60 * 60 * 1000;
const weekBefore = (now: Date) => new Date(now.getTime() - 7 * DAY_MS);

/** Someone who reads mail from the portal: signed in before, neither blocked nor locked, in a company that trains. */
const reachable = sql`u.active and u.locked_at is null and u.password_hash is not null and u.reminders_enabled
  and co.blocked_at is null and owner.order_processing_accepted_at is not null`;

/** The current round of the assignment `ta` is passed. */
const passedNow = sql`exists (select 1 from course_progress cp where cp.user_id = ta.user_id
  and cp.training_slug = ta.training_slug and cp.archived_at is null and cp.passed_at is not null)`;

/**
 * Since when the assignment `ta` (of a person in company `co`) is open: its assignment, the
 * company's last e-learning reset or the lapse of its last pass, whichever came last.
 */
const openSince = sql`greatest(ta.assigned_at, co.last_progress_reset_at, (select max(l.lapsed_at)
  from course_progress l where l.user_id = ta.user_id and l.training_slug = ta.training_slug
  and l.archived_at is not null and l.lapsed_at is not null))`;

/**
 * Claims up to `limit` learners a reminder is due for and marks them reminded at `now`, in the
 * caller's transaction. Due means: reminders on for the person and the company, no reminder in the
 * last seven days, and a moment to remind of has come since the last one: an open course reached
 * one of `afterDays` since it opened, or its deadline is a week away or has come (German days).
 * Rows another instance holds are skipped (`SKIP LOCKED`) and the mark is written with the mail,
 * so no instance sends what another sent.
 */
export async function claimLearnersDue(trx: Db, now: Date, afterDays: readonly number[], limit: number) {
  const milestones = [
    ...afterDays.map((days) => sql`o.open_since + make_interval(days => ${days}::int)`),
    sql`(ta.due_on - 7)::timestamp at time zone 'Europe/Berlin'`,
    sql`ta.due_on::timestamp at time zone 'Europe/Berlin'`,
  ];
  const { rows } = await sql<Recipient>`
    with due as (
      select u.id from users u
      join companies co on co.id = u.company_id and co.reminders_enabled
      join users owner on owner.id = co.owner_id
      where ${reachable}
        and (u.learner_reminded_at is null or u.learner_reminded_at <= ${weekBefore(now)})
        and exists (
          select 1 from training_assignments ta
          cross join lateral (select ${openSince} as open_since) o
          where ta.user_id = u.id and not ${passedNow}
            and exists (select 1 from unnest(array[${sql.join(milestones)}]::timestamptz[]) m(at)
              where m.at <= ${now} and m.at > coalesce(u.learner_reminded_at, '-infinity'::timestamptz))
        )
      order by u.id
      limit ${limit}
      for update of u skip locked
    )
    update users u set learner_reminded_at = ${now} from due where u.id = due.id
    returning u.id, u.company_id, u.email, u.firstname, u.lastname, u.salutation, u.lang`.execute(trx);
  return rows;
}

export type OpenCourse = { user_id: number; training_slug: string; due_on: string | null };

/** The assigned courses of these people whose current round is not passed. */
export async function openCoursesOf(db: Db, userIds: readonly number[]): Promise<OpenCourse[]> {
  if (userIds.length === 0) return [];
  const { rows } = await sql<OpenCourse>`
    select ta.user_id, ta.training_slug, ta.due_on from training_assignments ta
    where ta.user_id in (${sql.join(userIds)}) and not ${passedNow}`.execute(db);
  return rows;
}

/**
 * Claims up to `limit` employers and managers whose weekly digest is due and marks it sent at
 * `now`: their switch is on, the last digest is a week old, and their company has something to
 * tell, a deadline passed (before `today`, a German day) or a pass or company certificate that
 * lapses by `horizon`. `lapsesBy` is the pass's end for the months a pass counts.
 */
export async function claimDigestsDue(trx: Db, now: Date, today: string, horizon: Date, months: number, limit: number) {
  const { rows } = await sql<Recipient>`
    with due as (
      select u.id from users u
      join companies co on co.id = u.company_id
      join users owner on owner.id = co.owner_id
      where u.role in ('employer', 'manager') and ${reachable}
        and (u.digest_sent_at is null or u.digest_sent_at <= ${weekBefore(now)})
        and (
          exists (select 1 from training_assignments ta join users p on p.id = ta.user_id
            where p.company_id = co.id and ta.due_on < ${today}::date and not ${passedNow})
          or exists (select 1 from course_progress cp
            where cp.company_id = co.id and cp.archived_at is null and cp.passed_at is not null
              and ${passEnd(months)} <= ${horizon})
          or exists (select 1 from certificates c where c.company_id = co.id and c.kind = 'company'
            and ${certificateEnd(months)} > ${now} and ${certificateEnd(months)} <= ${horizon}
            and c.issued_at = (select max(issued_at) from certificates l where l.company_id = co.id and l.kind = 'company'))
        )
      order by u.company_id, u.id
      limit ${limit}
      for update of u skip locked
    )
    update users u set digest_sent_at = ${now} from due where u.id = due.id
    returning u.id, u.company_id, u.email, u.firstname, u.lastname, u.salutation, u.lang`.execute(trx);
  return rows;
}

/** When a pass `cp` ends: its moment plus the months in UTC, as shared/rules/training-validity.ts reckons. */
const passEnd = (months: number) =>
  sql<Date>`((cp.passed_at at time zone 'UTC' + make_interval(months => ${months}::int)) at time zone 'UTC')`;
const certificateEnd = (months: number) =>
  sql<Date>`((c.issued_at at time zone 'UTC' + make_interval(months => ${months}::int)) at time zone 'UTC')`;

export type LapsingPass = {
  user_id: number;
  firstname: string;
  lastname: string;
  training_slug: string;
  valid_until: Date;
};

/** The company's current passes that lapse by `horizon`, the soonest first. */
export async function passesLapsingBy(db: Db, companyId: number, horizon: Date, months: number) {
  const { rows } = await sql<LapsingPass>`
    select u.id as user_id, u.firstname, u.lastname, cp.training_slug, ${passEnd(months)} as valid_until
    from course_progress cp join users u on u.id = cp.user_id
    where cp.company_id = ${companyId} and cp.archived_at is null and cp.passed_at is not null
      and ${passEnd(months)} <= ${horizon}
    order by valid_until, u.lastname, u.firstname, u.id, cp.training_slug`.execute(db);
  return rows;
}

/** The issue moment of the company's latest certificate, if any. */
export async function latestCompanyCertificate(db: Db, companyId: number): Promise<Date | null> {
  const row = await db
    .selectFrom('certificates')
    .select((eb) => eb.fn.max('issued_at').as('issued_at'))
    .where('company_id', '=', companyId)
    .where('kind', '=', 'company')
    .executeTakeFirst();
  return row?.issued_at ?? null;
}

export async function companyNameOf(db: Db, companyId: number): Promise<string> {
  const row = await db.selectFrom('companies').select('company_name').where('id', '=', companyId).executeTakeFirst();
  return row?.company_name ?? '';
}
