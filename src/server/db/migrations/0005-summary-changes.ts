import { type Kysely, sql } from 'kysely';
import { recomputingTriggerFunction } from './0003-statistics.ts';

/**
 * Statistics off the learner's hot path (docs/decisions/048-statistics-queue.md). Until now the triggers of
 * migration 0003 recomputed a person's summary and locked the company's sum rows inside every
 * writing transaction, so all saves of one company queued behind each other. Now a write only
 * notes "this person changed" in `summary_changes`, an append-only queue that never conflicts;
 * `fold_summary_changes` brings the summaries up to date from it with the same
 * `refresh_learner_summaries`, either for the changes of one company (a statistics read: exact
 * for its reader) or in batches that several server instances take in turn (`SKIP LOCKED`).
 *
 * The progress row also keeps which quiz attempt is its latest, so a save can count a new attempt
 * into the quiz figures instead of counting all attempts again: `save_progress` does a whole save
 * in one call.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('summary_changes')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('summary_changes_company').on('summary_changes').column('company_id').execute();

  // The triggers of 0003 stay where they are; their function now only queues the people touched.
  await sql`
    create or replace function learner_summaries_after_write() returns trigger language plpgsql as $fn$
    begin
      if TG_TABLE_NAME = 'users' then
        insert into summary_changes (user_id, company_id)
        select id, company_id from old_rows where company_id is not null;
      elsif TG_TABLE_NAME = 'course_progress' then
        if TG_OP = 'INSERT' then
          insert into summary_changes (user_id, company_id) select distinct user_id, company_id from new_rows;
        elsif TG_OP = 'DELETE' then
          insert into summary_changes (user_id, company_id) select distinct user_id, company_id from old_rows;
        else
          insert into summary_changes (user_id, company_id)
          select user_id, company_id from new_rows union select user_id, company_id from old_rows;
        end if;
      else
        -- training_assignments: the person's company comes from the person (gone with them on deletion,
        -- when the users trigger queues them).
        if TG_OP = 'INSERT' then
          insert into summary_changes (user_id, company_id)
          select u.id, u.company_id from users u
          where u.id in (select user_id from new_rows) and u.company_id is not null;
        else
          insert into summary_changes (user_id, company_id)
          select u.id, u.company_id from users u
          where u.id in (select user_id from old_rows) and u.company_id is not null;
        end if;
      end if;
      return null;
    end
    $fn$
  `.execute(db);

  // Brings the summaries up to date with the queued changes and answers how many it took. With a
  // company: all of that company's changes, waiting for a fold that holds some of them (the reader
  // then sees its result). Without: at most \`batch\` of the oldest, skipping those another fold holds.
  await sql`
    create function fold_summary_changes(company integer, batch integer) returns integer
    language plpgsql as $fn$
    declare
      ids integer[];
      taken integer;
    begin
      if company is not null then
        with claimed as (delete from summary_changes where company_id = company returning user_id)
        select array_agg(distinct user_id), count(*) into ids, taken from claimed;
      else
        with claimed as (
          delete from summary_changes where id in (
            select id from summary_changes order by id limit batch for update skip locked)
          returning user_id)
        select array_agg(distinct user_id), count(*) into ids, taken from claimed;
      end if;
      perform refresh_learner_summaries(ids);
      return taken;
    end
    $fn$
  `.execute(db);

  await db.schema
    .alterTable('course_progress')
    .addColumn('last_attempt_at', 'timestamptz')
    .addColumn('last_attempt_id', 'uuid')
    .execute();
  // Filling the new columns changes no figure: the trigger stays out of it.
  await sql`alter table course_progress disable trigger course_progress_statistics_update`.execute(db);
  await sql`
    update course_progress cp set last_attempt_at = a.attempted_at, last_attempt_id = a.id
    from (select distinct on (progress_id) progress_id, attempted_at, id from quiz_attempts
      order by progress_id, attempted_at desc, id desc) a
    where a.progress_id = cp.id
  `.execute(db);
  await sql`alter table course_progress enable trigger course_progress_statistics_update`.execute(db);

  await saveProgressFunction.execute(db);
}

/**
 * One save of a learner's device, in one call (docs/decisions/049-batched-saves.md): records the operation id
 * (once), the quiz attempt (once by its id) and merges the operation into the current progress
 * row. A new attempt is counted into the quiz figures rather than counting all attempts again, so
 * a save that waited for another one's row lock builds on that one's figures (PostgreSQL evaluates
 * the SET list again on the newest row). In plpgsql so that each statement's plan is made once
 * per connection, not once per save. No row: the person has no current progress in the course.
 */
