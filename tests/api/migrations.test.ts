import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../../src/server/db/database.ts';
import { DEFINITIONS_REVISION, definitionGroups } from '../../src/server/db/definitions.ts';
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

  it('hold exactly the declared functions and triggers, and bring an older revision to this one', async () => {
    await migrateToLatest(database.db);
    const present = async () => ({
      functions: (
        await sql<{ name: string }>`select proname as name from pg_proc
          where pronamespace = current_schema()::regnamespace order by 1`.execute(database.db)
      ).rows.map((r) => r.name),
      triggers: (
        await sql<{ name: string }>`select t.tgname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
          where not t.tgisinternal and c.relnamespace = current_schema()::regnamespace order by 1`.execute(database.db)
      ).rows.map((r) => r.name),
    });
    const declared = {
      functions: definitionGroups.flatMap((g) => g.functions.map((fn) => fn.name)).sort(),
      triggers: definitionGroups.flatMap((g) => g.triggers.map((trigger) => trigger.name)).sort(),
    };
    expect(await present()).toEqual(declared);

    // A database of an older revision, with a function and a trigger the definitions no longer have.
    await sql`create function retired_helper() returns trigger language plpgsql as $fn$ begin return null; end $fn$`.execute(
      database.db,
    );
    await sql`create trigger retired_trigger after insert on companies for each row execute function retired_helper()`.execute(
      database.db,
    );
    await sql`update database_definitions set revision = ${DEFINITIONS_REVISION.number - 1}`.execute(database.db);
    expect(await pendingMigrations(database.db)).toBe(1);
    await migrateToLatest(database.db);
    expect(await pendingMigrations(database.db)).toBe(0);
    expect(await present()).toEqual(declared);

    // A later release's revision is left as it is.
    await sql`update database_definitions set revision = ${DEFINITIONS_REVISION.number + 1}`.execute(database.db);
    await sql`drop trigger users_caller_deleted on users`.execute(database.db);
    await migrateToLatest(database.db);
    expect((await present()).triggers).not.toContain('users_caller_deleted');
  });
});

describe('the schema', () => {
  it('finds by an index the rows a deleted person or company takes with it or lets go', async () => {
    await migrateToLatest(database.db);
    // Deleting a person or a company looks up every referencing row through its foreign key
    // (cascade or set null); without an index whose leading columns are the key, each deletion
    // reads the whole referencing table.
    const { rows } = await sql<{ reference: string }>`
      select c.conrelid::regclass::text || '(' || string_agg(a.attname, ', ' order by k.ord) || ')' as reference
      from pg_constraint c
      cross join lateral unnest(c.conkey) with ordinality as k(attnum, ord)
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum
      where c.contype = 'f' and c.confrelid in ('users'::regclass, 'companies'::regclass)
        and c.connamespace = current_schema()::regnamespace
        and not exists (
          select 1 from pg_index i
          where i.indrelid = c.conrelid
            and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] = c.conkey)
      group by c.oid, c.conrelid
      order by 1`.execute(database.db);
    expect(rows.map((row) => row.reference)).toEqual([]);
  });
});
