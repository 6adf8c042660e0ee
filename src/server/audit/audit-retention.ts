import type { Db } from '../db/database.ts';
import { log } from '../log.ts';
import { deleteAuditEntriesBefore } from './audit-log.repository.ts';

/**
 * The agreement (Annex 2) promises to keep the logs of administrative actions for twelve months:
 * long enough to account for every change, no longer than needed for data minimisation.
 */
export const AUDIT_RETENTION_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Pruning runs on start and then every six hours; with several instances it runs on each, harmlessly. */
const INTERVAL_MS = 6 * 60 * 60 * 1000;

/** Deletes the audit entries older than the retention; answers how many went. */
export async function pruneAuditLog(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - AUDIT_RETENTION_DAYS * DAY_MS);
  return deleteAuditEntriesBefore(db, cutoff);
}

/** Starts the periodic pruning; the answer stops it. */
export function startAuditRetention(db: Db, now: () => Date): () => void {
  const run = () =>
    pruneAuditLog(db, now()).then(
      (deleted) => {
        if (deleted > 0) log.info('audit log pruned', { deleted, retentionDays: AUDIT_RETENTION_DAYS });
      },
      (error: unknown) => log.error('audit log pruning failed', { error: String(error) }),
    );
  void run();
  const timer = setInterval(() => void run(), INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
