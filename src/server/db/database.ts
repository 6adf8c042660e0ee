import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';
import { log } from '../log.ts';

export type Db = Kysely<Database>;

export type DatabaseOptions = {
  /** postgres://... for a PostgreSQL server; without it PGlite keeps the data in `dataDir`. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; `memory://` keeps it in memory (tests). */
  pgliteDir: string;
  /** A dump of a prepared database (PGlite's dumpDataDir) to start from; tests use a migrated one. */
  pgliteSnapshot?: Blob;
  poolSize?: number;
  /** How long to wait for a connection to PostgreSQL before failing (commands; the server waits). */
  connectTimeoutMs?: number;
};

// int8 (count(*), sums) as numbers: the counts here stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));
// A date (a deadline) is a day, not a moment: kept as its text, yyyy-mm-dd, never shifted by a zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

/** How to reach the server behind a Db for notifications (listen below). */
type Source = { kind: 'postgres'; url: string; pool: pg.Pool } | { kind: 'pglite'; instance: () => Promise<PGlite> };
const sources = new WeakMap<Db, Source>();

export function createDatabase(options: DatabaseOptions): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      ...(options.connectTimeoutMs ? { connectionTimeoutMillis: options.connectTimeoutMs } : {}),
    });
    // An idle client that loses its server must not crash the process; the next query reports it.
    pool.on('error', (error) => log.error('database pool', { error: error.message }));
    // A client in use (a transaction between statements) that loses its server emits 'error' too,
    // and the pool listens only to idle ones: unheard, that event would end the process. Its next
    // statement fails and the pool drops it on release.
    pool.on('connect', (client) =>
      client.on('error', (error) => log.error('database connection', { error: error.message })),
    );
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    sources.set(db, { kind: 'postgres', url: options.databaseUrl, pool });
    return db;
  }
  // The database files are the owner's alone (a copy of them holds every account).
  if (!options.pgliteDir.startsWith('memory://')) mkdirSync(options.pgliteDir, { recursive: true, mode: 0o700 });
  let opened: Promise<PGlite> | undefined;
  const instance = () =>
    (opened ??= (async () => {
      const pglite = new PGlite(options.pgliteDir, {
        ...(options.pgliteSnapshot ? { loadDataDir: options.pgliteSnapshot } : {}),
        parsers: {
          20: (value: string) => Number(value),
          1700: (value: string) => Number(value),
          1082: (value: string) => value,
        },
      });
      await pglite.waitReady;
      return pglite;
    })());
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite: instance }) });
  sources.set(db, { kind: 'pglite', instance });
  return db;
}

/** The connection pool's use (PostgreSQL; PGlite is one connection in this thread and has none). */
export function poolUse(db: Db): { total: number; idle: number; waiting: number } | undefined {
  const source = sources.get(db);
  if (source?.kind !== 'postgres') return undefined;
  return { total: source.pool.totalCount, idle: source.pool.idleCount, waiting: source.pool.waitingCount };
}

/**
 * A consistent copy of the embedded database's folder as a gzipped tar (PGlite's dumpDataDir, taken
 * while no statement runs: what was committed, without a transaction still open; statements wait
 * meanwhile). Undefined on PostgreSQL.
 */
export async function dumpEmbedded(db: Db): Promise<Blob | undefined> {
  const source = sources.get(db);
  if (source?.kind !== 'pglite') return undefined;
  const pglite = await source.instance();
  return pglite.dumpDataDir('gzip');
}

/** Sends a notification on a channel (PostgreSQL's NOTIFY); every listener hears it after commit. */
export async function notify(db: Db, channel: string, payload: string): Promise<void> {
  await db.selectNoFrom((eb) => eb.fn('pg_notify', [eb.val(channel), eb.val(payload)]).as('sent')).execute();
}

/** What a listener hears: each notification, and whether it is listening (false: messages may be missed). */
export type ListenHandlers = { message: (payload: string) => void; listening: (on: boolean) => void };

const RECONNECT_MS = 1000;

/**
 * Listens to a notification channel of the database (PostgreSQL's LISTEN). On PostgreSQL a
 * connection of its own does it and comes back by itself after a loss; `listening(false)` says
 * that messages may be missed until `listening(true)`. The answer stops listening.
 */
export async function listen(db: Db, channel: string, handlers: ListenHandlers): Promise<() => Promise<void>> {
  const source = sources.get(db);
  if (!source) throw new Error('listen: not a database made by createDatabase');
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`listen: bad channel name ${channel}`);
  if (source.kind === 'pglite') {
    const pglite = await source.instance();
    const unlisten = await pglite.listen(channel, handlers.message);
    handlers.listening(true);
    return async () => {
      if (!pglite.closed) await unlisten();
    };
  }

  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const current = new pg.Client({ connectionString: source.url });
    client = current;
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      handlers.listening(false);
      void current.end().catch(() => undefined);
      if (!stopped) {
        retry = setTimeout(() => void connect(), RECONNECT_MS);
        retry.unref();
      }
    };
    current.on('error', (error) => {
      log.warn('notification listener lost its connection', { error: error.message });
      onLost();
    });
    current.on('end', onLost);
    current.on('notification', (message) => {
      if (message.channel === channel) handlers.message(message.payload ?? '');
    });
    try {
      await current.connect();
      await current.query(`listen ${channel}`);
      if (!lost) handlers.listening(true);
    } catch {
      onLost();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
