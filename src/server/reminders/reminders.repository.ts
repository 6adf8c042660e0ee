import type { CourseSlug } from '#shared/courses.ts';
import { sql } from 'kysely';
import type { Lang, Salutation } from '#shared/constants.ts';
import type { Db } from '../db/database.ts';
import { missedDeadline } from '../statistics/missed-deadline.repository.ts';

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

/**
 * Someone who reads mail from the portal: has chosen a password (a temporary one from the
 * employer may never have been used), is neither blocked nor locked, with the switch on, in a
 * company that is not blocked and whose employer accepted the agreement.
 */
const reachable = sql`u.active and u.locked_at is null and u.password_hash is not null
  and u.password_expires_at is null and u.reminders_enabled
  and co.blocked_at is null and owner.order_processing_accepted_at is not null`;

/** The current round of the assignment `ta` is passed. */
const passedNow = sql`exists (select 1 from course_progress cp where cp.user_id = ta.user_id
  and cp.training_slug = ta.training_slug and cp.archived_at is null and cp.passed_at is not null)`;

/**
 * Since when the assignment `ta` (of a person in company `co`) is open: its assignment, the
 * company's last e-learning reset or the lapse of its last pass, whichever came last.
 */
const openSince = sql<Date>`greatest(ta.assigned_at, co.last_progress_reset_at, (select max(l.lapsed_at)
  from course_progress l where l.user_id = ta.user_id and l.training_slug = ta.training_slug
  and l.archived_at is not null and l.lapsed_at is not null))`;

/** The start of a German day `day` (a date expression). */
const berlinStart = (day: ReturnType<typeof sql>) => sql<Date>`(${day})::timestamp at time zone 'Europe/Berlin'`;

/**
 * Claims up to `limit` learners a reminder is due for and marks them reminded at `now`, in the
 * caller's transaction. Due means: reachable, no reminder in the last seven days, and a moment to
 * remind of has come since the last one (and since reminders began for the person): an open
 * course reached one of `afterDays` since it opened, or its deadline (set in this round) is a week
 * away or has come. Rows another instance
 * holds are skipped (`SKIP LOCKED`); one that another instance claimed and committed meanwhile is
 * read again when locked and no longer due. `NO KEY UPDATE` leaves the person's sign-ins and
 * saves (which only share-lock the row through their foreign keys) free to go on.
 */
export async function claimLearnersDue(trx: Db, now: Date, afterDays: readonly number[], limit: number) {
  const moments = [
    ...afterDays.map((days) => sql`o.open_since + make_interval(days => ${days}::int)`),
    berlinStart(sql`ta.due_on - 7`),
    berlinStart(sql`ta.due_on`),
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
            and exists (select 1 from unnest(array[${sql.join(moments)}]::timestamptz[]) m(at)
              where m.at >= o.open_since and m.at <= ${now}
                and m.at > greatest(u.reminders_from, u.learner_reminded_at))
        )
      order by u.id
      limit ${limit}
      for no key update of u skip locked
    )
    update users u set learner_reminded_at = ${now} from due where u.id = due.id
    returning u.id, u.company_id, u.email, u.firstname, u.lastname, u.salutation, u.lang`.execute(trx);
  return rows;
}

/** An open course of a reminded person; `due_on` only if the deadline belongs to the course's current round. */
export type OpenCourse = { user_id: number; training_slug: CourseSlug; due_on: string | null };

/** The assigned courses of these people whose current round is not passed. */
export async function openCoursesOf(db: Db, userIds: readonly number[]): Promise<OpenCourse[]> {
  if (userIds.length === 0) return [];
  const { rows } = await sql<OpenCourse>`
    select ta.user_id, ta.training_slug,
      case when ${berlinStart(sql`ta.due_on + 1`)} > ${openSince} then ta.due_on end as due_on
    from training_assignments ta
    join users u on u.id = ta.user_id
    join companies co on co.id = u.company_id
    where ta.user_id in (${sql.join(userIds)}) and not ${passedNow}`.execute(db);
  return rows;
}

/** When the company's latest certificate ends, if it still holds: not lapsed, no reset since it was issued. */
const companyCertificateEnd = (months: number) => sql<Date>`(
  select coalesce(
    -- Only a well-formed stored end is read: one broken certificate must not stop every digest.
    case when c.content->>'validUntil'
      ~ '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]+)?Z$'
      then (c.content->>'validUntil')::timestamptz end,
    (c.issued_at at time zone 'UTC' + make_interval(months => ${months}::int)) at time zone 'UTC')
  from certificates c
  where c.company_id = co.id and c.kind = 'company'
    and (co.last_progress_reset_at is null or co.last_progress_reset_at < c.issued_at)
  order by c.issued_at desc limit 1)`;

/** When a pass `cp` ends: its moment plus the months in UTC, as shared/rules/training-validity.ts reckons. */
const passEnd = (months: number) =>
  sql<Date>`((cp.passed_at at time zone 'UTC' + make_interval(months => ${months}::int)) at time zone 'UTC')`;

/** Current passes of courses the person still has (a withdrawn course is not "to be passed again"). */
const assignedPasses = sql`course_progress cp join training_assignments ta
  on ta.user_id = cp.user_id and ta.training_slug = cp.training_slug`;

/**
 * Claims up to `limit` employers and managers whose weekly digest is due and marks it sent at
 * `now`: reachable, the last digest a week old, and their company has something to tell: a missed
 * deadline (the dashboard's question), a pass of an assigned course or the company certificate
 * that lapses by `horizon`.
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
            where p.company_id = co.id and ${missedDeadline(today)})
          or exists (select 1 from ${assignedPasses}
            where cp.company_id = co.id and cp.archived_at is null and cp.passed_at is not null
              and ${passEnd(months)} <= ${horizon})
          or (${companyCertificateEnd(months)} > ${now} and ${companyCertificateEnd(months)} <= ${horizon})
        )
      order by u.company_id, u.id
      limit ${limit}
      for no key update of u skip locked
    )
    update users u set digest_sent_at = ${now} from due where u.id = due.id
    returning u.id, u.company_id, u.email, u.firstname, u.lastname, u.salutation, u.lang`.execute(trx);
  return rows;
}

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
