import { sql } from 'kysely';
import { COURSE_SLUGS } from '#shared/courses.ts';
import type { Db } from '../db/database.ts';
import { registeredIn } from './company-registrations.repository.ts';

/** The SQL of the learner summaries (migration 0003): who has a course open long enough to be due. */

/** The course at position p of the summaries is COURSE_SLUGS[p - 1] (migration 0003, checked by a test). */
const POSITIONS = COURSE_SLUGS.map((_, index) => index + 1);

/** A person of the company with courses due: their positions (see POSITIONS) and since when the oldest is due. */
export type DueLearner = {
  id: number;
  firstname: string;
  lastname: string;
  overdue_positions: number[];
  overdue_since: Date;
};

/**
 * The company's people with courses due at `cutoff`, the longest overdue first, then by name. A
 * course is due ATTENTION_AFTER_DAYS after it was assigned or after the company's last e-learning
 * reset, whichever came later (everyone trains again after a reset): so after a recent reset nobody
 * is due, and otherwise a course is due when it was assigned before the cutoff. The twelve
 * positions are spelled out per row, several times faster than unnesting the arrays.
 */
export async function findDueLearners(db: Db, companyId: number, cutoff: Date): Promise<DueLearner[]> {
  const overdue = POSITIONS.map(
    (p) => sql`case when s.course_open_since[${sql.lit(p)}] <= ${cutoff} then ${sql.lit(p)} end`,
  );
  const { rows } = await sql<DueLearner>`
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
  return rows;
}

/**
 * How many people of the companies registered in the range have a course due at `cutoff` (index
 * learner_summaries_open). A course's clock starts at its assignment or at the company's last
 * reset, whichever is later.
 */
export function countDueLearners(
  db: Db,
  cutoff: Date,
  from: string | undefined,
  to: string | undefined,
): Promise<{ n: string | number | bigint }> {
  return db
    .selectFrom('learner_summaries as s')
    .innerJoin('companies as co', 'co.id', 's.company_id')
    .where('s.oldest_open_assigned_at', '<=', cutoff)
    .where((eb) => eb.or([eb('co.last_progress_reset_at', 'is', null), eb('co.last_progress_reset_at', '<=', cutoff)]))
    .where(registeredIn(from, to))
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
}
