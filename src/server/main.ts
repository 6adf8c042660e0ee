import { readConfig } from './config.ts';
import { log } from './log.ts';
import { startServer } from './server.ts';

/** The portal's process: configuration from the environment, graceful shutdown on signals. */
const startedAt = performance.now();
const server = await startServer(readConfig());
log.info('ready', { ms: Math.round(performance.now() - startedAt) });

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info('shutting down', { signal });
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await server.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
