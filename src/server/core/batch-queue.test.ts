import { describe, expect, it } from 'vitest';
import { createBatchQueue } from './batch-queue.ts';

/** A run that records its batches and answers each item doubled, refusing 13. */
function recordingRun() {
  const batches: number[][] = [];
  const run = async (items: number[]) => {
    batches.push(items);
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (items.includes(13)) throw new Error('13 cannot be handled');
    return items.map((item) => item * 2);
  };
  return { batches, run };
}

describe('batch queue', () => {
  it('runs a lone item at once and what arrives meanwhile together, at most maxBatch a run', async () => {
    const { batches, run } = recordingRun();
    const queue = createBatchQueue(run, 3);
    const results = await Promise.all([1, 2, 3, 4, 5, 6].map((item) => queue.add(item)));
    expect(results).toEqual([2, 4, 6, 8, 10, 12]);
    expect(batches).toEqual([[1], [2, 3, 4], [5, 6]]);
    expect(await queue.add(7)).toBe(14);
    expect(batches.at(-1)).toEqual([7]);
  });

  it('fails only the item that cannot be handled: a failed batch is tried item by item', async () => {
    const { batches, run } = recordingRun();
    const queue = createBatchQueue(run, 10);
    const settled = await Promise.allSettled([1, 2, 13, 4].map((item) => queue.add(item)));
    expect(settled.map((s) => (s.status === 'fulfilled' ? s.value : 'failed'))).toEqual([2, 4, 'failed', 8]);
    expect(batches).toEqual([[1], [2, 13, 4], [2], [13], [4]]);
  });
});
