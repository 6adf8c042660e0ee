import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { missedDeadline } from '../statistics/missed-deadline.repository.ts';
import {
  assignedPasses,
  companyCertificateEnd,
  openSince,
  passEnd,
  passedNow,
  reachable,
  remindingMoments,
  type DigestWindow,
} from './reminder-rules.repository.ts';

/**
 * Who is due at `now`, decided from the learning rows alone, as decision 085 words it, without
 * the stored moments of migration 0023. It reads every open assignment of the book, so the job
 * never runs it: the property test holds the job's indexed answer equal to it, and the bench
 * times it as the figure the index is measured against.
 */

const weekBefore = (now: Date) => new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000);

/**
 * Learners due a reminder at `now`: reachable, no reminder in the last seven days, and a moment
 * to remind of has come since the last one (and since reminders began for the person). The first
 * `limit` by id.
 */
export async function learnersDueFromScratch(
  db: Db,
  now: Date,
  afterDays: readonly number[],
  limit?: number,
): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    select u.id from users u
    join companies co on co.id = u.company_id and co.reminders_enabled
    join users owner on owner.id = co.owner_id
    where ${reachable}
      and (u.learner_reminded_at is null or u.learner_reminded_at <= ${weekBefore(now)})
      and exists (
        select 1 from training_assignments ta
        cross join lateral (select ${openSince} as open_since) o
        where ta.user_id = u.id and not ${passedNow}
          and (exists (select 1 from unnest(${remindingMoments(afterDays)}) m(at)
            where m.at >= o.open_since and m.at <= ${now}
              and m.at > greatest(u.reminders_from, u.learner_reminded_at))
            -- A request of the employer or a manager (decision 105).
            or (u.reminder_requested_at <= ${now}
              and u.reminder_requested_at > greatest(u.reminders_from, u.learner_reminded_at))))
    order by u.id
    ${limit === undefined ? sql`` : sql`limit ${limit}`}`.execute(db);
  return rows.map((row) => row.id);
}

/**
 * Employers and managers due a digest at `window.now`: reachable, the last digest a week old, and
 * their company has something to tell: a missed deadline on `today`, a pass of an assigned course
 * or the company certificate that lapses by the horizon. The first `limit` by company and id.
 */
export async function digestsDueFromScratch(
  db: Db,
  { now, horizon, months }: DigestWindow,
  today: string,
  limit?: number,
): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
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
        or (${companyCertificateEnd(months)} > ${now} and ${companyCertificateEnd(months)} <= ${horizon}))
    order by u.company_id, u.id
    ${limit === undefined ? sql`` : sql`limit ${limit}`}`.execute(db);
  return rows.map((row) => row.id);
}
