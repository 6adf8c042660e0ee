import { HttpError } from '../core/errors.ts';
import type { Db } from '../db/database.ts';
import { pendingMigrations } from '../db/migrate.ts';

const notReady = () => new HttpError(503, 'SERVICE_UNAVAILABLE', { headers: { 'Retry-After': '5' } });

/**
 * Readiness: the database answers with every migration this program needs, and the instance is not
 * draining. A failed query becomes the same 503 through the error handler.
 */
export async function readiness(db: Db, draining: boolean): Promise<{ status: 'ready' }> {
  if (draining) throw notReady();
  if ((await pendingMigrations(db)) > 0) throw notReady();
  return { status: 'ready' };
}