export const saveProgressFunction = sql`
  create function save_progress(
    p_user integer, p_slug text, p_progress integer, p_op uuid, p_now timestamptz,
    p_slide_count integer, p_slide integer, p_seconds integer, p_module_repeated boolean, p_finished_at timestamptz,
    p_attempt uuid, p_answers jsonb, p_correct integer, p_questions integer, p_score integer, p_passed boolean,
    p_attempted_at timestamptz,
    out applied boolean, out progress course_progress
  ) returns setof record language plpgsql as $fn$
  declare
    current_id integer;
    counted integer := 0;
  begin
    select id into current_id from course_progress
    where user_id = p_user and training_slug = p_slug and archived_at is null;
    if current_id is null then
      return;
    end if;
    -- An operation made for progress that a company reset has archived since is acknowledged, not applied.
    if p_progress is null or p_progress = current_id then
      insert into progress_operations (op_id, user_id, progress_id, received_at)
      values (p_op, p_user, current_id, p_now)
      on conflict (op_id) do nothing;
      if found then
        if p_attempt is not null then
          -- The same attempt sent again under another operation id still counts once.
          insert into quiz_attempts (id, progress_id, user_id, answers, correct_count, question_count, score_percent,
            passed, attempted_at, received_at)
          values (p_attempt, current_id, p_user, p_answers, p_correct, p_questions, p_score, p_passed, p_attempted_at,
            p_now)
          on conflict (id) do nothing;
          if found then
            counted := 1;
          end if;
        end if;
        update course_progress p set
          slide_count = p_slide_count,
          furthest_slide = greatest(p.furthest_slide, coalesce(p_slide, p.furthest_slide)),
          time_spent_seconds = p.time_spent_seconds + p_seconds,
          module_repeat_count = p.module_repeat_count + p_module_repeated::int,
          module_finished_at = least(p.module_finished_at, p_finished_at),
          quiz_attempt_count = p.quiz_attempt_count + counted,
          quiz_repeat_count = greatest(p.quiz_attempt_count + counted - 1, 0),
          best_score = case when counted = 1 then greatest(p.best_score, p_score) else p.best_score end,
          passed_at = case when counted = 1 and p_passed then least(p.passed_at, p_attempted_at) else p.passed_at end,
          -- The latest attempt (by time, then id) gives the last score, whatever order attempts arrive in.
          last_score = case when counted = 1 and (p.last_attempt_at is null
            or (p_attempted_at, p_attempt) > (p.last_attempt_at, p.last_attempt_id)) then p_score else p.last_score end,
          last_attempt_id = case when counted = 1 and (p.last_attempt_at is null
            or (p_attempted_at, p_attempt) > (p.last_attempt_at, p.last_attempt_id)) then p_attempt
            else p.last_attempt_id end,
          last_attempt_at = case when counted = 1 then greatest(p.last_attempt_at, p_attempted_at)
            else p.last_attempt_at end,
          updated_at = p_now
        where p.id = current_id and p.archived_at is null
        returning p.* into progress;
        if found then
          applied := true;
          return next;
          return;
        end if;
      end if;
    end if;
    applied := false;
    select p.* into progress from course_progress p where p.id = current_id;
    return next;
  end
  $fn$
`;

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function save_progress`.execute(db);
  await db.schema.alterTable('course_progress').dropColumn('last_attempt_id').dropColumn('last_attempt_at').execute();
  // The queued changes are folded before the triggers go back to recomputing at once.
  await sql`select refresh_learner_summaries(array(select distinct user_id from summary_changes))`.execute(db);
  await sql`drop function fold_summary_changes(integer, integer)`.execute(db);
  await recomputingTriggerFunction.execute(db);
  await db.schema.dropTable('summary_changes').execute();
}
