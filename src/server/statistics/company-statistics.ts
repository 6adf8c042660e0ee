import { sql } from 'kysely';
import type { AttentionPerson, CompanyStatistics, OverduePerson } from '#shared/api/statistics.ts';
import { COURSE_SLUGS, type CourseSlug } from '#shared/courses.ts';
import { berlinToday } from '../core/berlin-dates.ts';
import type { Db } from '../db/database.ts';
import { notFound } from '../core/errors.ts';
import { foldCompanyChanges } from './summary-folding.ts';
import { attentionCutoff, count, figuresFrom } from './statistics-figures.ts';
import { missedDeadline } from './missed-deadline.repository.ts';

/** The course at position p of the summaries is COURSE_SLUGS[p - 1] (migration 0003, checked by a test). */
const POSITIONS = COURSE_SLUGS.map((_, index) => index + 1);

/**
 * GET /statistics/get-company-stats (docs/decisions/033-statistics-figures.md,
 * 034-statistics-summaries.md): the figures over the company's population, per course, and who
 * needs attention. Read from the summaries (migration 0003):
 * one row of company totals, twelve of course totals, and the company's learner rows with a
 * course open long enough to be due. The company's queued changes are folded in first
 * (migration 0005), so the reader sees every write made before the call.
 */
export async function companyStatistics(db: Db, companyId: number, now: Date): Promise<CompanyStatistics> {
  const cutoff = attentionCutoff(now);
  await foldCompanyChanges(db, companyId);
  const [company, courses, attentionPeople, overduePeople] = await Promise.all([
    db
      .selectFrom('companies as co')
      .leftJoin('company_summaries as cs', 'cs.company_id', 'co.id')
      .where('co.id', '=', companyId)
      .select((eb) => [
        eb
          .selectFrom('users as u')
          .whereRef('u.company_id', '=', 'co.id')
          .select(eb.fn.countAll().as('n'))
          .as('people'),
        'cs.population',
        'cs.started',
        'cs.finished_all',
        'cs.time_spent_seconds',
        'cs.quiz_repeat_count',
        'cs.module_repeat_count',
        'cs.score_sum',
        'cs.score_count',
      ])
      .executeTakeFirst(),
    db.selectFrom('company_course_summaries').selectAll().where('company_id', '=', companyId).execute(),
    attentionList(db, companyId, cutoff),
    overdueList(db, companyId, berlinToday(now)),
  ]);
  if (!company) throw notFound();

  const byPosition = new Map(courses.map((row) => [row.position, row]));
  return {
    ...figuresFrom({
      population: count(company.population),
      started: count(company.started),
      finishedAll: count(company.finished_all),
      attention: attentionPeople.length,
      timeSpentSeconds: count(company.time_spent_seconds),
      quizRepeats: count(company.quiz_repeat_count),
      trainingRepeats: count(company.module_repeat_count),
      scoreSum: count(company.score_sum),
      scoreCount: count(company.score_count),
    }),
    people: count(company.people),
    courses: COURSE_SLUGS.map((trainingSlug, index) => {
      const row = byPosition.get(index + 1);
      const scoreCount = count(row?.score_count);
      return {
        trainingSlug,
        assigned: count(row?.assigned),
        started: count(row?.started),
        passed: count(row?.passed),
        averageQuizScore: scoreCount === 0 ? null : Math.round(count(row?.score_sum) / scoreCount),
      };
    }),
    attentionPeople,
    overduePeople,
  };
}

/**
 * The people past a deadline (decision 083, missed-deadline.repository.ts): the earliest deadline first, then
 * by name; each person's courses by due day.
 */
export async function overdueList(db: Db, companyId: number, today: string): Promise<OverduePerson[]> {
  const rows = await db
    .selectFrom('training_assignments as ta')
    .innerJoin('users as u', 'u.id', 'ta.user_id')
    .select(['u.id', 'u.firstname', 'u.lastname', 'ta.training_slug', 'ta.due_on'])
    .where('u.company_id', '=', companyId)
    .where(missedDeadline(today))
    .orderBy('ta.due_on')
    .orderBy('u.lastname')
    .orderBy('u.firstname')
    .orderBy('u.id')
    .execute();
  const people = new Map<number, OverduePerson>();
  for (const row of rows) {
    const person = people.get(row.id) ?? {
      userId: row.id,
      firstname: row.firstname,
      lastname: row.lastname,
      courses: [],
    };
    person.courses.push({ trainingSlug: row.training_slug as CourseSlug, dueOn: row.due_on ?? '' });
    people.set(row.id, person);
  }
  return [...people.values()];
}

/**
 * The people who need attention: each with the courses that are due, in course order, and since
 * when the oldest of them is due; the longest overdue first, then by name. A course is due
 * ATTENTION_AFTER_DAYS after it was assigned or after the company's last e-learning reset,
 * whichever came later (everyone trains again after a reset): so after a recent reset nobody is
 * due, and otherwise a course is due when it was assigned before the cutoff. The twelve
 * positions are spelled out per row, several times faster than unnesting the arrays.
 */
async function attentionList(db: Db, companyId: number, cutoff: Date): Promise<AttentionPerson[]> {
  const overdue = POSITIONS.map(
    (p) => sql`case when s.course_open_since[${sql.lit(p)}] <= ${cutoff} then ${sql.lit(p)} end`,
  );
  const { rows } = await sql<{
    id: number;
    firstname: string;
    lastname: string;
    overdue_positions: number[];
    overdue_since: Date;
  }>`
    select u.id, u.firstname, u.lastname,
      array_remove(array[${sql.join(overdue)}]::int[], null) as overdue_positions,
      greatest(s.oldest_open_assigned_at, co.last_progress_reset_at) as overdue_since
    from learner_summaries s
    join companies co on co.id = s.company_id
    join users u on u.id = s.user_id
    where s.company_id = ${companyId}
      and s.oldest_open_assigned_at <= ${cutoff}
      and (co.last_progress_reset_at is null or co.last_progress_reset_at <= ${cutoff})
    order by overdue_since, u.lastname, u.firstname, u.id
  `.execute(db);
  return rows.map((row) => ({
    userId: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    overdueCourses: row.overdue_positions.map((p) => COURSE_SLUGS[p - 1]!),
    overdueSince: new Date(row.overdue_since).toISOString(),
  }));
}
