import { readConfig } from './config.ts';
import { log } from './log.ts';
import { startServer, type RunningServer } from './server.ts';

/** The portal's process: configuration from the environment, graceful shutdown on signals. */
const startedAt = performance.now();
const config = readConfig();
// npm run backup asks a running server on the embedded database for a consistent copy. Heard from
// the first moment: unheard, the signal would end the process (during its migrations, too).
const started: { server?: RunningServer } = {};
process.on('SIGUSR2', () => {
  if (!started.server) return log.warn('backup asked before the server was ready: ask again in a moment');
  started.server.backup().then(
    (file) =>
      file
        ? log.info('backup written', { file })
        : log.warn('backup asked of a server on PostgreSQL: npm run backup makes one with pg_dump'),
    (error: unknown) => log.error('backup failed', { error: error instanceof Error ? error.message : String(error) }),
  );
});
const running = await startServer(config).catch((error: unknown) => {
  log.error('the server could not start', { error: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});
started.server = running;
log.info('ready', { ms: Math.round(performance.now() - startedAt) });

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info('shutting down', { signal, drainSeconds: config.drainSeconds });
  const force = setTimeout(() => process.exit(1), (config.drainSeconds + 10) * 1000);
  force.unref();
  // Serve on while a load balancer that polls readiness learns of the stop, then close.
  running.drain();
  await new Promise((resolve) => setTimeout(resolve, config.drainSeconds * 1000));
  await running.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
