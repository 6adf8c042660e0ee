import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { readConfig } from '../../src/server/config.ts';
import { loadCourseCatalog } from '../../src/server/courses/course-catalog.ts';
import { createDatabase } from '../../src/server/db/database.ts';
import { sealingKeys } from '../../src/server/core/secret-box.ts';
import { createMailOutbox } from '../../src/server/mail/outbox.ts';
import { sendDueReminders } from '../../src/server/reminders/reminders.ts';

/**
 * One instance's reminder run, as the job runs it (archive lapsed passes, learner reminders, the
 * digest) at `--at`, on the database of `--database`, in a process of its own so that two of them
 * run side by side like two servers. Prints {seconds, cpuSeconds, stallMs, learners,
 * digests} as JSON (cpuSeconds: the process's processor time, start included; stallMs: the p99 and
 * the longest delay of its event loop during the run).
 */
const { values } = parseArgs({ options: { database: { type: 'string' }, at: { type: 'string' } } });
if (!values.database || !values.at) throw new Error('--database and --at are required');

const db = createDatabase({ databaseUrl: values.database, pgliteDir: '' });
const config = readConfig({ ...process.env, DATABASE_URL: values.database });
// Sealed with SECOND_FACTOR_KEY, which the bench shares with the portal whose sender delivers them.
const mail = createMailOutbox({ wake: () => {}, key: sealingKeys(config).current });
try {
  const catalog = loadCourseCatalog();
  // How long the run holds its event loop at a time: what a portal process running the job (as
  // every instance does) would add to the requests it serves meanwhile.
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  const started = performance.now();
  const sent = await sendDueReminders({ db, mail, config, catalog }, new Date(values.at));
  loop.disable();
  const cpu = process.cpuUsage();
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const stallMs = { p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 };
  console.log(JSON.stringify({ seconds: (performance.now() - started) / 1000, cpuSeconds, stallMs, ...sent }));
} finally {
  await db.destroy();
}
