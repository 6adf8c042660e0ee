import { Gauge } from 'prom-client';
import { poolUse, type Db } from '../db/database.ts';
import { log } from '../log.ts';
import { registry, watchedGauge } from './metrics.ts';
import { unsentMail } from './metrics.repository.ts';

/** The database of the server this process runs (one per process; tests start several in turn). */
let watched: Db | undefined;

/** Reports pool and outbox of `db` from now on; the answer stops it (the server's close). */
export function watchDatabase(db: Db): () => void {
  watched = db;
  return () => {
    if (watched === db) watched = undefined;
  };
}

new Gauge({
  name: 'portal_db_pool_connections',
  help: 'Connections of the PostgreSQL pool: open (total), idle, and requests waiting for one',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    this.reset();
    const use = watched && poolUse(watched);
    if (!use) return;
    this.set({ state: 'total' }, use.total);
    this.set({ state: 'idle' }, use.idle);
    this.set({ state: 'waiting' }, use.waiting);
  },
});

// One query serves both outbox gauges of a scrape (read within the same second). A scrape never
// waits longer than half a second for it: with the pool exhausted or the database gone, the
// figures are left out and the rest (the pool's waiting requests above all) still arrives.
type Outbox = { count: number; oldestSeconds: number } | undefined;
const OUTBOX_WAIT_MS = 500;
let outbox: { at: number; read: Promise<Outbox> } | undefined;
function readOutbox(): Promise<Outbox> {
  if (outbox && Date.now() - outbox.at < 1000) return outbox.read;
  const db = watched;
  const query: Promise<Outbox> = db
    ? unsentMail(db).catch((error: unknown) => {
        log.warn('metrics: outbox not readable', { error: error instanceof Error ? error.message : String(error) });
        return undefined;
      })
    : Promise.resolve(undefined);
  const timeout = new Promise<Outbox>((resolve) => setTimeout(() => resolve(undefined), OUTBOX_WAIT_MS).unref());
  const read = Promise.race([query, timeout]);
  outbox = { at: Date.now(), read };
  return read;
}

watchedGauge('portal_mail_outbox_unsent', 'Mails waiting for the mail server', async () => (await readOutbox())?.count);
watchedGauge(
  'portal_mail_outbox_oldest_unsent_seconds',
  'How long the oldest waiting mail has waited (0 when none waits)',
  async () => (await readOutbox())?.oldestSeconds,
);
