import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SEED_OPTIONS, runSeed } from '../../src/server/cli/seed/run-seed.ts';
import { copyTables, userTables } from '../../src/server/db/table-copy.ts';
import type { Db } from '../../src/server/db/database.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

/** The copy behind npm run move-to-postgres, in batches small enough that every table takes several. */
let source: TestDatabase;
let target: TestDatabase;
beforeAll(async () => {
  source = await createTestDatabase();
  target = await createTestDatabase();
  await runSeed(source.db, { ...DEFAULT_SEED_OPTIONS, companies: 2, employers: 2, employees: 24 }, () => undefined);
});
afterAll(async () => {
  await source.drop();
  await target.drop();
});

/** Every table's rows as JSON text, in the order of its columns and rows. */
async function contents(db: Db): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of await userTables(db)) {
    const { rows } = await sql<{ rows: string }>`
      select coalesce(json_agg(t order by t::text), '[]')::text as rows from ${sql.table(table)} t
    `.execute(db);
    result[table] = rows[0]!.rows;
  }
  return result;
}

describe('copying every table to a new database', () => {
  it('brings every row across, keys of one and of several columns, when each batch holds a few rows only', async () => {
    const copied = await copyTables(source.db, target.db, undefined, { rows: 7, fileRows: 2 });
    const expected = await contents(source.db);
    expect(copied.rows).toBeGreaterThan(7 * copied.tables);
    expect(await contents(target.db)).toEqual(expected);
  });
});
