import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../../src/server/db/database.ts';
import type { SeedOptions } from '../../src/server/cli/seed/plan.ts';
import { DEFAULT_SEED_OPTIONS, runSeed } from '../../src/server/cli/seed/run-seed.ts';
import { wipeSeededTables } from '../../src/server/cli/seed/seeded-tables.repository.ts';

/**
 * The benchmark's data. On PostgreSQL: 20,000 companies with 1,000,000 managers and employees
 * (one of them, the demo company, with 5,000), and 80,000 more employer-only companies (an owner
 * who registered and has no people yet, half of them taking courses themselves), so that the
 * admin list has 100,000 employers: every employer owns exactly one company (companies_owner_unique),
 * so 100,000 employers mean 100,000 companies. On PGlite a tenth of that.
 */
export type BenchSize = Pick<SeedOptions, 'companies' | 'employees' | 'employers' | 'largest'>;

export const POSTGRES_SIZE: BenchSize = { companies: 20_000, employees: 1_000_000, employers: 100_000, largest: 5000 };
export const PGLITE_SIZE: BenchSize = { companies: 2000, employees: 50_000, employers: 10_000, largest: 5000 };

/** BENCH_DATABASE_URL, or database `portal_bench` on the server of DATABASE_URL / TEST_DATABASE_URL (made if missing). */
export async function postgresBenchUrl(): Promise<string | undefined> {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  const server = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!server) return undefined;
  const url = new URL(server);
  url.pathname = '/portal_bench';
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', ['portal_bench']);
    if (exists.rowCount === 0) await admin.query('create database portal_bench');
  } finally {
    await admin.end();
  }
  return url.toString();
}

export type SeedState = { reused: boolean; seconds: number; demoCompanyId: number };

/** Seeds the database to `size`, or reuses it when it already holds exactly that. */
export async function ensureSeeded(db: Db, size: BenchSize, log: (line: string) => void): Promise<SeedState> {
  const counts = await sql<{ employers: number; people: number; demo: number | null }>`
    select (select count(*)::int from users where role = 'employer') as employers,
      (select count(*)::int from users where role in ('manager', 'employee')) as people,
      (select min(id) from companies) as demo
  `.execute(db);
  const found = counts.rows[0]!;
  if (Number(found.employers) === size.employers && Number(found.people) === size.employees && found.demo !== null) {
    log(`reusing the seeded database (${int(size.employers)} employers, ${int(size.employees)} people)`);
    return { reused: true, seconds: 0, demoCompanyId: Number(found.demo) };
  }
  if (Number(found.employers) > 0) {
    log('the database holds other data: wiping it for the benchmark');
    await wipeSeededTables(db);
  }
  const report = await runSeed(db, { ...DEFAULT_SEED_OPTIONS, ...size }, log);
  return { reused: false, seconds: report.seconds, demoCompanyId: report.demoCompanyId };
}

const int = (n: number) => n.toLocaleString('en');
