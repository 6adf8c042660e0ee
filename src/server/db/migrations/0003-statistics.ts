import { type Kysely, sql } from 'kysely';

/**
 * Statistics (docs/decisions/033-statistics-figures.md, 034-statistics-summaries.md): plain SQL over
 * assignments and progress was measured too slow at the required scale, so the figures are kept up
 * to date in the same transaction as every write, by triggers, in three small tables:
 *
 * - `statistics_courses`: the position of each course in the per-person arrays (the 12 courses of
 *   docs/product.md §3).
 * - `learner_summaries`: one row per person of a company who had a course assigned: counts,
 *   sums, the oldest assignment not passed yet, and per course (by position) its state, best
 *   score and, while not passed, when it was assigned. Only assigned courses and current
 *   (not archived) progress count.
 * - `company_summaries`: the sums of a company's learner rows (the overall statistics read
 *   20,000 companies instead of a million people), and `company_course_summaries` the same per
 *   course (the company statistics read 12 rows instead of 5,000 people).
 *
 * Triggers on training_assignments, course_progress and users recompute the learner rows of the
 * people a statement touched, from the source rows, and add the differences to the company rows.
 * Whatever writes (saves, assignments, invitations, resets, deletions, imports) keeps them exact.
 */

const COURSES = [
  'social-engineering',
  'password-security',
  'email-security',
  'social-media',
  'byod',
  'connection-security',
  'physical-security',
  'patchmanagement',
  '5-golden-rules',
  'cyber-emergency',
  'malware',
  'remote-work',
];

/** One trigger function for every table and operation: the people the statement touched (0005 queues them instead). */
export const recomputingTriggerFunction = sql`
    create or replace function learner_summaries_after_write() returns trigger language plpgsql as $fn$
    begin
      if TG_TABLE_NAME = 'users' then
        perform refresh_learner_summaries(array(select id from old_rows));
      elsif TG_OP = 'INSERT' then
        perform refresh_learner_summaries(array(select distinct user_id from new_rows));
      elsif TG_OP = 'DELETE' then
        perform refresh_learner_summaries(array(select distinct user_id from old_rows));
      else
        perform refresh_learner_summaries(
          array(select user_id from new_rows union select user_id from old_rows));
      end if;
      return null;
    end
    $fn$
  `;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('statistics_courses')
    .addColumn('position', 'smallint', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .execute();
  await db
    .insertInto('statistics_courses' as never)
    .values(COURSES.map((slug, index) => ({ position: index + 1, slug })) as never)
    .execute();

  // No foreign key to users: a deleted person's row must still be there when the triggers
  // subtract it from the company's sums; the users trigger removes it then.
  await db.schema
    .createTable('learner_summaries')
    .addColumn('user_id', 'integer', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('assigned_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('passed_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('time_spent_seconds', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('quiz_repeat_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('module_repeat_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('score_sum', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('score_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('oldest_open_assigned_at', 'timestamptz')
    // Per course position: null not assigned, 0 not started, 1 started, 2 passed.
    .addColumn('course_states', sql`smallint[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('course_scores', sql`smallint[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('course_open_since', sql`timestamptz[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .execute();
  // A company's people who may need attention (the company statistics' list).
  await db.schema
    .createIndex('learner_summaries_company')
    .on('learner_summaries')
    .columns(['company_id', 'oldest_open_assigned_at'])
    .execute();
  // Attention over all companies: the people with a course still open, by how long.
  await sql`create index learner_summaries_open on learner_summaries (oldest_open_assigned_at) include (company_id)
    where oldest_open_assigned_at is not null`.execute(db);

  await db.schema
    .createTable('company_summaries')
    .addColumn('company_id', 'integer', (c) => c.primaryKey().references('companies.id').onDelete('cascade'))
    .addColumn('population', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('finished_all', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('time_spent_seconds', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('quiz_repeat_count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('module_repeat_count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('score_sum', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('score_count', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('company_course_summaries')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('position', 'smallint', (c) => c.notNull())
    .addColumn('assigned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('passed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('score_sum', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('score_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('company_course_summaries_pk', ['company_id', 'position'])
    .execute();

  // The overall statistics select companies by registration.
  await db.schema.createIndex('companies_created_at').on('companies').column('created_at').execute();

  await refreshLearnerSummariesFunction.execute(db);

  await recomputingTriggerFunction.execute(db);
  for (const table of ['training_assignments', 'course_progress']) {
    await sql`create trigger ${sql.id(`${table}_statistics_insert`)} after insert on ${sql.table(table)}
      referencing new table as new_rows for each statement execute function learner_summaries_after_write()`.execute(
      db,
    );
    await sql`create trigger ${sql.id(`${table}_statistics_update`)} after update on ${sql.table(table)}
      referencing old table as old_rows new table as new_rows
      for each statement execute function learner_summaries_after_write()`.execute(db);
    await sql`create trigger ${sql.id(`${table}_statistics_delete`)} after delete on ${sql.table(table)}
      referencing old table as old_rows for each statement execute function learner_summaries_after_write()`.execute(
      db,
    );
  }
  // A person removed (with or without courses left) leaves the statistics.
  await sql`create trigger users_statistics_delete after delete on users
    referencing old table as old_rows for each statement execute function learner_summaries_after_write()`.execute(db);

  // The data so far.
  await sql`select refresh_learner_summaries(array(select distinct user_id from training_assignments))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['training_assignments', 'course_progress']) {
    for (const op of ['insert', 'update', 'delete']) {
      await sql`drop trigger ${sql.id(`${table}_statistics_${op}`)} on ${sql.table(table)}`.execute(db);
    }
  }
  await sql`drop trigger users_statistics_delete on users`.execute(db);
  await sql`drop function learner_summaries_after_write()`.execute(db);
  await sql`drop function refresh_learner_summaries(integer[])`.execute(db);
  await db.schema.dropIndex('companies_created_at').execute();
  await db.schema.dropTable('company_course_summaries').execute();
  await db.schema.dropTable('company_summaries').execute();
  await db.schema.dropTable('learner_summaries').execute();
  await db.schema.dropTable('statistics_courses').execute();
}

/** The recomputation of learner rows and the totals they feed, as this migration made it (0019 replaces it). */
export const refreshLearnerSummariesFunction = sql`
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
          min(ta.assigned_at) filter (where cp.passed_at is null) as oldest_open_assigned_at,
          array_agg(case when ta.assigned_at is null then null when cp.passed_at is not null then 2
            when cp.id is not null then 1 else 0 end order by c.position)::smallint[] as course_states,
          array_agg(cp.best_score order by c.position)::smallint[] as course_scores,
          array_agg(case when cp.passed_at is null then ta.assigned_at end order by c.position) as course_open_since
        from users u
        cross join statistics_courses c
        left join training_assignments ta on ta.user_id = u.id and ta.training_slug = c.slug
        left join course_progress cp
          on cp.user_id = ta.user_id and cp.training_slug = ta.training_slug and cp.archived_at is null
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
