import { join } from 'node:path';
import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app.ts';
import { ensureFirstAdmin } from './accounts/first-admin.ts';
import { startAuditRetention } from './audit/audit-retention.ts';
import type { Config } from './config.ts';
import { loadCourseCatalog } from './courses/course-catalog.ts';
import { createMaterialCache } from './courses/material-cache.ts';
import { createDatabase, type Db } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { log } from './log.ts';
import { createMailOutbox } from './mail/outbox.ts';
import { MailSender } from './mail/sender.ts';
import { fileTransport, smtpTransport } from './mail/transport.ts';
import { startReportReceiver } from './simulation/reports/report-receiver.ts';
import { SimulationSender } from './simulation/simulation-sender.ts';
import { startSimulationSchedule } from './simulation/simulation-schedule.ts';
import { landingHandler, withLandingPages } from './simulation/landing/landing-server.ts';
import { startSummaryFolding } from './statistics/summary-folding.ts';
import { startTrainingCycles } from './cycles/training-cycles.ts';
import { startReminders } from './reminders/reminder-job.ts';
import { startTrainingMonths } from './statistics/company-todo.ts';
import { startCallerCache } from './http/caller-cache.ts';
import { withStaticHeaders } from './http/security-headers.ts';
import { sealingKeys } from './core/secret-box.ts';
import { answeredWorkDone } from './core/after-answer.ts';
import { watchDatabase } from './metrics/instance-gauges.ts';
import { claimEmbedded } from './db/embedded-owner.ts';
import { writeEmbeddedBackup } from './db/embedded-backup.ts';

export type RunningServer = {
  url: string;
  db: Db;
  /** Readiness answers 503 from now on, and each connection closes after its next answer. */
  drain: () => void;
  /** A consistent copy of the embedded database in DATA_DIR/backups (undefined on PostgreSQL). */
  backup: () => Promise<string | undefined>;
  close: () => Promise<void>;
};

/** Opens the database, migrates it, starts the mail sender and listens; `close` undoes it all. */
export async function startServer(config: Config): Promise<RunningServer> {
  // One process per embedded database folder (a second one would destroy the files).
  const releaseEmbedded = config.databaseUrl ? () => {} : claimEmbedded(config.dataDir, 'server');
  const db = createDatabase({ databaseUrl: config.databaseUrl, pgliteDir: join(config.dataDir, 'pglite') });
  await migrateToLatest(db);
  if (config.firstAdmin) await ensureFirstAdmin(db, config.firstAdmin, config);
  // The sealing key now, not at the first sign-in or mail: a broken key file stops the start.
  const keys = sealingKeys(config);
  if (config.databaseUrl && !config.secondFactorKey) {
    log.warn('SECOND_FACTOR_KEY is not set: this instance seals secrets and waiting mails with its own key file', {
      file: join(config.dataDir, 'second-factor.key'),
    });
  }

  const transport = config.smtpUrl ? smtpTransport(config.smtpUrl) : fileTransport(join(config.dataDir, 'mail'));
  const sender = new MailSender({ db, transport, from: config.mailFrom, keys: keys.all, pollMs: config.mailPollMs });
  // Simulation mail goes through its own transport only, never SMTP_URL (decision 096).
  const simulationTransport = config.simulation.smtpUrl
    ? smtpTransport(config.simulation.smtpUrl)
    : config.simulation.fileTransport
      ? fileTransport(join(config.dataDir, 'mail-simulation'))
      : undefined;
  const simulationSender =
    simulationTransport &&
    new SimulationSender({
      db,
      transport: simulationTransport,
      keys: keys.all,
      limits: config.simulation,
      pollMs: config.mailPollMs,
    });
  const callers = await startCallerCache(db);
  // Compressed before the first learner asks, so the first minutes of a busy start wait for nothing.
  const materials = createMaterialCache(loadCourseCatalog(), config.courseContacts);
  await materials.prepareAll();
  const mail = createMailOutbox({ wake: () => sender.wake(), key: keys.current });
  const lifecycle = { draining: false };
  const appDeps = { db, config, mail, callers, now: () => new Date(), lifecycle };
  const app = createApp(appDeps, { materials });

  // Node's server with the headers every answer carries, in front of the app (http/security-headers.ts).
  // Idle connections stay open longer than the usual client's or proxy's (Node's 5 s closed them
  // while a client was sending on them, and the request failed with a reset).
  // The lesson pages of simulation mails answer on their own origin, in front of the portal (decision 096).
  const listener = withLandingPages(
    withStaticHeaders(getRequestListener(app.fetch), { https: config.publicUrl.startsWith('https://') }),
    landingHandler(appDeps, loadCourseCatalog()),
    config.simulation.landingUrl,
  );
  const server = createServer({ keepAliveTimeout: 65_000, headersTimeout: 66_000 }, (request, response) => {
    // While draining, a proxy's kept-alive connections end after their answer, not in mid-request.
    if (lifecycle.draining) response.setHeader('Connection', 'close');
    listener(request, response);
  });
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  // Reported mail arrives by SMTP from the operator's mail server (docs/operations.md).
  const reports =
    config.simulation.reportSmtpPort === undefined
      ? undefined
      : await startReportReceiver(appDeps, config.simulation.reportSmtpPort, config.simulation.reportSmtpHost);
  sender.start();
  simulationSender?.start();
  const stopSimulationSchedule = startSimulationSchedule({ db, config, now: () => new Date() });
  const stopRetention = startAuditRetention(db, () => new Date());
  const stopFolding = startSummaryFolding(db);
  const stopCycles = startTrainingCycles(db, config.trainingValidityMonths, () => new Date());
  const stopWatching = watchDatabase(db);
  const stopReminders = startReminders({ db, mail, config, catalog: loadCourseCatalog() }, () => new Date());
  const stopTrainingMonths = startTrainingMonths(db, () => new Date());
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${port}`;
  log.info('server started', {
    url,
    publicUrl: config.publicUrl,
    database: config.databaseUrl ? 'postgresql' : 'pglite',
    mail: config.smtpUrl ? 'smtp' : 'files',
  });

  return {
    url,
    db,
    drain() {
      lifecycle.draining = true;
    },
    backup: () => (config.databaseUrl ? Promise.resolve(undefined) : writeEmbeddedBackup(db, config.dataDir)),
    async close() {
      lifecycle.draining = true;
      // The scheduled jobs hear of the stop at once and end after the batch in progress. Stop
      // taking connections, let running requests finish, then release mail and database.
      const jobsStopped = Promise.all([stopCycles(), stopReminders(), stopTrainingMonths(), stopSimulationSchedule()]);
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await reports?.close();
      await answeredWorkDone();
      stopRetention();
      await jobsStopped;
      await stopFolding();
      await sender.stop();
      await simulationSender?.stop();
      await callers.close();
      stopWatching();
      await db.destroy();
      releaseEmbedded();
    },
  };
}
