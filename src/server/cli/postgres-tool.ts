import { spawnSync } from 'node:child_process';
import { fail } from './embedded-command.ts';

/**
 * Runs pg_dump or pg_restore against the database of `url`: the address without its password on
 * the command line (which every user of the machine may read) and the password in PGPASSWORD.
 */
export function postgresTool(tool: 'pg_dump' | 'pg_restore', args: string[], url: string, onFailure: string): void {
  const address = new URL(url);
  const password = decodeURIComponent(address.password);
  address.password = '';
  // pg_dump takes the database last; pg_restore names it and takes the file last.
  const run = spawnSync(
    tool,
    tool === 'pg_dump' ? [...args, address.toString()] : [`--dbname=${address.toString()}`, ...args],
    {
      stdio: 'inherit',
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    },
  );
  if (run.error) fail(`${tool} could not run (${run.error.message}): apt-get install postgresql-client`);
  if (run.status !== 0) fail(`${tool} failed; ${onFailure}`);
}
