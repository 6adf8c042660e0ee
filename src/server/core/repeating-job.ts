import { log } from '../log.ts';

/**
 * Runs `work` now and then again `intervalMs` after each run ended, so runs never overlap on one
 * instance; several instances may run the same job, each job makes that safe by itself (row locks
 * with SKIP LOCKED, idempotent updates). A failed run is logged and the next one comes as planned.
 * The answer stops the job: a run in progress is told by `signal` and awaited.
 */
export function startRepeating(
  what: string,
  intervalMs: number,
  work: (signal: AbortSignal) => Promise<void>,
): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const stop = new AbortController();
  const stopped = stop.signal;
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    running = work(stopped)
      .catch((error: unknown) => log.error(`${what} failed`, { error: String(error) }))
      .then(() => {
        if (stopped.aborted) return;
        timer = setTimeout(run, intervalMs);
        timer.unref();
      });
  };
  run();
  return async () => {
    stop.abort();
    clearTimeout(timer);
    await running;
  };
}
