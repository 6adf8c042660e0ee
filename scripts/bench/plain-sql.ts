import { sql } from 'kysely';
import type { Db } from '../../src/server/db/database.ts';

/**
 * The statistics as plain SQL over assignments and current progress, without the summaries of
 * migration 0003: the alternative that was measured first (docs/decisions/034-statistics-summaries.md). Same figures,
 * with the best indexes the tables have; printed beside the real calls to show why summaries.
 */

const perAssignment = sql`
  select ta.user_id, u.company_id, ta.training_slug, greatest(ta.assigned_at, co.last_progress_reset_at) as due_from,
    cp.id as progress_id, cp.passed_at, cp.best_score, cp.time_spent_seconds, cp.quiz_repeat_count,
    cp.module_repeat_count
  from users u
  join companies co on co.id = u.company_id
  join training_assignments ta on ta.user_id = u.id
  left join course_progress cp
    on cp.user_id = ta.user_id and cp.training_slug = ta.training_slug and cp.archived_at is null
`;

const perPerson = (cutoff: Date) => sql`
  select user_id, company_id, count(*) as assigned, count(progress_id) as started, count(passed_at) as passed,
    sum(time_spent_seconds) as time_spent, sum(quiz_repeat_count) as quiz_repeats,
    sum(module_repeat_count) as module_repeats, sum(best_score) as score_sum, count(best_score) as score_count,
    array_agg(training_slug) filter (where passed_at is null and due_from <= ${cutoff}) as overdue,
    min(due_from) filter (where passed_at is null and due_from <= ${cutoff}) as overdue_since
  from r group by user_id, company_id
`;

export async function plainCompanyStatistics(db: Db, companyId: number, cutoff: Date): Promise<unknown> {
  const result = await sql`
    with r as (${perAssignment} where u.company_id = ${companyId}),
    p as (${perPerson(cutoff)}),
    c as (select training_slug, count(*) as assigned, count(progress_id) as started, count(passed_at) as passed,
      avg(best_score) as score from r group by training_slug)
    select (select count(*) from users where company_id = ${companyId}) as people,
      (select json_build_object('population', count(*), 'started', count(*) filter (where started > 0),
        'finishedAll', count(*) filter (where passed = assigned), 'attention', count(overdue),
        'time', sum(time_spent), 'quizRepeats', sum(quiz_repeats), 'trainingRepeats', sum(module_repeats),
        'scoreSum', sum(score_sum), 'scoreCount', sum(score_count)) from p) as figures,
      (select json_agg(c) from c) as courses,
      (select json_agg(json_build_object('userId', u.id, 'firstname', u.firstname, 'lastname', u.lastname,
        'overdue', p.overdue, 'since', p.overdue_since) order by p.overdue_since, u.lastname)
        from p join users u on u.id = p.user_id where p.overdue is not null) as attention
  `.execute(db);
  return result.rows[0];
}

export async function plainOverallStatistics(db: Db, cutoff: Date): Promise<unknown> {
  const result = await sql`
    with r as (${perAssignment}),
    p as (${perPerson(cutoff)}),
    c as (select company_id, count(*) as population, count(*) filter (where passed = assigned) as finished
      from p group by company_id)
    select (select count(*) from companies) as companies,
      (select count(*) filter (where finished = population) from c) as fully_trained,
      (select json_build_object('population', count(*), 'started', count(*) filter (where started > 0),
        'finishedAll', count(*) filter (where passed = assigned), 'attention', count(overdue),
        'time', sum(time_spent), 'scoreSum', sum(score_sum), 'scoreCount', sum(score_count)) from p) as figures
  `.execute(db);
  return result.rows[0];
}
