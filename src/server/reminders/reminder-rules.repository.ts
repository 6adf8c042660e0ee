import { type RawBuilder, sql } from 'kysely';
import { deadlineUnmet } from '../statistics/missed-deadline.repository.ts';

/**
 * The rules of decision 085 as SQL, over a person `u` of company `co` whose employer is `owner`.
 * The job's claims (reminders.repository.ts) and the rule computed from scratch
 * (due-from-scratch.repository.ts) both read them, so the two cannot drift apart.
 */

type Moment = RawBuilder<Date | null> | Date;

/** An exact week, as the job's own arithmetic (never a calendar week across a change of clocks). */
export const WEEK = sql`interval '168 hours'`;

/**
 * Someone who reads mail from the portal: has chosen a password (a temporary one from the
 * employer may never have been used), is neither blocked nor locked, with the switch on, in a
 * company that is not blocked and whose employer accepted the agreement.
 */
export const reachable = sql<boolean>`(u.active and u.locked_at is null and u.password_hash is not null
  and u.password_expires_at is null and u.reminders_enabled
  and co.blocked_at is null and owner.order_processing_accepted_at is not null)`;

/** The current round of the assignment `ta` is passed. */
export const passedNow = sql<boolean>`exists (select 1 from course_progress cp where cp.user_id = ta.user_id
  and cp.training_slug = ta.training_slug and cp.archived_at is null and cp.passed_at is not null)`;

/**
 * Since when the assignment `ta` (of a person in company `co`) is open: its assignment, the
 * company's last e-learning reset or the lapse of its last pass, whichever came last.
 */
export const openSince = sql<Date>`greatest(ta.assigned_at, co.last_progress_reset_at, (select max(l.lapsed_at)
  from course_progress l where l.user_id = ta.user_id and l.training_slug = ta.training_slug
  and l.archived_at is not null and l.lapsed_at is not null))`;

/** The start of a German day `day` (a date expression). */
export const berlinStart = (day: RawBuilder<unknown>) => sql<Date>`(${day})::timestamp at time zone 'Europe/Berlin'`;

/** The moments to remind of an open assignment `ta`, open since `o.open_since`. */
export const remindingMoments = (afterDays: readonly number[]) =>
  sql`array[${sql.join([
    ...afterDays.map((days) => sql`o.open_since + make_interval(days => ${days}::int)`),
    berlinStart(sql`ta.due_on - 7`),
    berlinStart(sql`ta.due_on`),
  ])}]::timestamptz[]`;

/** A learner `u` reminders may reach: reachable, and their company's switch on. */
export const remindable = sql<boolean>`(${reachable} and co.reminders_enabled)`;

/**
 * The open assignments `ta` of the learner `u`, each with the moment it opened, `o.open_since`,
 * once per moment to remind of it, `m.at` (`m.n` = 1 on its first row). `offset 0` keeps the
 * opening a value per assignment: inlined, its subquery ran again for every moment it is compared with.
 */
export const openAssignmentMoments = (afterDays: readonly number[]) => sql`training_assignments ta
  cross join lateral (select ${openSince} as open_since offset 0) o
  cross join lateral unnest(${remindingMoments(afterDays)}) with ordinality m(at, n)
  where ta.user_id = u.id and not ${passedNow}`;

/**
 * Of the rows of openAssignmentMoments, the first moment to remind of that comes after `after`;
 * null: none. The employer's or a manager's request to remind the person
 * (`u.reminder_requested_at`, decision 105) is one more such moment while a course is open.
 */
export const firstMomentAfter = (after: RawBuilder<unknown>) =>
  sql<Date | null>`least(min(m.at) filter (where m.at >= o.open_since and m.at > ${after}),
    case when count(*) > 0 and u.reminder_requested_at > ${after} then u.reminder_requested_at end)`;

/** The moments to remind of come after reminders began for `u` and after their last reminder at `remindedAt`. */
export const afterLastReminder = (remindedAt: Moment) => sql`greatest(u.reminders_from, ${remindedAt}::timestamptz)`;

