import { spawn } from 'node:child_process';

/**
 * `npm test`: every check CI runs, stopping at the first stage that fails. The quick checks
 * (lint, types, unit tests) run side by side, each printing its output when it ends; then the API
 * tests on PGlite and on PostgreSQL (when TEST_DATABASE_URL names a server), the production build,
 * the operations tests (with PostgreSQL: nginx, the production install, the systemd unit) and the
 * browser tests. `npm run check` runs only the quick stage.
 */
type Step = { name: string; script: string; env?: Record<string, string | undefined> };
type Result = { name: string; ok: boolean; seconds: number };

const postgresUrl = process.env.TEST_DATABASE_URL;
const quick: Step[] = [
  { name: 'lint', script: 'lint' },
  { name: 'types', script: 'typecheck' },
  { name: 'unit tests', script: 'test:unit' },
];
const stages: Step[][] = process.argv.includes('--quick')
  ? [quick]
  : [
      quick,
      [{ name: 'API tests on PGlite', script: 'test:api', env: { TEST_DATABASE_URL: undefined } }],
      ...(postgresUrl
        ? [[{ name: 'API tests on PostgreSQL', script: 'test:api', env: { TEST_DATABASE_URL: postgresUrl } }]]
        : []),
      [{ name: 'build', script: 'build' }],
      // nginx in front of two instances, the container's production install, the systemd unit.
      ...(postgresUrl ? [[{ name: 'operations tests', script: 'test:ops' }]] : []),
      [{ name: 'browser tests', script: 'test:e2e' }],
    ];

if (!postgresUrl && stages.length > 1) {
  console.log(
    'Note: TEST_DATABASE_URL is not set, so the API tests run on PGlite only and the operations tests are left out (CI runs all).',
  );
}

/** Runs one npm script; alone it streams its output, beside others it prints it when done. */
function run(step: Step, alone: boolean): Promise<Result> {
  const started = performance.now();
  const env = Object.fromEntries(
    Object.entries({ ...process.env, ...step.env }).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  );
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', step.script, '--silent'], { env, stdio: alone ? 'inherit' : 'pipe' });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      if (!alone) process.stdout.write(`\n== ${step.name}\n${Buffer.concat(output).toString()}`);
      resolve({ name: step.name, ok: code === 0, seconds: Math.round((performance.now() - started) / 100) / 10 });
    });
  });
}

const results: Result[] = [];
for (const stage of stages) {
  const alone = stage.length === 1;
  if (alone) console.log(`\n== ${stage[0]!.name}`);
  else console.log(`\n== ${stage.map((s) => s.name).join(', ')} (side by side)`);
  results.push(...(await Promise.all(stage.map((step) => run(step, alone)))));
  if (results.some((r) => !r.ok)) break;
}

const total = stages.flat().length;
console.log('\n== summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed, ${total - results.length} not run`);
process.exit(failed === 0 && results.length === total ? 0 : 1);
