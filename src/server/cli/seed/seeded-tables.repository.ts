import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * The seed's statements around its bulk inserts (seed.repository.ts), on the tables it fills:
 * the ids already taken, emptying, counting, the identity counters, the summaries and the
 * planner statistics.
 */

/** The highest company and user ids in the database (0: none). */
export async function findHighestIds(db: Db): Promise<{ companies: number; users: number }> {
  const { rows } = await sql<{ companies: number; users: number }>`
    select (select coalesce(max(id), 0) from companies) as companies, (select coalesce(max(id), 0) from users) as users
  `.execute(db);
  return rows[0]!;
}

/**
 * Empties every table the seed fills (and what hangs on them), restarting the ids at 1. The
 * learner summaries and their queue have no foreign key to cascade along (migrations 0003, 0005),
 * so they are named.
 */
export async function wipeSeededTables(db: Db): Promise<void> {
  await sql`
    truncate table companies, users, learner_summaries, summary_changes, mail_outbox, audit_log, throttle_counters
    restart identity cascade
  `.execute(db);
}

/** How many rows each of the tables holds. */
export async function countRows(db: Db, tables: readonly string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await sql<{ n: number }>`select count(*)::int8 as n from ${sql.table(table)}`.execute(db);
    counts[table] = Number(row.rows[0]?.n ?? 0);
  }
  return counts;
}

/**
 * Turns JIT compilation off for the rest of the transaction: it compiles the seed's big expressions
 * for seconds and wins nothing on one-off statements.
 */
export async function turnOffJit(trx: Db): Promise<void> {
  await sql`set local jit = off`.execute(trx);
}

/** Gathers the planner statistics of one table (fresh rows have none yet). */
export async function analyzeTable(trx: Db, table: string): Promise<void> {
  await sql`analyze ${sql.table(table)}`.execute(trx);
}

/** Recomputes the summaries of the users with ids in the range (refresh_learner_summaries, db/definitions/statistics.ts). */
export async function refreshLearnerSummaries(trx: Db, firstUserId: number, lastUserId: number): Promise<void> {
  await sql`
    select refresh_learner_summaries(array(select id from users where id between ${firstUserId} and ${lastUserId}))
  `.execute(trx);
}

/** Sets the identity counters of companies and users to their highest id, after rows written with ids of their own. */
export async function syncIdSequences(trx: Db): Promise<void> {
  await sql`select setval(pg_get_serial_sequence('companies', 'id'), (select max(id) from companies))`.execute(trx);
  await sql`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`.execute(trx);
}

/** Reclaims space and gathers planner statistics of the whole database (outside a transaction). */
export async function vacuumAnalyze(db: Db): Promise<void> {
  await sql`vacuum analyze`.execute(db);
}
