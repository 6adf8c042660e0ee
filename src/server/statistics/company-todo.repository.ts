import type { CourseSlug } from '#shared/courses.ts';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { deadlineUnmet } from './missed-deadline.repository.ts';

/** The SQL of the employer's to-do view (docs/decisions/105-employer-to-do-view.md). */

/** One course of a person with a deadline not met. */
export type DeadlineRow = {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  learner_reminded_at: Date | null;
  training_slug: CourseSlug;
  due_on: string;
};

/**
 * The company's assignments whose deadline is not met and comes by `until` (German days, a passed
 * one included): the earliest deadline first, then by name. The dashboard's overdue list asks the
 * same condition (missed-deadline.repository.ts).
 */
export async function findDeadlinesBy(db: Db, companyId: number, until: string): Promise<DeadlineRow[]> {
  const { rows } = await sql<DeadlineRow>`
    select u.id, u.firstname, u.lastname, u.email, u.learner_reminded_at, ta.training_slug, ta.due_on
    from training_assignments ta join users u on u.id = ta.user_id
    where u.company_id = ${companyId} and ta.due_on <= ${until}::date and ${deadlineUnmet}
    order by ta.due_on, u.lastname, u.firstname, u.id, ta.training_slug`.execute(db);
  return rows;
}

export type NeverSignedInRow = {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  has_password: boolean;
  invitation_expires_at: Date | null;
};

/**
 * People of the company who have not signed in with a password of their own (`is_first_login`):
 * invited, imported, or on a temporary password; the longest waiting first. The employer
 * registered and is never one of them.
 */
export async function findNeverSignedIn(db: Db, companyId: number): Promise<NeverSignedInRow[]> {
  const { rows } = await sql<NeverSignedInRow>`
    select u.id, u.firstname, u.lastname, u.email, u.password_hash is not null as has_password,
      (select max(t.expires_at) from access_tokens t where t.user_id = u.id and t.kind = 'invitation')
        as invitation_expires_at
    from users u
    where u.company_id = ${companyId} and u.is_first_login and u.role <> 'employer'
    order by u.created_at, u.lastname, u.firstname, u.id`.execute(db);
  return rows;
}

/**
 * Records every company's population and people with valid training for the month of `month`
 * (its first day, yyyy-mm-dd), from the statistics' company rows: one row per company and month,
 * rewritten only when a figure changed, so the month keeps the last reading within it.
 */
export async function recordTrainingMonth(db: Db, month: string): Promise<number> {
  const result = await sql`
    insert into company_training_months as m (company_id, month, population, valid)
    select cs.company_id, ${month}::date, cs.population, cs.finished_all from company_summaries cs
    on conflict (company_id, month) do update set population = excluded.population, valid = excluded.valid
    where (m.population, m.valid) is distinct from (excluded.population, excluded.valid)`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** The company's recorded months from `from` (a first day, yyyy-mm-dd) on. */
export async function findTrainingMonths(db: Db, companyId: number, from: string) {
  const { rows } = await sql<{ month: string; population: number; valid: number }>`
    select to_char(month, 'YYYY-MM') as month, population, valid from company_training_months
    where company_id = ${companyId} and month >= ${from}::date order by month`.execute(db);
  return rows;
}
