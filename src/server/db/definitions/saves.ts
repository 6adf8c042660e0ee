import { sql } from 'kysely';
import type { DefinitionGroup } from './definition.ts';

/**
 * One save of a learner's device, in one call (docs/decisions/049-batched-saves.md,
 * 057-server-bounded-dates.md, 081-training-cycles.md): records the operation id (once), the quiz
 * attempt (once by its id) and merges the operation into the current progress row. A new attempt
 * is counted into the quiz figures rather than counting all attempts again, so a save that waited
 * for another one's row lock builds on that one's figures (PostgreSQL evaluates the SET list again
 * on the newest row). In plpgsql so that each statement's plan is made once per connection.
 *
 * - Dates are the server's: no earlier than the course was assigned or begun (in a later round: than
 *   the previous round ended), and no more learning time than wall time since then.
 * - A save that finds the current round's pass lapsed archives the round and answers nothing, so the
 *   caller begins the new round and saves into it; one made for the lapsed round itself (it names
 *   the round, or repeats an operation) is acknowledged and not applied, as one made for a round a
 *   company reset archived.
 * No row: the person has no current progress in the course.
 */
const saveProgress = sql`
  create function save_progress(
    p_user integer, p_slug text, p_progress integer, p_op uuid, p_now timestamptz,
    p_slide_count integer, p_slide integer, p_seconds integer, p_module_repeated boolean, p_finished_at timestamptz,
    p_attempt uuid, p_answers jsonb, p_correct integer, p_questions integer, p_score integer, p_passed boolean,
    p_attempted_at timestamptz, p_validity_months integer,
    out applied boolean, out progress course_progress
  ) returns setof record language plpgsql as $fn$
  declare
    current_id integer;
    current_pass timestamptz;
    lapse timestamptz;
    counted integer := 0;
    earliest timestamptz;
  begin
    select id, started_at, passed_at into current_id, earliest, current_pass from course_progress
    where user_id = p_user and training_slug = p_slug and archived_at is null;
    if current_id is null then
      return;
    end if;
    -- A round whose pass has lapsed is not the one to save into (decision 081): it is archived here, as the
    -- minute's job would, and the caller begins the new round and saves again.
    if current_pass is not null then
      lapse := valid_until(current_pass, p_validity_months);
      if lapse <= p_now then
        update course_progress set archived_at = lapse, lapsed_at = lapse where id = current_id and archived_at is null;
        -- Made for the old round, or a replay: acknowledged with the old round, not applied, no new round begun.
        if p_progress is not null or exists (select 1 from progress_operations where op_id = p_op) then
          applied := false;
          select p.* into progress from course_progress p where p.id = current_id;
          return next;
        end if;
        return;
      end if;
    end if;
    -- Nothing happened in a course before it was assigned or begun, whatever a device says; nor, in a later
    -- round, before the previous one ended (a lapse or a company reset).
    select least(earliest, min(assigned_at)) into earliest from training_assignments
    where user_id = p_user and training_slug = p_slug;
    select greatest(earliest, max(archived_at)) into earliest from course_progress
    where user_id = p_user and training_slug = p_slug and archived_at is not null;
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

/**
 * A batch of saves in one call (docs/decisions/059-lean-save-path.md): inside a plpgsql function the
 * plan is made once per connection, so what travels per batch is one short call. Answers one row per
 * save, in the order given, for the saves whose person has current progress in the course.
 */
const saveProgressBatch = sql`
    create function save_progress_batch(
      p_user integer[], p_slug text[], p_progress integer[], p_op uuid[], p_now timestamptz[],
      p_slide_count integer[], p_slide integer[], p_seconds integer[], p_module_repeated boolean[],
      p_finished_at timestamptz[], p_attempt uuid[], p_answers jsonb[], p_correct integer[], p_questions integer[],
      p_score integer[], p_passed boolean[], p_attempted_at timestamptz[], p_validity_months integer[]
    ) returns table (save_position integer, applied boolean, progress course_progress) language plpgsql as $fn$
    begin
      return query
        select o.position::int, r.applied, r.progress
        from unnest(p_user, p_slug, p_progress, p_op, p_now, p_slide_count, p_slide, p_seconds, p_module_repeated,
          p_finished_at, p_attempt, p_answers, p_correct, p_questions, p_score, p_passed, p_attempted_at, p_validity_months)
          with ordinality as o(user_id, slug, progress_id, op_id, now, slide_count, slide, seconds, module_repeated,
          finished_at, attempt_id, answers, correct, questions, score, passed, attempted_at, validity_months, position)
        cross join lateral save_progress(o.user_id, o.slug, o.progress_id, o.op_id, o.now, o.slide_count, o.slide,
          o.seconds, o.module_repeated, o.finished_at, o.attempt_id, o.answers, o.correct, o.questions, o.score,
          o.passed, o.attempted_at, o.validity_months) r
        order by o.position;
    end
    $fn$
`;

export const saves: DefinitionGroup = {
  name: 'saves',
  functions: [
    { name: 'save_progress', create: saveProgress },
    { name: 'save_progress_batch', create: saveProgressBatch },
  ],
  triggers: [],
};
