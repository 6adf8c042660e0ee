import { spawnSync } from 'node:child_process';

/**
 * `npm test`: every check CI runs, in order, stopping at the first failure:
 * lint, types, unit tests, API tests on PGlite, API tests on PostgreSQL (when
 * TEST_DATABASE_URL names a server), the production build, browser tests.
 */
type Step = { name: string; script: string; env?: Record<string, string | undefined> };

const postgresUrl = process.env.TEST_DATABASE_URL;
const steps: Step[] = [
  { name: 'lint', script: 'lint' },
  { name: 'types', script: 'typecheck' },
  { name: 'unit tests', script: 'test:unit' },
  { name: 'API tests on PGlite', script: 'test:api', env: { TEST_DATABASE_URL: undefined } },
  ...(postgresUrl
    ? [{ name: 'API tests on PostgreSQL', script: 'test:api', env: { TEST_DATABASE_URL: postgresUrl } }]
    : []),
  { name: 'build', script: 'build' },
  { name: 'browser tests', script: 'test:e2e' },
];

if (!postgresUrl) {
  console.log('Note: TEST_DATABASE_URL is not set, so the API tests run on PGlite only (CI runs both).');
}

const results: Array<{ name: string; ok: boolean; seconds: number }> = [];
for (const step of steps) {
  console.log(`\n== ${step.name}`);
  const started = performance.now();
  const env = Object.fromEntries(
    Object.entries({ ...process.env, ...step.env }).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  );
  const run = spawnSync('npm', ['run', step.script, '--silent'], { stdio: 'inherit', env });
  const ok = run.status === 0;
  results.push({ name: step.name, ok, seconds: Math.round((performance.now() - started) / 100) / 10 });
  if (!ok) break;
}

console.log('\n== summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed, ${steps.length - results.length} not run`);
process.exit(failed === 0 && results.length === steps.length ? 0 : 1);
