import { readConfig } from './config.ts';
import { log } from './log.ts';
import { startServer } from './server.ts';

/** The portal's process: configuration from the environment, graceful shutdown on signals. */
const startedAt = performance.now();
const config = readConfig();
const server = await startServer(config);
log.info('ready', { ms: Math.round(performance.now() - startedAt) });

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info('shutting down', { signal, drainSeconds: config.drainSeconds });
  const force = setTimeout(() => process.exit(1), (config.drainSeconds + 10) * 1000);
  force.unref();
  // Serve on while a load balancer that polls readiness learns of the stop, then close.
  server.drain();
  await new Promise((resolve) => setTimeout(resolve, config.drainSeconds * 1000));
  await server.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
// npm run backup asks a running server on the embedded database for a consistent copy.
process.on('SIGUSR2', () => {
  server.backup().then(
    (file) =>
      file
        ? log.info('backup written', { file })
        : log.warn('backup asked of a server on PostgreSQL: npm run backup makes one with pg_dump'),
    (error: unknown) => log.error('backup failed', { error: error instanceof Error ? error.message : String(error) }),
  );
});
process.on('SIGINT', () => void shutdown('SIGINT'));
