import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * `fn` for each item in order, handing the event loop back after every `slice` items. A job that
 * builds and seals hundreds of mails runs inside a portal process; in between, the requests that
 * arrived meanwhile are answered instead of waiting for the whole batch.
 */
export async function mapYielding<T, R>(items: readonly T[], fn: (item: T) => R, slice = 20): Promise<R[]> {
  const results: R[] = [];
  for (const [index, item] of items.entries()) {
    if (index > 0 && index % slice === 0) await nextTurn();
    results.push(fn(item));
  }
  return results;
}
