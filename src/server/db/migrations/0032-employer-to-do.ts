import { type Kysely, sql } from 'kysely';

/**
 * The employer's to-do view (docs/decisions/105-employer-to-do-view.md):
 * - `users.reminder_requested_at`: when the employer or a manager last asked that the person be
 *   reminded; the reminder job sends it as one more moment of decision 085, so the week's limit,
 *   the working hours and who is reachable stay as they are;
 * - `company_training_months`: per company and month (its first day, German time) the population
 *   and how many of them had every assigned course passed and valid, as the statistics read at
 *   the last look within that month; the dashboard's 12-month trend reads twelve rows per company.
 * Expand only: a previous release reads neither.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column reminder_requested_at timestamptz`.execute(db);
  await sql`create table company_training_months (
    company_id integer not null references companies (id) on delete cascade,
    month date not null,
    population integer not null,
    valid integer not null,
    primary key (company_id, month)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table company_training_months`.execute(db);
  await sql`alter table users drop column reminder_requested_at`.execute(db);
}
