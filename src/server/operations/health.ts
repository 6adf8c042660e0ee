import type { Db } from '../db/database.ts';
import { selectOne } from '../db/health.repository.ts';

/** Liveness: the process answers and reaches its database (a failed query becomes 503 SERVICE_UNAVAILABLE). */
export async function health(db: Db): Promise<{ status: 'ok' }> {
  await selectOne(db);
  return { status: 'ok' };
}
