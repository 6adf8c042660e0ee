import { sql } from 'kysely';
import { DEFAULT_SEED_OPTIONS, runSeed } from '../../src/server/cli/seed/run-seed.ts';
import { createDatabase, type Db } from '../../src/server/db/database.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { pickLearners } from '../bench/load.ts';
import type { SimLearner } from './learners.ts';

/** The run's database: migrated and seeded small, the learners to simulate, the check of saves. */

export async function prepareDatabase(
  url: string,
  size: { companies: number; employees: number },
  log: (line: string) => void,
): Promise<Db> {
  const db = createDatabase({ databaseUrl: url, pgliteDir: 'memory://', poolSize: 4 });
  await migrateToLatest(db);
  const report = await runSeed(
    db,
    { ...DEFAULT_SEED_OPTIONS, companies: size.companies, employers: size.companies, employees: size.employees },
    () => undefined,
  );
  log(
    `seeded ${size.companies} companies, ${report.counts.users} accounts, ` +
      `${report.counts.course_progress} progress rows in ${report.seconds.toFixed(1)} s`,
  );
  return db;
}

/** Learners (managers and employees who may sign in, with assigned courses) of many companies. */
export async function learnersFor(db: Db, count: number): Promise<SimLearner[]> {
  const learners = await pickLearners(db, count);
  if (learners.length < count) throw new Error(`the seed has only ${learners.length} learners, ${count} wanted`);
  return learners.map((learner) => ({ ...learner, requests: 0 }));
}

/** How many of these operation ids progress_operations holds. */
export async function savedOperations(db: Db, opIds: string[]): Promise<number> {
  let found = 0;
  for (let i = 0; i < opIds.length; i += 10_000) {
    const chunk = opIds.slice(i, i + 10_000);
    const row = await sql<{ n: number }>`
      select count(*)::int8 as n from progress_operations where op_id = any(${chunk}::uuid[])
    `.execute(db);
    found += Number(row.rows[0]?.n ?? 0);
  }
  return found;
}
