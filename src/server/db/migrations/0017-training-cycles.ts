import { type Kysely, sql } from 'kysely';

/**
 * Yearly cycles (docs/decisions/081-training-cycles.md): a passed course counts for a set number
 * of months; when they are over its progress is archived like a company reset does, with the
 * moment it lapsed, so the old round stays in the person's history and a new one can begin. The
 * index keeps finding what lapsed cheap however much history there is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table course_progress add column lapsed_at timestamptz`.execute(db);
  await sql`create index course_progress_current_passes on course_progress (passed_at)
    where archived_at is null and passed_at is not null`.execute(db);
  await sql`create index course_progress_lapsed on course_progress (user_id, training_slug)
    where lapsed_at is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index course_progress_lapsed`.execute(db);
  await sql`drop index course_progress_current_passes`.execute(db);
  await sql`alter table course_progress drop column lapsed_at`.execute(db);
}
