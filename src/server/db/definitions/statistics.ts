import { type RawBuilder, sql } from 'kysely';
import type { DefinitionGroup } from './definition.ts';

/**
 * The statistics' summaries (docs/decisions/033-statistics-figures.md, 034-statistics-summaries.md,
 * 048-statistics-queue.md): a write only queues "this person changed" in `summary_changes`
 * (triggers on assignments, progress and people); `fold_summary_changes` brings the person's row in
 * `learner_summaries` up to date from the source rows with `refresh_learner_summaries`, and adds the
 * differences to the company's rows (`company_summaries`, `company_course_summaries`), either for one
 * company's changes (a statistics read) or in batches that the instances take in turn.
 */

/**
 * A person's figures from the source rows: their assigned courses and current progress, by course
 * position. A course due again after a lapse is open since the lapse, not since its first
 * assignment. `who` picks the people; the refresh and the summary check
 * (statistics/summary-mismatches.repository.ts) read the same figures.
 */
export const learnerFigures = (who: RawBuilder<unknown>) => sql`
  select u.id as user_id, u.company_id,
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
  where u.company_id is not null and ${who}
  group by u.id`;

/** Recomputes the learner rows of `ids` and adds the differences to their companies' sums. */
const refreshLearnerSummaries = sql`

    create function refresh_learner_summaries(ids integer[]) returns void language plpgsql as $fn$
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

      with fresh as (${learnerFigures(sql.raw('u.id = any(ids)'))}),
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

/**
 * Brings the summaries up to date with the queued changes and answers how many it took. With a
 * company: all of that company's changes, waiting for a fold that holds some of them (the reader
 * then sees its result). Without: at most `batch` of the oldest, skipping those another fold holds.
 */
const foldSummaryChanges = sql`
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
`;

/** One trigger function for every table and operation: queues the people the statement touched. */
const queueSummaryChanges = sql`
    create function learner_summaries_after_write() returns trigger language plpgsql as $fn$
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
`;

/** The rows each event hands the statement trigger. */
const transitionRows = {
  insert: sql`new table as new_rows`,
  update: sql`old table as old_rows new table as new_rows`,
  delete: sql`old table as old_rows`,
};

/** The queueing trigger for one table and event. */
function queueingTrigger(table: string, event: keyof typeof transitionRows) {
  const name = `${table}_statistics_${event}`;
  return {
    name,
    table,
    create: sql`create trigger ${sql.id(name)} after ${sql.raw(event)} on ${sql.table(table)}
      referencing ${transitionRows[event]} for each statement execute function learner_summaries_after_write()`,
  };
}

export const statistics: DefinitionGroup = {
  name: 'statistics summaries',
  functions: [
    { name: 'refresh_learner_summaries', create: refreshLearnerSummaries },
    { name: 'fold_summary_changes', create: foldSummaryChanges },
    { name: 'learner_summaries_after_write', create: queueSummaryChanges },
  ],
  triggers: [
    ...(['training_assignments', 'course_progress'] as const).flatMap((table) =>
      (['insert', 'update', 'delete'] as const).map((event) => queueingTrigger(table, event)),
    ),
    // A person removed (with or without courses left) leaves the statistics.
    queueingTrigger('users', 'delete'),
  ],
  // A database from before the summaries: everyone with an assignment gets their row.
  fillWhenNew: sql`select refresh_learner_summaries(array(select distinct user_id from training_assignments))`,
};
