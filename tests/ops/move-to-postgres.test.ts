import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_SEED_OPTIONS, DEMO, runSeed } from '../../src/server/cli/seed/run-seed.ts';
import { createDatabase } from '../../src/server/db/database.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { userTables } from '../../src/server/db/table-copy.ts';
import { summaryMismatches } from '../../src/server/statistics/summary-check.ts';
import { sql } from 'kysely';
import type { Db } from '../../src/server/db/database.ts';
import { PASSWORD, registrationPayload } from '../support/factories.ts';
import { startServerProcess } from '../support/server-process.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { call, certificateCode, signIn, verifies } from './portal-calls.ts';

/** npm run move-to-postgres: a portal that began on the embedded database goes on on PostgreSQL. */
const data = mkdtempSync(join(tmpdir(), 'portal-move-'));
let target: TestDatabase | undefined;
afterAll(async () => {
  await target?.drop();
  rmSync(data, { recursive: true, force: true });
});

async function counts(db: Db): Promise<Record<string, number>> {
  const tables = await userTables(db);
  const entries = await Promise.all(
    tables.map(async (table) => {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db);
      return [table, rows[0]!.n] as const;
    }),
  );
  return Object.fromEntries(entries);
}

function move(to: string) {
  const run = spawnSync(process.execPath, ['src/server/cli/move-to-postgres.ts'], {
    env: { ...process.env, DATA_DIR: data, DATABASE_URL: '', TARGET_DATABASE_URL: to, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

function checkStatistics(url: string) {
  const run = spawnSync(process.execPath, ['src/server/cli/check-statistics.ts'], {
    env: { ...process.env, DATA_DIR: data, DATABASE_URL: url, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('moving from the embedded database to PostgreSQL', () => {
  it('copies every row: sign-ins, progress and certificates work on PostgreSQL afterwards', async () => {
    const embedded = createDatabase({ pgliteDir: join(data, 'pglite') });
    await migrateToLatest(embedded);
    await runSeed(embedded, { ...DEFAULT_SEED_OPTIONS, companies: 2, employers: 2, employees: 30 }, () => undefined);
    // A stored employee list: a file's bytes must arrive as they were.
    const file = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    await embedded
      .insertInto('uploads')
      .values({
        company_id: 1,
        file_name: 'liste.csv',
        content_type: 'text/csv',
        size_bytes: 256,
        content: file,
        row_count: 1,
        status: 'pending',
      })
      .execute();
    await embedded.destroy();

    const env = {
      DATA_DIR: data,
      DATABASE_URL: '',
      PUBLIC_URL: 'http://portal.test',
      SECOND_FACTOR_KEY: Buffer.alloc(32, 3).toString('base64'),
    };
    let server = await startServerProcess(env);
    const learner = await signIn(server, DEMO.employeeEmail, DEMO.password);
    const learnerId = learner.userId;
    const progress = (await (await call(server, '/api/progress/get-progress', { token: learner.id })).json()) as {
      trainingSlug: string;
    }[];
    const saved = await call(server, '/api/progress/save-progress', {
      token: learner.id,
      body: { opId: randomUUID(), trainingSlug: progress[0]!.trainingSlug, slide: 3, secondsSpent: 4 },
    });
    expect(saved.status).toBe(200);
    const code = await certificateCode(server, learner);
    const before = await (await call(server, '/api/progress/get-progress', { token: learner.id })).text();
    await server.stop();

    target = await createTestDatabase({ migrate: false });
    const moved = move(target.url!);
    expect(moved.output).toContain('Copied');
    expect(moved.status).toBe(0);
    const source = createDatabase({ pgliteDir: join(data, 'pglite') });
    try {
      const expected = await counts(source);
      expect(expected.certificates).toBeGreaterThan(0);
      expect(await counts(target.db)).toEqual(expected);
      // Statistics as they were, the queue of changes still to fold included.
      expect(await summaryMismatches(target.db)).toEqual(await summaryMismatches(source));
      const upload = await target.db.selectFrom('uploads').select('content').executeTakeFirstOrThrow();
      expect(Buffer.from(upload.content).equals(file)).toBe(true);
    } finally {
      await source.destroy();
    }

    server = await startServerProcess({ ...env, DATABASE_URL: target.url! });
    try {
      const again = await signIn(server, DEMO.employeeEmail, DEMO.password);
      expect(await (await call(server, '/api/progress/get-progress', { token: again.id })).text()).toBe(before);
      expect(await verifies(server, code)).toBe(true);
      // New rows get new ids after the copied ones.
      const newcomer = registrationPayload();
      expect((await call(server, '/api/employee/create-employer/', { body: newcomer })).status).toBe(200);
      expect((await signIn(server, newcomer.email, PASSWORD)).id).toBeTruthy();
      // The server on PostgreSQL folds the copied queue: the statistics are exact.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(await summaryMismatches(target.db)).toEqual({ learners: 0, companies: 0, courses: 0 });
    } finally {
      await server.stop();
    }

    const again = move(target.url!);
    expect(again.status).toBe(1);
    expect(again.output).toContain('not empty');

    // The operator's check agrees, and notices a summary that no longer matches the rows.
    expect(checkStatistics(target.url!)).toMatchObject({ status: 0, output: expect.stringContaining('exact') });
    await target.db
      .updateTable('learner_summaries')
      .set({ passed_count: 99 })
      .where('user_id', '=', learnerId)
      .execute();
    expect(checkStatistics(target.url!)).toMatchObject({ status: 1, output: expect.stringContaining('1 person row') });
    // A database it cannot reach is a check that could not run, not a verdict.
    const away = new URL(target.url!);
    away.port = '1';
    expect(checkStatistics(away.toString())).toMatchObject({
      status: 2,
      output: expect.stringContaining('could not run'),
    });
  }, 180_000);
});
