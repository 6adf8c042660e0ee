import { type Kysely, sql } from 'kysely';

/**
 * When to look at a person next for a reminder and for the weekly digest
 * (docs/decisions/091-reminder-checks.md), so that the reminder job reads only people who may be
 * due, through an index, instead of every open assignment of the book each run. What keeps the
 * moments right through every write is declared in db/definitions/reminder-checks.ts. Everyone is
 * marked here once: the first runs after the upgrade look at each person, in batches.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column reminder_check_at timestamptz, add column digest_check_at timestamptz`.execute(
    db,
  );
  await sql`update users set reminder_check_at = '-infinity',
    digest_check_at = case when role in ('employer', 'manager') then '-infinity'::timestamptz end
    where company_id is not null`.execute(db);
  await sql`create index users_reminder_check on users (reminder_check_at) where reminder_check_at is not null`.execute(
    db,
  );
  await sql`create index users_digest_check on users (digest_check_at) where digest_check_at is not null`.execute(db);
  // The first pass of a company to lapse, for the digest: the earliest current pass of an assigned course.
  await sql`create index course_progress_company_passes on course_progress (company_id, passed_at)
    where archived_at is null and passed_at is not null`.execute(db);
  // The rules the job reckons with; other REMINDER_AFTER_DAYS, validity or window mark everyone again.
  await sql`create table reminder_check_basis (
    singleton boolean primary key default true check (singleton),
    after_days integer[] not null,
    validity_months integer not null,
    digest_ahead_days integer not null
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index course_progress_company_passes`.execute(db);
  await sql`drop table reminder_check_basis`.execute(db);
  await sql`alter table users drop column reminder_check_at, drop column digest_check_at`.execute(db);
}
