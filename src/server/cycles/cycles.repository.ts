import { sql } from 'kysely';
import type { TrainingSlug } from '#shared/courses.ts';
import type { Db } from '../db/database.ts';

/** The SQL of yearly cycles: archiving lapsed passes, and which courses are due again. */

/** Whose lapsed passes to archive: everyone's, one person's, or one company's. */
export type LapseScope = { userId: number } | { companyId: number } | 'all';

/** How many rounds one statement archives; a backlog (the first run after an upgrade) goes in batches. */
const ARCHIVE_BATCH = 1000;

/**
 * Archives the current rounds whose pass stopped counting by `now`, each at the moment it lapsed
 * (decision 081). The end of a pass is the database's `valid_until` (db/definitions/valid-until.ts);
 * `latestPass` only lets the index skip the rest.
 * Rows are locked in the order every writer of progress uses (person, then course, as the save
 * batches and the company reset do), so writers wait for each other but never deadlock. A read
 * waits for rows another transaction holds (it must see them archived); the background job skips
 * them instead (`SKIP LOCKED`): whoever holds them is a save, which archives a lapsed round
 * itself (db/definitions/saves.ts), a reset, which archives everything, or another archiver.
 */
export async function archiveLapsedPasses(
  db: Db,
  scope: LapseScope,
  months: number,
  now: Date,
  latestPass: Date,
): Promise<number> {
  const end = sql<Date>`valid_until(passed_at, ${months}::int)`;
  let total = 0;
  for (;;) {
    let lapsed = db
      .selectFrom('course_progress')
      .select('id')
      .where('archived_at', 'is', null)
      .where('passed_at', 'is not', null)
      .where('passed_at', '<=', latestPass)
      .where(end, '<=', now);
    if (scope !== 'all') {
      lapsed =
        'userId' in scope
          ? lapsed.where('user_id', '=', scope.userId)
          : lapsed.where('company_id', '=', scope.companyId);
    }
    const batch = lapsed
      .orderBy('user_id')
      .orderBy(sql`training_slug collate "C"`)
      .limit(ARCHIVE_BATCH)
      .forUpdate();
    const result = await db
      .updateTable('course_progress')
      .set({ archived_at: end, lapsed_at: end })
      .where('id', 'in', scope === 'all' ? batch.skipLocked() : batch)
      .where('archived_at', 'is', null)
      .executeTakeFirst();
    const archived = Number(result.numUpdatedRows);
    total += archived;
    if (archived < ARCHIVE_BATCH) return total;
  }
}

export type Lapse = { slug: TrainingSlug; lapsedAt: Date; passedAt: Date | null };

/**
 * The courses due again for a person: per course, the latest round that ended, if it ended
 * because its pass lapsed (not by a company reset), as long as no current round is passed.
 */
export async function coursesDueAgain(db: Db, userId: number): Promise<Lapse[]> {
  const latest = db
    .selectFrom('course_progress as p')
    .distinctOn('p.training_slug')
    .select(['p.training_slug', 'p.lapsed_at', 'p.passed_at'])
    .where('p.user_id', '=', userId)
    .where('p.archived_at', 'is not', null)
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
    .orderBy('p.training_slug')
    .orderBy('p.archived_at', 'desc')
    .orderBy('p.id', 'desc');
  const rows = await latest.execute();
  return rows.flatMap((row) =>
    row.lapsed_at ? [{ slug: row.training_slug, lapsedAt: row.lapsed_at, passedAt: row.passed_at }] : [],
  );
}
