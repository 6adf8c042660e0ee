import { log } from '../log.ts';

/**
 * Runs `work` now and then again `intervalMs` after each run ended, so runs never overlap on one
 * instance; several instances may run the same job, each job makes that safe by itself (row locks
 * with SKIP LOCKED, idempotent updates). A failed run is logged and the next one comes as planned.
 * The answer stops the job and waits for a run in progress.
 */
export function startRepeating(what: string, intervalMs: number, work: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    running = work()
      .catch((error: unknown) => log.error(`${what} failed`, { error: String(error) }))
      .then(() => {
        if (stopped) return;
        timer = setTimeout(run, intervalMs);
        timer.unref();
      });
  };
  run();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