/** Due at the first moment to remind of, `first`, but not within a week of the last reminder; null: never. */
export const dueFromFirstMoment = (first: RawBuilder<unknown>, remindedAt: Moment) =>
  sql<Date | null>`(case when ${first} is not null then greatest(${first}, ${remindedAt}::timestamptz + ${WEEK}) end)`;

/**
 * When the learner `u` becomes due a reminder, counting from a last reminder at `remindedAt`, if
 * nothing changes; null: never. The earliest moment to remind of that came after the last
 * reminder and after reminders began, but not within a week of the last reminder. The clock is
 * not in it: due at `t` is exactly "this moment is at most `t`".
 */
export const learnerDueAt = (afterDays: readonly number[], remindedAt: Moment) => sql<Date | null>`(case
  when ${remindable} then (
    select ${dueFromFirstMoment(firstMomentAfter(afterLastReminder(remindedAt)), remindedAt)}
    from ${openAssignmentMoments(afterDays)})
  end)`;

/** The deadline of the open assignment `ta`, if it belongs to the course's current round (a passed one is shown as passed). */
export const deadlineOfRound = sql<string | null>`(case
  when ${berlinStart(sql`ta.due_on + 1`)} > o.open_since then ta.due_on end)`;

/** When a pass `cp` ends (db/definitions/valid-until.ts). */
export const passEnd = (months: number) => sql<Date>`valid_until(cp.passed_at, ${months}::int)`;

/** Current passes of courses the person still has (a withdrawn course is not "to be passed again"). */
export const assignedPasses = sql`course_progress cp join training_assignments ta
  on ta.user_id = cp.user_id and ta.training_slug = cp.training_slug`;

/** When the company's latest certificate ends, if it still holds: not lapsed, no reset since it was issued. */
export const companyCertificateEnd = (months: number) => sql<Date | null>`(
  select coalesce(
    -- Only a well-formed stored end is read: one broken certificate must not stop every digest.
    case when c.content->>'validUntil'
      ~ '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]+)?Z$'
      then (c.content->>'validUntil')::timestamptz end,
    valid_until(c.issued_at, ${months}::int))
  from certificates c
  where c.company_id = co.id and c.kind = 'company'
    and (co.last_progress_reset_at is null or co.last_progress_reset_at < c.issued_at)
  order by c.issued_at desc limit 1)`;

/** What the digest looks ahead from `now` to `horizon` for passes and certificates that lapse. */
export type DigestWindow = { now: Date; horizon: Date; months: number };

/**
 * From when on, looking from `now`, the company `co` has something to tell in a digest: its
 * first missed deadline (the day after it), the first pass of an assigned course to lapse within
 * the window (its earliest current pass, through the index of migration 0023), the company
 * certificate's end coming within it; null: nothing, as things stand. It reads all the company's
 * assignments, so a claim asks it once per company.
 */
export const companyNewsFrom = ({ now, horizon, months }: DigestWindow) => {
  const ahead = sql`(${horizon}::timestamptz - ${now}::timestamptz)`;
  const certificateEnd = companyCertificateEnd(months);
  return sql<Date | null>`least(
    (select min(${berlinStart(sql`ta.due_on + 1`)}) from training_assignments ta join users p on p.id = ta.user_id
      where p.company_id = co.id and ${deadlineUnmet}),
    (select ${passEnd(months)} - ${ahead} from course_progress cp
      where cp.company_id = co.id and cp.archived_at is null and cp.passed_at is not null
        and exists (select 1 from training_assignments ta
          where ta.user_id = cp.user_id and ta.training_slug = cp.training_slug)
      order by cp.passed_at limit 1),
    (select case when e.at > ${now} then e.at - ${ahead} end from (select ${certificateEnd} as at) e))`;
};

/**
 * When the employer or manager `u` is next due a digest, given from when their company has news
 * (`newsFrom`, companyNewsFrom), counting from a last digest at `sentAt`; null: never, as things
 * stand. Due at `now` is exactly "this moment is at most `now`".
 */
export const digestDueAt = (sentAt: Moment, newsFrom: RawBuilder<Date | null>) => sql<Date | null>`(case
  when u.role in ('employer', 'manager') and ${reachable} and ${newsFrom} is not null
    then greatest(${newsFrom}, ${sentAt}::timestamptz + ${WEEK})
  end)`;
