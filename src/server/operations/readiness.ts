import { HttpError } from '../core/errors.ts';
import type { Db } from '../db/database.ts';
import { selectOne } from '../db/health.repository.ts';
import { pendingMigrations } from '../db/migrate.ts';

const notReady = () => new HttpError(503, 'SERVICE_UNAVAILABLE', { headers: { 'Retry-After': '5' } });

/** Databases found with every migration run: that stays true (migrations only ever get added). */
const migrated = new WeakSet<Db>();

/**
 * Readiness: the database answers with every migration this program needs, and the instance is not
 * draining. The migrations are read once until they are complete, then a `select 1` as liveness
 * does; a failed query becomes the same 503 through the error handler.
 */
export async function readiness(db: Db, draining: boolean): Promise<{ status: 'ready' }> {
  if (draining) throw notReady();
  if (migrated.has(db)) await selectOne(db);
  else if ((await pendingMigrations(db)) > 0) throw notReady();
  else migrated.add(db);
  return { status: 'ready' };
}
