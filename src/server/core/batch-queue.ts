/**
 * Hands items that arrive together to `run` together: one batch at a time, each of what came
 * while the last one ran (at most `maxBatch`), so that a lone item waits for nothing and a burst
 * costs one run per batch instead of one per item. `run` answers each item's result, in order.
 * When a batch of several fails, each of its items is tried once alone, so that one item that
 * cannot be handled does not fail the others with it.
 */
export function createBatchQueue<T, R>(run: (items: T[]) => Promise<R[]>, maxBatch: number) {
  type Waiting = { item: T; resolve: (result: R) => void; reject: (error: unknown) => void };
  const waiting: Waiting[] = [];
  let running = false;

  const settle = async (batch: Waiting[]) => {
    try {
      const results = await run(batch.map((w) => w.item));
      batch.forEach((w, i) => w.resolve(results[i]!));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      for (const w of batch) await settle([w]);
    }
  };

  const drain = async () => {
    running = true;
    while (waiting.length > 0) await settle(waiting.splice(0, maxBatch));
    running = false;
  };

  return {
    add(item: T): Promise<R> {
      return new Promise<R>((resolve, reject) => {
        waiting.push({ item, resolve, reject });
        if (!running) void drain();
      });
    },
  };
}
