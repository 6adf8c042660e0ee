import { type Kysely, sql } from 'kysely';
import { COURSES } from './0003-statistics.ts';

/**
 * Only the portal's courses can be assigned, learned or chosen for onboarding: the slug columns
 * point at the course list of migration 0003 (`statistics_courses`, the twelve courses), so the
 * program may read them as course slugs (db/schema.ts) whatever wrote the rows (a restore, a move,
 * a hand in the database). Saves do not touch the slug: only new assignments and new progress are
 * checked.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table training_assignments add constraint training_assignments_course_fk
    foreign key (training_slug) references statistics_courses (slug)`.execute(db);
  await sql`alter table course_progress add constraint course_progress_course_fk
    foreign key (training_slug) references statistics_courses (slug)`.execute(db);
  // An array cannot have a foreign key: its elements are held to the same twelve by a check (written
  // out, so a dump restores in any order; a new course list is a new migration anyway).
  await sql`alter table companies add constraint companies_onboarding_courses_known
    check (onboarding_courses <@ ${sql.lit(`{${COURSES.join(',')}}`)}::text[])`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table companies drop constraint companies_onboarding_courses_known`.execute(db);
  await sql`alter table course_progress drop constraint course_progress_course_fk`.execute(db);
  await sql`alter table training_assignments drop constraint training_assignments_course_fk`.execute(db);
}
