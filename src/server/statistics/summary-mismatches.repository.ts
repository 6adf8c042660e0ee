import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { learnerFigures } from '../db/definitions/statistics.ts';

/**
 * The SQL of the summary check (summary-check.ts): how many stored summary rows differ from the
 * figures the definition computes from the raw rows now (`learnerFigures`, the same the refresh
 * writes). Not the statistics' queries, which read the stored summaries: the check finds what the
 * upkeep missed or added wrongly (a change not queued, a fold lost, a difference summed twice).
 * `companyIds` limits each count to those companies (a check after a load test on a big database);
 * without it, every company is checked.
 */

/** Every company, or only these. */
function scopeOf(companyIds: readonly number[] | undefined): (column: string) => RawBuilder<SqlBool> {
  return (column: string) =>
    companyIds ? sql<SqlBool>`${sql.ref(column)} = any(${[...companyIds]}::int[])` : sql<SqlBool>`true`;
}

/** Learner rows that differ from a recomputation out of assignments and current progress (or are missing or extra). */
export async function countLearnerSummaryMismatches(db: Db, companyIds?: readonly number[]): Promise<number> {
  const scope = scopeOf(companyIds);
  const { rows } = await sql<{ n: number }>`
    with fresh as (${learnerFigures(sql`u.id in (select user_id from training_assignments) and ${scope('u.company_id')}`)})
    select count(*)::int as n
    from fresh f
    full join (select * from learner_summaries where assigned_count > 0 and ${scope('company_id')}) s
      on s.user_id = f.user_id
    where f.user_id is null or s.user_id is null
      or (f.company_id, f.assigned_count, f.started_count, f.passed_count, f.time_spent_seconds, f.quiz_repeat_count,
        f.module_repeat_count, f.score_sum, f.score_count, f.oldest_open_assigned_at, f.course_states, f.course_scores,
        f.course_open_since)
      is distinct from (s.company_id, s.assigned_count, s.started_count, s.passed_count, s.time_spent_seconds,
        s.quiz_repeat_count, s.module_repeat_count, s.score_sum, s.score_count, s.oldest_open_assigned_at,
        s.course_states, s.course_scores, s.course_open_since)
  `.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** Company rows that differ from the sums of their learner rows (or are missing or extra). */
export async function countCompanySummaryMismatches(db: Db, companyIds?: readonly number[]): Promise<number> {
  const scope = scopeOf(companyIds);
  const { rows } = await sql<{ n: number }>`
    with summed as (
      select company_id, count(*) filter (where assigned_count > 0) as population,
        count(*) filter (where started_count > 0) as started,
        count(*) filter (where assigned_count > 0 and passed_count = assigned_count) as finished_all,
        sum(time_spent_seconds) as time_spent_seconds, sum(quiz_repeat_count) as quiz_repeat_count,
        sum(module_repeat_count) as module_repeat_count, sum(score_sum) as score_sum, sum(score_count) as score_count
      from learner_summaries where ${scope('company_id')} group by company_id
    )
    select count(*)::int as n
    from (select * from summed where population > 0 or time_spent_seconds > 0) s
    full join (select * from company_summaries where ${scope('company_id')}
      and (population, started, finished_all, time_spent_seconds, quiz_repeat_count, module_repeat_count,
        score_sum, score_count) <> (0, 0, 0, 0, 0, 0, 0, 0)) c on c.company_id = s.company_id
    where s.company_id is null or c.company_id is null
      or (s.population, s.started, s.finished_all, s.time_spent_seconds, s.quiz_repeat_count, s.module_repeat_count,
        s.score_sum, s.score_count)
      is distinct from (c.population, c.started, c.finished_all, c.time_spent_seconds, c.quiz_repeat_count,
        c.module_repeat_count, c.score_sum, c.score_count)
  `.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** Company-course rows that differ from the sums of their learner rows per course (or are missing or extra). */
export async function countCourseSummaryMismatches(db: Db, companyIds?: readonly number[]): Promise<number> {
  const scope = scopeOf(companyIds);
  const { rows } = await sql<{ n: number }>`
    with summed as (
      select s.company_id, c.position,
        count(s.course_states[c.position]) as assigned,
        count(*) filter (where s.course_states[c.position] >= 1) as started,
        count(*) filter (where s.course_states[c.position] = 2) as passed,
        coalesce(sum(s.course_scores[c.position]), 0) as score_sum,
        count(s.course_scores[c.position]) as score_count
      from learner_summaries s cross join statistics_courses c
      where ${scope('s.company_id')}
      group by s.company_id, c.position
    )
    select count(*)::int as n
    from (select * from summed where (assigned, score_count) <> (0, 0)) s
    full join (select * from company_course_summaries where ${scope('company_id')} and (assigned, started, passed, score_sum, score_count)
      <> (0, 0, 0, 0, 0)) c on c.company_id = s.company_id and c.position = s.position
    where s.company_id is null or c.company_id is null
      or (s.assigned, s.started, s.passed, s.score_sum, s.score_count)
      is distinct from (c.assigned, c.started, c.passed, c.score_sum, c.score_count)
  `.execute(db);
  return Number(rows[0]?.n ?? 0);
}
