import { type Kysely, sql } from 'kysely';
import { refreshLearnerSummariesFunction } from './0003-statistics.ts';
import { boundedSaveProgress } from './0008-server-dates.ts';
import { saveProgressBatchFunction } from './0009-save-batch-function.ts';

/**
 * Yearly cycles in the save and in the statistics (docs/decisions/081-training-cycles.md):
 * - `save_progress` knows how long a pass counts: a save that finds the current round's pass lapsed
 *   archives the round and answers nothing, so the caller begins the new round and saves into it;
 *   no work of a new round goes into an old one. Dates of a later round are floored at the end of
 *   the previous round, not at the first assignment.
 * - A save made for the lapsed round itself (it names the round, or repeats an operation) is
 *   acknowledged and not applied, as one made for a round a company reset archived: it begins no
 *   new round.
 * - A course due again after a lapse is open since the lapse: the 30 days before a person needs
 *   attention start then, not at the first assignment a year before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // A person's earlier rounds of a course, for the floor of a later round's dates and "due again".
  await sql`drop index course_progress_lapsed`.execute(db);
  await sql`create index course_progress_archived on course_progress (user_id, training_slug, archived_at)
    where archived_at is not null`.execute(db);
  await sql`drop function save_progress_batch`.execute(db);
  await sql`drop function save_progress(integer, text, integer, uuid, timestamptz, integer, integer, integer, boolean,
    timestamptz, uuid, jsonb, integer, integer, integer, boolean, timestamptz)`.execute(db);
  await cycleAwareSaveProgress.execute(db);
  await cycleAwareSaveBatch.execute(db);
  await lapseAwareRefresh.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function save_progress_batch`.execute(db);
  await sql`drop function save_progress(integer, text, integer, uuid, timestamptz, integer, integer, integer, boolean,
    timestamptz, uuid, jsonb, integer, integer, integer, boolean, timestamptz, integer)`.execute(db);
  await boundedSaveProgress.execute(db);
  await saveProgressBatchFunction.execute(db);
  await sql`drop function refresh_learner_summaries`.execute(db);
  await refreshLearnerSummariesFunction.execute(db);
  await sql`drop index course_progress_archived`.execute(db);
  await sql`create index course_progress_lapsed on course_progress (user_id, training_slug)
    where lapsed_at is not null`.execute(db);
}

const cycleAwareSaveProgress = sql`
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
      lapse := (current_pass at time zone 'UTC' + make_interval(months => p_validity_months)) at time zone 'UTC';
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

const cycleAwareSaveBatch = sql`
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

const lapseAwareRefresh = sql`
    create or replace function refresh_learner_summaries(ids integer[]) returns void language plpgsql as $fn$
    declare
      locked integer;
    begin
      if ids is null or cardinality(ids) = 0 then
        return;
      end if;
      -- Concurrent refreshes of one person wait here, in id order (no deadlocks); the statements
      -- below then see what the other transaction committed. A person's first assignment creates
      -- the row to lock (a save, the usual case, finds it and skips that).
      perform 1 from learner_summaries where user_id = any(ids) order by user_id for update;
      get diagnostics locked = row_count;
      if locked < cardinality(ids) then
        insert into learner_summaries (user_id, company_id)
        select u.id, u.company_id from users u where u.id = any(ids) and u.company_id is not null order by u.id
        on conflict (user_id) do nothing;
        perform 1 from learner_summaries where user_id = any(ids) order by user_id for update;
      end if;
      -- Then the companies' sum rows, before any course row: every refresh takes the locks in the
      -- same order (person, company, course), also across the statements of one transaction.
      perform 1 from company_summaries
      where company_id in (select company_id from learner_summaries where user_id = any(ids))
      order by company_id for update;
      get diagnostics locked = row_count;
      if locked = 0 or cardinality(ids) > 1 then
        insert into company_summaries (company_id)
        select distinct s.company_id from learner_summaries s join companies co on co.id = s.company_id
        where s.user_id = any(ids) order by s.company_id
        on conflict (company_id) do nothing;
        perform 1 from company_summaries
        where company_id in (select company_id from learner_summaries where user_id = any(ids))
        order by company_id for update;
      end if;

      with fresh as (
        select u.id as user_id,
          count(ta.assigned_at)::int as assigned_count,
          count(cp.id)::int as started_count,
          count(cp.passed_at)::int as passed_count,
          coalesce(sum(cp.time_spent_seconds), 0)::bigint as time_spent_seconds,
          coalesce(sum(cp.quiz_repeat_count), 0)::int as quiz_repeat_count,
          coalesce(sum(cp.module_repeat_count), 0)::int as module_repeat_count,
          coalesce(sum(cp.best_score), 0)::int as score_sum,
          count(cp.best_score)::int as score_count,
          min(greatest(ta.assigned_at, lp.lapsed_at)) filter (where cp.passed_at is null) as oldest_open_assigned_at,
          array_agg(case when ta.assigned_at is null then null when cp.passed_at is not null then 2
            when cp.id is not null then 1 else 0 end order by c.position)::smallint[] as course_states,
          array_agg(cp.best_score order by c.position)::smallint[] as course_scores,
          -- A course due again after a lapse is open since the lapse, not since its first assignment.
          array_agg(case when cp.passed_at is null then greatest(ta.assigned_at, lp.lapsed_at) end order by c.position)
            as course_open_since
        from users u
        cross join statistics_courses c
        left join training_assignments ta on ta.user_id = u.id and ta.training_slug = c.slug
        left join course_progress cp
          on cp.user_id = ta.user_id and cp.training_slug = ta.training_slug and cp.archived_at is null
        left join lateral (
          select max(l.lapsed_at) as lapsed_at from course_progress l
          where l.user_id = ta.user_id and l.training_slug = ta.training_slug and l.archived_at is not null
            and l.lapsed_at is not null
        ) lp on true
        where u.id = any(ids) and u.company_id is not null
        group by u.id
      ),
      changed as (
        update learner_summaries s set
          assigned_count = f.assigned_count,
          started_count = f.started_count,
          passed_count = f.passed_count,
          time_spent_seconds = f.time_spent_seconds,
          quiz_repeat_count = f.quiz_repeat_count,
          module_repeat_count = f.module_repeat_count,
          score_sum = f.score_sum,
          score_count = f.score_count,
          oldest_open_assigned_at = f.oldest_open_assigned_at,
          course_states = f.course_states,
          course_scores = f.course_scores,
          course_open_since = f.course_open_since
        from fresh f, learner_summaries o
        where s.user_id = f.user_id and o.user_id = s.user_id
        returning s.company_id,
          (f.assigned_count > 0)::int - (o.assigned_count > 0)::int as population,
          (f.started_count > 0)::int - (o.started_count > 0)::int as started,
          (f.assigned_count > 0 and f.passed_count = f.assigned_count)::int
            - (o.assigned_count > 0 and o.passed_count = o.assigned_count)::int as finished_all,
          f.time_spent_seconds - o.time_spent_seconds as time_spent_seconds,
          f.quiz_repeat_count - o.quiz_repeat_count as quiz_repeat_count,
          f.module_repeat_count - o.module_repeat_count as module_repeat_count,
          f.score_sum - o.score_sum as score_sum,
          f.score_count - o.score_count as score_count,
          f.course_states as new_states, f.course_scores as new_scores,
          o.course_states as old_states, o.course_scores as old_scores
      ),
      gone as (
        delete from learner_summaries s
        where s.user_id = any(ids)
          and not exists (select 1 from users u where u.id = s.user_id and u.company_id is not null)
        returning s.company_id,
          -(s.assigned_count > 0)::int as population,
          -(s.started_count > 0)::int as started,
          -(s.assigned_count > 0 and s.passed_count = s.assigned_count)::int as finished_all,
          -s.time_spent_seconds as time_spent_seconds,
          -s.quiz_repeat_count as quiz_repeat_count,
          -s.module_repeat_count as module_repeat_count,
          -s.score_sum as score_sum,
          -s.score_count as score_count,
          '{}'::smallint[] as new_states, '{}'::smallint[] as new_scores,
          s.course_states as old_states, s.course_scores as old_scores
      ),
      all_changes as (
        select * from changed union all select * from gone
      ),
      course_deltas as (
        select d.company_id, c.position,
          sum((d.new_states[c.position] is not null)::int - (d.old_states[c.position] is not null)::int) as assigned,
          sum(coalesce((d.new_states[c.position] >= 1)::int, 0) - coalesce((d.old_states[c.position] >= 1)::int, 0))
            as started,
          sum(coalesce((d.new_states[c.position] = 2)::int, 0) - coalesce((d.old_states[c.position] = 2)::int, 0))
            as passed,
          sum(coalesce(d.new_scores[c.position], 0) - coalesce(d.old_scores[c.position], 0)) as score_sum,
          sum((d.new_scores[c.position] is not null)::int - (d.old_scores[c.position] is not null)::int) as score_count
        from all_changes d
        cross join statistics_courses c
        where d.new_states is distinct from d.old_states or d.new_scores is distinct from d.old_scores
        group by d.company_id, c.position
      ),
      course_totals as (
        insert into company_course_summaries as cc (company_id, position, assigned, started, passed, score_sum,
          score_count)
        select d.company_id, d.position, d.assigned, d.started, d.passed, d.score_sum, d.score_count
        from course_deltas d
        join companies co on co.id = d.company_id
        where (d.assigned, d.started, d.passed, d.score_sum, d.score_count) <> (0, 0, 0, 0, 0)
        order by d.company_id, d.position
        on conflict (company_id, position) do update set
          assigned = cc.assigned + excluded.assigned,
          started = cc.started + excluded.started,
          passed = cc.passed + excluded.passed,
          score_sum = cc.score_sum + excluded.score_sum,
          score_count = cc.score_count + excluded.score_count
      ),
      deltas as (
        select d.company_id, sum(d.population) as population, sum(d.started) as started,
          sum(d.finished_all) as finished_all, sum(d.time_spent_seconds) as time_spent_seconds,
          sum(d.quiz_repeat_count) as quiz_repeat_count, sum(d.module_repeat_count) as module_repeat_count,
          sum(d.score_sum) as score_sum, sum(d.score_count) as score_count
        from all_changes d
        group by d.company_id
      )
      insert into company_summaries as cs (company_id, population, started, finished_all, time_spent_seconds,
        quiz_repeat_count, module_repeat_count, score_sum, score_count)
      select d.company_id, d.population, d.started, d.finished_all, d.time_spent_seconds, d.quiz_repeat_count,
        d.module_repeat_count, d.score_sum, d.score_count
      from deltas d
      -- A company deleted in this statement keeps no totals.
      join companies co on co.id = d.company_id
      where (d.population, d.started, d.finished_all, d.time_spent_seconds, d.quiz_repeat_count,
        d.module_repeat_count, d.score_sum, d.score_count) <> (0, 0, 0, 0, 0, 0, 0, 0)
      order by d.company_id
      on conflict (company_id) do update set
        population = cs.population + excluded.population,
        started = cs.started + excluded.started,
        finished_all = cs.finished_all + excluded.finished_all,
        time_spent_seconds = cs.time_spent_seconds + excluded.time_spent_seconds,
        quiz_repeat_count = cs.quiz_repeat_count + excluded.quiz_repeat_count,
        module_repeat_count = cs.module_repeat_count + excluded.module_repeat_count,
        score_sum = cs.score_sum + excluded.score_sum,
        score_count = cs.score_count + excluded.score_count;
    end
    $fn$
`;
