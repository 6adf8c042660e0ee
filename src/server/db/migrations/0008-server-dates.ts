import { type Kysely, sql } from 'kysely';
import { saveProgressFunction } from './0005-summary-changes.ts';

/**
 * The moments and figures a certificate and the statistics state are the server's
 * (docs/decisions/057-server-bounded-dates.md): a device's `at` and a quiz attempt's `attemptedAt`
 * already count no later than the save arrives; now they also count no earlier than the course was
 * assigned or begun, whichever came first, and the learning time of a course never exceeds the wall
 * time since then.
 * `save_progress` is the one of migration 0005 with that floor and that cap.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await boundedSaveProgress.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function save_progress`.execute(db);
  await saveProgressFunction.execute(db);
}

/** `save_progress` with the floor and the cap, as this migration made it (0019 replaces it). */
export const boundedSaveProgress = sql`
  create or replace function save_progress(
    p_user integer, p_slug text, p_progress integer, p_op uuid, p_now timestamptz,
    p_slide_count integer, p_slide integer, p_seconds integer, p_module_repeated boolean, p_finished_at timestamptz,
    p_attempt uuid, p_answers jsonb, p_correct integer, p_questions integer, p_score integer, p_passed boolean,
    p_attempted_at timestamptz,
    out applied boolean, out progress course_progress
  ) returns setof record language plpgsql as $fn$
  declare
    current_id integer;
    counted integer := 0;
    earliest timestamptz;
  begin
    select id, started_at into current_id, earliest from course_progress
    where user_id = p_user and training_slug = p_slug and archived_at is null;
    if current_id is null then
      return;
    end if;
    -- Nothing happened in a course before it was assigned or begun, whatever a device says.
    select least(earliest, min(assigned_at)) into earliest from training_assignments
    where user_id = p_user and training_slug = p_slug;
    if p_finished_at is not null then
      p_finished_at := greatest(p_finished_at, earliest);
    end if;
    if p_attempted_at is not null then
      p_attempted_at := greatest(p_attempted_at, earliest);
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
          -- No more learning time than wall time has passed since the course was assigned or begun.
          time_spent_seconds = greatest(p.time_spent_seconds, least(p.time_spent_seconds + p_seconds,
            floor(extract(epoch from p_now - earliest))::integer)),
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
