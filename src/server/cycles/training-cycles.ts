import { validUntil } from '#shared/rules/training-validity.ts';
import type { Db } from '../db/database.ts';
import { log } from '../log.ts';
import { startRepeating } from '../core/repeating-job.ts';
import { archiveLapsedPasses, type LapseScope } from './cycles.repository.ts';

/**
 * Yearly cycles (docs/decisions/081-training-cycles.md): a passed course counts for
 * TRAINING_VALIDITY_MONTHS; then its round is archived, the old result stays in the person's
 * history and the course is due again. Every instance archives what lapsed once a minute, and the
 * reads that must be exact to the moment (the learner's own list, statistics, certificates)
 * archive their scope first, so nothing lapsed is ever counted, whatever the timer did.
 */

/** How often every instance archives what lapsed; the update is idempotent, so instances may overlap. */
export const LAPSE_INTERVAL_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Archives the lapsed passes of a scope at `now`; answers how many rounds ended. */
export function archiveLapsed(db: Db, scope: LapseScope, months: number, now: Date): Promise<number> {
  // A pass that lapsed by now was made at most `months` before it, plus the days a month's end
  // clamps away (31 January + 1 month = 28 February): a bound the index can use.
  const latestPass = new Date(validUntil(now, -months).getTime() + 4 * DAY_MS);
  return archiveLapsedPasses(db, scope, months, now, latestPass);
}

/** Starts the per-minute archiving of every instance; the answer stops it and waits for a run in progress. */
export function startTrainingCycles(db: Db, months: number, now: () => Date, intervalMs = LAPSE_INTERVAL_MS) {
  return startRepeating('archiving lapsed courses', intervalMs, async () => {
    const lapsed = await archiveLapsed(db, 'all', months, now());
    if (lapsed > 0) log.info('passed courses lapsed and are due again', { lapsed, months });
  });
}
