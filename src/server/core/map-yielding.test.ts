import { describe, expect, it } from 'vitest';
import { mapYielding } from './map-yielding.ts';

describe('mapYielding', () => {
  it('maps every item in order', async () => {
    expect(await mapYielding([1, 2, 3, 4, 5], (n) => n * 10, 2)).toEqual([10, 20, 30, 40, 50]);
    expect(await mapYielding([], (n: number) => n)).toEqual([]);
  });

  it('lets waiting work run between slices, not only at the end', async () => {
    let mapped = 0;
    const seen: number[] = [];
    // Work that arrives while the mapping runs, as a request would.
    setImmediate(() => seen.push(mapped));
    await mapYielding(
      Array.from({ length: 7 }, (_, i) => i),
      () => ++mapped,
      3,
    );
    expect(mapped).toBe(7);
    expect(seen).toEqual([3]);
  });
});
