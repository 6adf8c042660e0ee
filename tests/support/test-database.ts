import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { createDatabase, type Db } from '../../src/server/db/database.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or, when
 * TEST_DATABASE_URL names a PostgreSQL server, a new database on it that is dropped afterwards.
 */
export type TestDatabase = {
  db: Db;
  url: string | undefined;
  kind: 'pglite' | 'postgresql';
  drop: () => Promise<void>;
};

export const usesPostgres = Boolean(process.env.TEST_DATABASE_URL);

export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const migrate = options.migrate ?? true;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = process.env.PGLITE_TEMPLATE;
    const snapshot = template && migrate ? new Blob([readFileSync(template)]) : undefined;
    const db = createDatabase({ pgliteDir: 'memory://', ...(snapshot ? { pgliteSnapshot: snapshot } : {}) });
    if (migrate) await migrateToLatest(db); // a no-op on the migrated snapshot
    return { db, url: undefined, kind: 'pglite', drop: () => db.destroy() };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = createDatabase({ databaseUrl: url.toString(), pgliteDir: '' });
  if (migrate) await migrateToLatest(db);
  return {
    db,
    url: url.toString(),
    kind: 'postgresql',
    async drop() {
      await db.destroy();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        // Our own connections are closed; what may still hold the database is the server's
        // autovacuum after the test's writes, which a non-superuser cannot end: wait it out.
        for (let attempt = 1; ; attempt++) {
          try {
            await cleanup.query(`drop database if exists ${name}`);
            break;
          } catch (error) {
            if (attempt >= 20) throw error;
            await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
          }
        }
      } finally {
        await cleanup.end();
      }
    },
  };
}
