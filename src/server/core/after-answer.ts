import { log } from '../log.ts';

/**
 * Work a request starts but does not wait for, because its duration would tell the caller
 * something (a reset for an address with an account writes a link and a mail, one without does
 * nothing: docs/decisions/071-nothing-to-learn-from-a-reset.md). Work under one key runs one after
 * the other, in the order the requests came; a failure is logged, the answer has long gone.
 */
const tails = new Map<string, Promise<void>>();
/** Beyond this many keys with work waiting, new work is dropped: a flood must not pile up without bound. */
const MAX_WAITING_KEYS = 1000;

export function afterAnswer(key: string, what: string, work: () => Promise<void>): void {
  if (!tails.has(key) && tails.size >= MAX_WAITING_KEYS) {
    log.warn(`${what}: too much work waiting after answers, dropped`, { waiting: tails.size });
    return;
  }
  const previous = tails.get(key) ?? Promise.resolve();
  const next = previous
    // After the answer: the current request finishes its own writing first.
    .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
    .then(work)
    .catch((error: unknown) => log.error(what, { error: error instanceof Error ? error.message : String(error) }))
    .finally(() => {
      if (tails.get(key) === next) tails.delete(key);
    });
  tails.set(key, next);
}

/** Resolves once all work started so far has finished (a server closing, a test reading mail). */
export async function answeredWorkDone(): Promise<void> {
  while (tails.size > 0) await Promise.all(tails.values());
}
