import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database.ts';

/**
 * The SQL of the overall statistics by activity (docs/decisions/113-statistics-by-activity.md):
 * what people did in a range of German days, read from the moments kept on course progress (begun,
 * last saved, passed) and on quiz attempts. Rounds archived by a reset or a lapse count too, since a
 * later reset does not undo what was done; tracks are not courses and do not count; a deleted
 * person's progress is gone with them.
 */

type Aggregate = string | number | bigint | null;

/** The moment `at` lies in the range: `from` and `to` are days in Europe/Berlin, both included; an empty end is open. */
export function inDays(at: RawBuilder<unknown>, from: string | undefined, to: string | undefined): RawBuilder<SqlBool> {
  const bounds = [sql`${at} is not null`];
  if (from) bounds.push(sql`${at} >= (${from}::date)::timestamp at time zone 'Europe/Berlin'`);
  if (to) bounds.push(sql`${at} < (${to}::date + 1)::timestamp at time zone 'Europe/Berlin'`);
  return sql<SqlBool>`(${sql.join(bounds, sql` and `)})`;
}

/**
 * The quiz attempts of course rounds made in the range, with whether an earlier attempt of the same
 * round came before (`attempts`), and the course rounds with any moment in the range (`active`):
 * begun, last saved or passed in it, or with an attempt in it. A deleted person's rounds and
 * attempts are gone with them (foreign keys), so no join with people is needed.
 *
 * Built so that its cost follows the rounds read once, not the product of rounds and attempts:
 * the rounds are read in one pass and only the active ones kept, and the attempts' rounds are added
 * by a union, not by a condition beside the range checks, which PostgreSQL can only evaluate as a
 * look into the attempts for every round (at full size: minutes).
 */
function activityTables(from: string | undefined, to: string | undefined) {
  const within = (column: string) => inDays(sql.ref(column), from, to);
  return sql`
    attempts as materialized (
      select a.progress_id, a.attempted_at, a.score_percent,
        -- A round with one attempt has nothing before it: only rounds with more are looked into.
        case when ap.quiz_attempt_count <= 1 then false else exists (
          select 1 from quiz_attempts e
          where e.progress_id = a.progress_id and (e.attempted_at, e.id) < (a.attempted_at, a.id)
        ) end as repeated
      from quiz_attempts a
      join course_progress ap on ap.id = a.progress_id
      join trainings at on at.slug = ap.training_slug and at.kind = 'course'
      where ${within('a.attempted_at')}
    ),
    active as materialized (
      select p.id, p.user_id, p.company_id, p.training_slug, p.started_at, p.passed_at,
        p.time_spent_seconds, p.module_repeat_count
      from course_progress p
      where p.id in (
        select r.id from course_progress r
        join trainings t on t.slug = r.training_slug and t.kind = 'course'
        where ${within('r.started_at')} or ${within('r.updated_at')} or ${within('r.passed_at')}
        union
        select progress_id from attempts
      )
    ),
    people as materialized (select distinct user_id, company_id from active)
  `;
}

/** The sums over the range's activity, before averaging; see the decision for what each counts. */
export type ActivitySums = {
  companies: Aggregate;
  fully_trained: Aggregate;
  population: Aggregate;
  started: Aggregate;
  finished_all: Aggregate;
  attention: Aggregate;
  time_spent_seconds: Aggregate;
  quiz_repeats: Aggregate;
  training_repeats: Aggregate;
  score_sum: Aggregate;
  score_count: Aggregate;
  passes: Aggregate;
  passed_people: Aggregate;
};

/**
 * The figures of the people active in the range: their count, who began a course in it, who has
 * every assigned course passed now and who needs attention now (`cutoff`, as in countDueLearners),
 * the time and module repeats of the rounds worked on, the quiz repeats and best scores of the
 * range's attempts, and the passes in it.
 */
export async function sumActivity(
  db: Db,
  from: string | undefined,
  to: string | undefined,
  cutoff: Date,
): Promise<ActivitySums> {
  const within = (column: string) => inDays(sql.ref(column), from, to);
  const { rows } = await sql<ActivitySums>`
    with ${activityTables(from, to)},
    best as (select max(score_percent) as score from attempts group by progress_id)
    select
      (select count(distinct company_id) from people) as companies,
      (select count(*) from company_summaries cs
        where cs.company_id in (select company_id from people)
          and cs.population > 0 and cs.finished_all = cs.population) as fully_trained,
      (select count(*) from people) as population,
      (select count(distinct user_id) from active where ${within('active.started_at')}) as started,
      (select count(*) from learner_summaries s join people pp on pp.user_id = s.user_id
        where s.assigned_count > 0 and s.passed_count = s.assigned_count) as finished_all,
      (select count(*) from learner_summaries s
        join people pp on pp.user_id = s.user_id
        join companies co on co.id = s.company_id
        where s.oldest_open_assigned_at <= ${cutoff}
          and (co.last_progress_reset_at is null or co.last_progress_reset_at <= ${cutoff})) as attention,
      (select sum(time_spent_seconds) from active) as time_spent_seconds,
      (select count(*) from attempts where repeated) as quiz_repeats,
      (select sum(module_repeat_count) from active) as training_repeats,
      (select sum(score) from best) as score_sum,
      (select count(*) from best) as score_count,
      (select count(*) from active where ${within('active.passed_at')}) as passes,
      (select count(distinct user_id) from active where ${within('active.passed_at')}) as passed_people
  `.execute(db);
  const sums = rows[0];
  if (!sums) throw new Error('an aggregate returns one row');
  return sums;
}

/** The passes in the range per course; a course nobody passed is missing. */
export async function passesPerCourse(
  db: Db,
  from: string | undefined,
  to: string | undefined,
): Promise<Array<{ training_slug: string; passes: Aggregate }>> {
  const { rows } = await sql<{ training_slug: string; passes: Aggregate }>`
    select p.training_slug, count(*) as passes
    from course_progress p join trainings t on t.slug = p.training_slug and t.kind = 'course'
    where ${inDays(sql.ref('p.passed_at'), from, to)}
    group by p.training_slug
  `.execute(db);
  return rows;
}

/** How many companies were active in each month (YYYY-MM, German time) of the range; months without any are missing. */
export async function activeCompaniesPerMonth(
  db: Db,
  from: string | undefined,
  to: string | undefined,
): Promise<Array<{ month: string; companies: Aggregate }>> {
  const within = (column: string) => inDays(sql.ref(column), from, to);
  // Each kind of moment filtered to the range before they are put together.
  const { rows } = await sql<{ month: string; companies: Aggregate }>`
    with rounds as (
      select p.company_id, p.started_at, p.updated_at, p.passed_at
      from course_progress p join trainings t on t.slug = p.training_slug and t.kind = 'course'
      where ${within('p.started_at')} or ${within('p.updated_at')} or ${within('p.passed_at')}
    ),
    moments as (
      select company_id, started_at as at from rounds where ${within('rounds.started_at')}
      union all select company_id, updated_at from rounds where ${within('rounds.updated_at')}
      union all select company_id, passed_at from rounds where ${within('rounds.passed_at')}
      union all select p.company_id, a.attempted_at
        from quiz_attempts a
        join course_progress p on p.id = a.progress_id
        join trainings t on t.slug = p.training_slug and t.kind = 'course'
        where ${within('a.attempted_at')}
    )
    select to_char(m.start, 'YYYY-MM') as month, m.companies
    from (
      select date_trunc('month', at at time zone 'Europe/Berlin') as start, count(distinct company_id) as companies
      from moments group by 1
    ) m
  `.execute(db);
  return rows;
}
