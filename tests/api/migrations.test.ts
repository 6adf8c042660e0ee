import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../../src/server/db/database.ts';
import { migrateToLatest, pendingMigrations } from '../../src/server/db/migrate.ts';
import { createTestDatabase, usesPostgres, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
});
afterAll(() => database.drop());

const executed = async (db: Db) =>
  (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)).rows.map((r) => r.name);

describe('migrations', () => {
  it.skipIf(!usesPostgres)('run once when several instances start together', async () => {
    expect(await pendingMigrations(database.db)).toBeGreaterThan(20);
    // Three instances' connections to the same empty database, starting at the same moment.
    const instances = [0, 1, 2].map(() => createDatabase({ databaseUrl: database.url!, pgliteDir: '' }));
    try {
      await Promise.all(instances.map((db) => migrateToLatest(db)));
    } finally {
      await Promise.all(instances.map((db) => db.destroy()));
    }
    const names = await executed(database.db);
    expect(new Set(names).size).toBe(names.length);
    expect(await pendingMigrations(database.db)).toBe(0);
  });

  it('let the previous release start on a database the next one has migrated further', async () => {
    await migrateToLatest(database.db);
    const before = await executed(database.db);
    // What the next release would have added: a migration this program does not know.
    await sql`insert into kysely_migration (name, timestamp) values ('9999-next-release', ${new Date().toISOString()})`.execute(
      database.db,
    );
    await expect(migrateToLatest(database.db)).resolves.toBeUndefined();
    expect(await pendingMigrations(database.db)).toBe(0);
    expect(await executed(database.db)).toEqual([...before, '9999-next-release']);
  });
});
