import Dexie, { type EntityTable } from 'dexie';
import type { WorkerSession } from './messages.ts';

/**
 * The signed-in person as the app last told the worker. Kept in IndexedDB because the browser
 * stops idle workers; the replay of queued saves needs it after a restart.
 */
type Row = { key: 'current'; userId: number; token: string };

const db = new Dexie('portal-worker') as Dexie & { session: EntityTable<Row, 'key'> };
db.version(1).stores({ session: 'key' });

export async function readSession(): Promise<WorkerSession> {
  const row = await db.session.get('current');
  return row ? { userId: row.userId, token: row.token } : null;
}

export async function writeSession(session: WorkerSession): Promise<void> {
  if (session) await db.session.put({ key: 'current', ...session });
  else await db.session.delete('current');
}
