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

/** The first moment of German day `day`. */
const dayStart = (day: string) => sql`(${day}::date)::timestamp at time zone 'Europe/Berlin'`;

/** The moment `at` lies in the range: `from` and `to` are days in Europe/Berlin, both included; an empty end is open. */
export function inDays(at: RawBuilder<unknown>, from: string | undefined, to: string | undefined): RawBuilder<SqlBool> {
  const bounds = [sql`${at} is not null`];
  if (from) bounds.push(sql`${at} >= ${dayStart(from)}`);
  if (to) bounds.push(sql`${at} < (${to}::date + 1)::timestamp at time zone 'Europe/Berlin'`);
  return sql<SqlBool>`(${sql.join(bounds, sql` and `)})`;
}

/**
 * The course rounds with quiz attempts in the range (`attempted`: how many of them came after the
 * first of their round, and the best score among them), and the course rounds with any moment in
 * the range (`active`): begun, last saved or passed in it, or with an attempt in it. A deleted
 * person's rounds and attempts are gone with them (foreign keys), so no join with people is needed.
 *
 * Built so that its cost follows the rows read once: the range's attempts are counted per round;
 * whether one came before the range follows from the round's attempt count (kept by every save of
 * an attempt) and is looked up only where attempts after a closed range could account for the
 * difference; the rounds are read in one pass and only the active ones kept, and the attempts'
 * rounds added by a union, not by a condition beside the range checks, which PostgreSQL can only
 * evaluate as a look into the attempts for every round (at full size: minutes).
 */
function activityTables(from: string | undefined, to: string | undefined) {
  const within = (column: string) => inDays(sql.ref(column), from, to);
  // An attempt before the range: none before an open start; with an open end, every attempt of
  // the round not in the range came before it; else looked up.
  const earlier = !from
    ? sql`false`
    : !to
      ? sql`ap.quiz_attempt_count > t.tries`
      : sql`(ap.quiz_attempt_count > t.tries and exists (
          select 1 from quiz_attempts e where e.progress_id = t.progress_id and e.attempted_at < ${dayStart(from)}))`;
  return sql`
    attempts as (
      select a.progress_id, count(*)::int as tries, max(a.score_percent) as best
      from quiz_attempts a
      where ${within('a.attempted_at')}
      group by a.progress_id
    ),
    attempted as materialized (
      select t.progress_id, t.best, t.tries - case when ${earlier} then 0 else 1 end as repeats
      from attempts t
      join course_progress ap on ap.id = t.progress_id
      join trainings at on at.slug = ap.training_slug and at.kind = 'course'
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
        select progress_id from attempted
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
    with ${activityTables(from, to)}
    select
      (select count(distinct company_id) from people) as companies,
      (select count(*) from company_summaries cs
        where cs.company_id in (select company_id from people)
          and cs.population > 0 and cs.finished_all = cs.population) as fully_trained,
      (select count(*) from people) as population,
      (select count(*) from (select distinct user_id from active where ${within('active.started_at')}) s) as started,
      (select count(*) from learner_summaries s join people pp on pp.user_id = s.user_id
        where s.assigned_count > 0 and s.passed_count = s.assigned_count) as finished_all,
      (select count(*) from learner_summaries s
        join people pp on pp.user_id = s.user_id
        join companies co on co.id = s.company_id
        where s.oldest_open_assigned_at <= ${cutoff}
          and (co.last_progress_reset_at is null or co.last_progress_reset_at <= ${cutoff})) as attention,
      (select sum(time_spent_seconds) from active) as time_spent_seconds,
      (select sum(repeats) from attempted) as quiz_repeats,
      (select sum(module_repeat_count) from active) as training_repeats,
      (select sum(best) from attempted) as score_sum,
      (select count(*) from attempted) as score_count,
      (select count(*) from active where ${within('active.passed_at')}) as passes,
      (select count(*) from (select distinct user_id from active where ${within('active.passed_at')}) s) as passed_people
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
  // Each kind of moment filtered to the range before they are put together; the pairs of month and
  // company made distinct by hashing, not by sorting every moment as count(distinct) does.
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
    select to_char(m.start, 'YYYY-MM') as month, count(*) as companies
    from (select distinct date_trunc('month', at at time zone 'Europe/Berlin') as start, company_id from moments) m
    group by m.start
  `.execute(db);
  return rows;
}
