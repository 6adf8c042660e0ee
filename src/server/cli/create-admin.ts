import { parseArgs } from 'node:util';
import { join } from 'node:path';
import { ensureFirstAdmin } from '../accounts/first-admin.ts';
import { readConfig } from '../config.ts';
import { claimOrExit } from './embedded-command.ts';
import { createDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { HttpError } from '../core/errors.ts';

/**
 * npm run admin:create -- --email admin@example.com [--firstname A --lastname B]
 * The password comes from ADMIN_PASSWORD or, if unset, is asked for on the terminal.
 */
const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    firstname: { type: 'string' },
    lastname: { type: 'string' },
    password: { type: 'string' },
  },
});
if (!values.email) {
  console.error('Usage: npm run admin:create -- --email admin@example.com [--firstname Ada --lastname Admin]');
  process.exit(2);
}

async function readPassword(): Promise<string> {
  if (values.password) return values.password;
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  const { createInterface } = await import('node:readline/promises');
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question('Password (at least 15 characters): ');
  rl.close();
  return answer;
}

const config = readConfig();
// The embedded database is the running portal's alone: refused while it runs (claimEmbedded).
const release = config.databaseUrl ? () => {} : claimOrExit(config.dataDir);
const db = createDatabase({ databaseUrl: config.databaseUrl, pgliteDir: join(config.dataDir, 'pglite') });
try {
  await migrateToLatest(db);
  const result = await ensureFirstAdmin(
    db,
    { email: values.email, password: await readPassword(), firstname: values.firstname, lastname: values.lastname },
    config,
  );
  console.log(
    result === 'created'
      ? `Admin ${values.email} created.`
      : `An account with ${values.email} exists already; nothing changed.`,
  );
} catch (error) {
  console.error(
    error instanceof HttpError
      ? `Refused: ${error.code} (password: at least 15 characters, not easy to guess, not known from data leaks)`
      : error,
  );
  process.exitCode = 1;
} finally {
  await db.destroy();
  release();
}
