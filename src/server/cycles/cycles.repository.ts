import { sql } from 'kysely';
import type { CourseSlug } from '#shared/courses.ts';
import type { Db } from '../db/database.ts';

/** The SQL of yearly cycles: archiving lapsed passes, and which courses are due again. */

/** Whose lapsed passes to archive: everyone's, one person's, or one company's. */
export type LapseScope = { userId: number } | { companyId: number } | 'all';

/**
 * Archives the current rounds whose pass stopped counting by `now`, each at the moment it lapsed
 * (decision 081). The end of a pass is its time plus the months in UTC, as `validUntil` of
 * shared/rules/training-validity.ts reckons it; `latestPass` only lets the index skip the rest.
 */
export async function archiveLapsedPasses(
  db: Db,
  scope: LapseScope,
  months: number,
  now: Date,
  latestPass: Date,
): Promise<number> {
  const end = sql<Date>`(passed_at at time zone 'UTC' + make_interval(months => ${months}::int)) at time zone 'UTC'`;
  let update = db
    .updateTable('course_progress')
    .set({ archived_at: end, lapsed_at: end })
    .where('archived_at', 'is', null)
    .where('passed_at', 'is not', null)
    .where('passed_at', '<=', latestPass)
    .where(end, '<=', now);
  if (scope !== 'all') {
    update =
      'userId' in scope ? update.where('user_id', '=', scope.userId) : update.where('company_id', '=', scope.companyId);
  }
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export type Lapse = { slug: CourseSlug; lapsedAt: Date; passedAt: Date | null };

/**
 * The courses due again for a person: per course, the latest round whose pass lapsed, as long as
 * no current round is passed.
 */
export async function coursesDueAgain(db: Db, userId: number): Promise<Lapse[]> {
  const rows = await db
    .selectFrom('course_progress as p')
    .select(['p.training_slug', 'p.lapsed_at', 'p.passed_at'])
    .where('p.user_id', '=', userId)
    .where('p.lapsed_at', 'is not', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('course_progress as c')
            .select('c.id')
            .whereRef('c.user_id', '=', 'p.user_id')
            .whereRef('c.training_slug', '=', 'p.training_slug')
            .where('c.archived_at', 'is', null)
            .where('c.passed_at', 'is not', null),
        ),
      ),
    )
    .orderBy('p.lapsed_at', 'desc')
    .execute();
  const latest = new Map<CourseSlug, Lapse>();
  for (const row of rows) {
    const slug = row.training_slug as CourseSlug;
    if (row.lapsed_at && !latest.has(slug))
      latest.set(slug, { slug, lapsedAt: row.lapsed_at, passedAt: row.passed_at });
  }
  return [...latest.values()];
}
