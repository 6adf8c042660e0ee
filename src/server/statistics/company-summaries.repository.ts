import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { CompanyCourseSummariesTable } from '../db/schema.ts';
import { registeredIn } from './company-registrations.repository.ts';

/**
 * The SQL of the company summaries (migration 0003): one row of totals per company and one per
 * company and course. Aggregates come back as numbers or numeric strings (and null for empty sums)
 * depending on the driver; statistics-figures.ts `count` reads them.
 */

type Aggregate = string | number | bigint | null;

/** A company's totals; null columns: the company has no summary row yet. */
export type CompanySummary = {
  people: Aggregate;
  population: number | null;
  started: number | null;
  finished_all: number | null;
  time_spent_seconds: number | null;
  quiz_repeat_count: number | null;
  module_repeat_count: number | null;
  score_sum: number | null;
  score_count: number | null;
};

/** The totals of every company registered in a range, summed. */
export type SummedCompanySummaries = {
  companies: Aggregate;
  fully_trained: Aggregate;
  population: Aggregate;
  started: Aggregate;
  finished_all: Aggregate;
  time_spent_seconds: Aggregate;
  quiz_repeats: Aggregate;
  training_repeats: Aggregate;
  score_sum: Aggregate;
  score_count: Aggregate;
};

/** The company's totals and how many people it has (all of them, learners or not); undefined: no such company. */
export function findCompanySummary(db: Db, companyId: number): Promise<CompanySummary | undefined> {
  return db
    .selectFrom('companies as co')
    .leftJoin('company_summaries as cs', 'cs.company_id', 'co.id')
    .where('co.id', '=', companyId)
    .select((eb) => [
      eb.selectFrom('users as u').whereRef('u.company_id', '=', 'co.id').select(eb.fn.countAll().as('n')).as('people'),
      'cs.population',
      'cs.started',
      'cs.finished_all',
      'cs.time_spent_seconds',
      'cs.quiz_repeat_count',
      'cs.module_repeat_count',
      'cs.score_sum',
      'cs.score_count',
    ])
    .executeTakeFirst();
}

/** The company's totals per course (by position, migration 0003); a course nobody took may have no row. */
export function companyCourseSummaries(db: Db, companyId: number): Promise<Selectable<CompanyCourseSummariesTable>[]> {
  return db.selectFrom('company_course_summaries').selectAll().where('company_id', '=', companyId).execute();
}

/** The totals of the companies registered in the range (`from`, `to`: days in Europe/Berlin), summed. */
export function sumCompanySummaries(
  db: Db,
  from: string | undefined,
  to: string | undefined,
): Promise<SummedCompanySummaries> {
  return db
    .selectFrom('companies as co')
    .leftJoin('company_summaries as cs', 'cs.company_id', 'co.id')
    .where(registeredIn(from, to))
    .select((eb) => [
      eb.fn.countAll().as('companies'),
      eb.fn
        .countAll()
        .filterWhere((f) => f.and([f('cs.population', '>', 0), f('cs.finished_all', '=', f.ref('cs.population'))]))
        .as('fully_trained'),
      eb.fn.sum('cs.population').as('population'),
      eb.fn.sum('cs.started').as('started'),
      eb.fn.sum('cs.finished_all').as('finished_all'),
      eb.fn.sum('cs.time_spent_seconds').as('time_spent_seconds'),
      eb.fn.sum('cs.quiz_repeat_count').as('quiz_repeats'),
      eb.fn.sum('cs.module_repeat_count').as('training_repeats'),
      eb.fn.sum('cs.score_sum').as('score_sum'),
      eb.fn.sum('cs.score_count').as('score_count'),
    ])
    .executeTakeFirstOrThrow();
}
