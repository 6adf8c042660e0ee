import { type Kysely, sql } from 'kysely';

/**
 * The questions the server hands out for a person's next quiz attempt
 * (docs/decisions/094-a-quiz-no-one-passes-by-guessing.md): each draw holds five question ids and the
 * order of their options, and the attempt that answered it once one did. What a person has been
 * handed out is what they have seen. Beside it on the progress: when the module was last gone through
 * to its end (a third attempt after two failures waits for it) and at which attempt the course was
 * passed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table quiz_draws (
    id uuid primary key,
    user_id integer not null references users (id) on delete cascade,
    training_slug text not null references statistics_courses (slug),
    lang text not null,
    question_ids text[] not null,
    option_orders jsonb not null,
    handed_out_at timestamptz not null,
    attempt_id uuid unique
  )`.execute(db);
  await sql`create index quiz_draws_person on quiz_draws (user_id, training_slug, handed_out_at)`.execute(db);
  await sql`create unique index quiz_draws_open on quiz_draws (user_id, training_slug) where attempt_id is null`.execute(
    db,
  );
  await sql`alter table course_progress add column module_reviewed_at timestamptz, add column passed_at_attempt integer`.execute(
    db,
  );
  // Passes made before: counted from their attempts, as every attempt from now on recounts them.
  await sql`update course_progress p set passed_at_attempt = (select count(*)::int from quiz_attempts a
    where a.progress_id = p.id and a.attempted_at <= p.passed_at) where p.passed_at is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table course_progress drop column module_reviewed_at, drop column passed_at_attempt`.execute(db);
  await sql`drop table quiz_draws`.execute(db);
}
