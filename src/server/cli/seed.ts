import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '../config.ts';
import { claimOrExit } from './embedded-command.ts';
import { createDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { DEFAULT_SEED_OPTIONS, DEMO, runSeed } from './seed/run-seed.ts';
import { wipeSeededTables } from './seed/seeded-tables.repository.ts';

/**
 * npm run seed -- --companies 20 --employees 1000 [--employers 100] [--largest 5000] [--wipe]
 * Fills the database of DATABASE_URL (or the embedded one in DATA_DIR) with realistic data and
 * prints the demo accounts. Refuses a database that has companies, unless --wipe empties it first.
 */
const { values } = parseArgs({
  options: {
    companies: { type: 'string' },
    employees: { type: 'string' },
    employers: { type: 'string' },
    largest: { type: 'string' },
    chunk: { type: 'string' },
    seed: { type: 'string' },
    wipe: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

const usage = `Usage: npm run seed -- [--companies N] [--employees M] [--employers E] [--largest L] [--wipe]
  --companies  companies with people (default ${DEFAULT_SEED_OPTIONS.companies})
  --employees  managers and employees of those companies together (default ${DEFAULT_SEED_OPTIONS.employees})
  --employers  employers in all; the ones beyond --companies own a company without people (default: --companies)
  --largest    people of the first company, the demo company (default: an average size)
  --chunk      people per transaction (default ${DEFAULT_SEED_OPTIONS.chunkPeople})
  --seed       random seed (default ${DEFAULT_SEED_OPTIONS.seed})
  --wipe       empty the database first (every company, person and their data)`;

function count(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value.replace(/_/g, ''));
  if (!Number.isInteger(n) || n < 0) {
    console.error(`--${name} must be a whole number\n${usage}`);
    process.exit(2);
  }
  return n;
}

if (values.help) {
  console.log(usage);
  process.exit(0);
}
const companies = Math.max(1, count('companies', values.companies, DEFAULT_SEED_OPTIONS.companies));
const options = {
  ...DEFAULT_SEED_OPTIONS,
  companies,
  employees: count('employees', values.employees, DEFAULT_SEED_OPTIONS.employees),
  employers: Math.max(companies, count('employers', values.employers, companies)),
  largest: count('largest', values.largest, 0),
  chunkPeople: Math.max(1000, count('chunk', values.chunk, DEFAULT_SEED_OPTIONS.chunkPeople)),
  seed: count('seed', values.seed, DEFAULT_SEED_OPTIONS.seed),
};

const config = readConfig();
// The embedded database is the running portal's alone: refused while it runs (claimEmbedded).
const release = config.databaseUrl ? () => {} : claimOrExit(config.dataDir);
const db = createDatabase({ databaseUrl: config.databaseUrl, pgliteDir: join(config.dataDir, 'pglite') });
try {
  await migrateToLatest(db);
  if (values.wipe) await wipeSeededTables(db);
  const report = await runSeed(db, options, (line) => console.log(line));
  console.log(`\nSeeded in ${report.seconds.toFixed(1)} s (${config.databaseUrl ? 'PostgreSQL' : 'PGlite'}):`);
  for (const [table, n] of Object.entries(report.counts))
    console.log(`  ${table.padEnd(22)} ${n.toLocaleString('en')}`);
  console.log(`\nDemo company #${report.demoCompanyId} "${DEMO.companyName}", password for every account below:`);
  console.log(`  ${DEMO.password}`);
  console.log(`  employer  ${DEMO.ownerEmail}   (/login)`);
  console.log(`  manager   ${DEMO.managerEmail}`);
  console.log(`  employee  ${DEMO.employeeEmail}`);
  console.log(`  admin     ${DEMO.adminEmail}   (/admin/login)`);
  console.log('Every seeded person has the same password; the e-mail addresses end in .example.');
} catch (error) {
  console.error(error instanceof Error ? `Seed failed: ${error.message}` : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
  release();
}
