import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/**
 * Folds queued statistics changes into the summaries (`fold_summary_changes`, db/definitions/statistics.ts):
 * all of one company's when `companyId` is given, else up to `batch` of the oldest that no other
 * instance holds (`SKIP LOCKED`). Answers how many changes it took.
 */
export async function foldSummaryChanges(db: Db, scope: { companyId: number } | { batch: number }): Promise<number> {
  const companyId = 'companyId' in scope ? scope.companyId : null;
  const batch = 'batch' in scope ? scope.batch : null;
  const { rows } = await sql<{ n: number }>`select fold_summary_changes(${companyId}::int, ${batch}::int) as n`.execute(
    db,
  );
  return Number(rows[0]?.n ?? 0);
}

/** How many changes wait in the queue to be folded. */
export async function countQueuedChanges(db: Db): Promise<number> {
  const row = await db
    .selectFrom('summary_changes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
