import type { Db } from '../db/database.ts';
import { log } from '../log.ts';
import { foldSummaryChanges } from './summary-changes.repository.ts';

/**
 * The statistics summaries follow the writes from the queue `summary_changes` (migration 0005,
 * docs/decisions/048-statistics-queue.md): writes only note who changed, and folding brings the summaries up to date
 * outside the writers' transactions, so a save never waits on its company's totals.
 */

/** How many queued changes one background fold takes; one transaction each. */
export const FOLD_BATCH = 2000;
/** How often every instance looks into the queue: the dashboards lag the saves by about this much under load. */
export const FOLD_INTERVAL_MS = 1000;

/** Folds every queued change of one company, so its statistics read right after is exact. */
export async function foldCompanyChanges(db: Db, companyId: number): Promise<number> {
  return foldSummaryChanges(db, { companyId });
}

/** Folds one batch of the oldest changes that no other instance is folding; answers how many it took. */
export async function foldBatch(db: Db, batch = FOLD_BATCH): Promise<number> {
  return foldSummaryChanges(db, { batch });
}

/** Folds until the queue is empty (or only holds what other instances are folding). */
export async function foldAll(db: Db, batch = FOLD_BATCH): Promise<number> {
  let total = 0;
  for (;;) {
    const taken = await foldBatch(db, batch);
    total += taken;
    if (taken < batch) return total;
  }
}

/**
 * The background fold every instance runs: each second, batches until the queue is drained.
 * Instances share the work through `SKIP LOCKED`; a failed run (database away) is logged and
 * the next one tries again. The answer stops it and waits for a run in progress.
 */
export function startSummaryFolding(db: Db, intervalMs = FOLD_INTERVAL_MS): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(tick, intervalMs);
    timer.unref();
  };
  const tick = () => {
    running = foldAll(db)
      .catch((error: unknown) => log.error('statistics folding failed', { error: String(error) }))
      .then(schedule);
  };
  schedule();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
