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
};

// int8 (count(*), sums) as numbers: the counts here stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export function createDatabase(options: DatabaseOptions): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle client that loses its server must not crash the process; the next query reports it.
    pool.on('error', (error) => log.error('database pool', { error: error.message }));
    // A client in use (a transaction between statements) that loses its server emits 'error' too,
    // and the pool listens only to idle ones: unheard, that event would end the process. Its next
    // statement fails and the pool drops it on release.
    pool.on('connect', (client) =>
      client.on('error', (error) => log.error('database connection', { error: error.message })),
    );
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (!options.pgliteDir.startsWith('memory://')) mkdirSync(options.pgliteDir, { recursive: true });
  return new Kysely<Database>({
    dialect: new PGliteDialect({
      pglite: async () => {
        const pglite = new PGlite(options.pgliteDir, {
          ...(options.pgliteSnapshot ? { loadDataDir: options.pgliteSnapshot } : {}),
          parsers: { 20: (value: string) => Number(value), 1700: (value: string) => Number(value) },
        });
        await pglite.waitReady;
        return pglite;
      },
    }),
  });
}
