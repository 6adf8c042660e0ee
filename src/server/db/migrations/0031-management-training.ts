import { type Kysely, sql } from 'kysely';

/**
 * The management training (docs/decisions/103-management-training.md): a training beside the 12
 * courses, learned with the same progress, quiz draws and attempts. `trainings` lists everything
 * that can be learned (the courses and the tracks); progress and draws point at it instead of the
 * course list, which keeps holding the 12 that assignments, onboarding and statistics know.
 * `management_members`: the people the employer named as management. Expand only: a previous
 * release never writes a track's slug and never reads the new table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table trainings (
    slug text primary key,
    kind text not null check (kind in ('course', 'track'))
  )`.execute(db);
  await sql`insert into trainings (slug, kind) select slug, 'course' from statistics_courses`.execute(db);
  await sql`insert into trainings (slug, kind) values ('nis2-management', 'track')`.execute(db);
  // Added unvalidated, then validated: the check of millions of rows takes no lock that stops saves.
  await sql`alter table course_progress add constraint course_progress_training_fk
    foreign key (training_slug) references trainings (slug) not valid`.execute(db);
  await sql`alter table course_progress validate constraint course_progress_training_fk`.execute(db);
  await sql`alter table course_progress drop constraint course_progress_course_fk`.execute(db);
  await sql`alter table quiz_draws add constraint quiz_draws_training_fk
    foreign key (training_slug) references trainings (slug) not valid`.execute(db);
  await sql`alter table quiz_draws validate constraint quiz_draws_training_fk`.execute(db);
  await sql`alter table quiz_draws drop constraint quiz_draws_training_slug_fkey`.execute(db);

  await sql`create table management_members (
    user_id integer primary key references users (id) on delete cascade,
    company_id integer not null references companies (id) on delete cascade,
    named_at timestamptz not null,
    named_by integer references users (id) on delete set null
  )`.execute(db);
  await sql`create index management_members_company on management_members (company_id)`.execute(db);
  await sql`alter table certificates drop constraint certificates_kind_check`.execute(db);
  await sql`alter table certificates add constraint certificates_kind_check
    check (kind in ('personal', 'company', 'management'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from certificates where kind = 'management'`.execute(db);
  await sql`alter table certificates drop constraint certificates_kind_check`.execute(db);
  await sql`alter table certificates add constraint certificates_kind_check
    check (kind in ('personal', 'company'))`.execute(db);
  await sql`drop table management_members`.execute(db);
  await sql`delete from quiz_draws where training_slug not in (select slug from statistics_courses)`.execute(db);
  await sql`delete from course_progress where training_slug not in (select slug from statistics_courses)`.execute(db);
  await sql`alter table quiz_draws add constraint quiz_draws_training_slug_fkey
    foreign key (training_slug) references statistics_courses (slug)`.execute(db);
  await sql`alter table quiz_draws drop constraint quiz_draws_training_fk`.execute(db);
  await sql`alter table course_progress add constraint course_progress_course_fk
    foreign key (training_slug) references statistics_courses (slug)`.execute(db);
  await sql`alter table course_progress drop constraint course_progress_training_fk`.execute(db);
  await sql`drop table trainings`.execute(db);
}
