import { describe, expect, it } from 'vitest';
import { passStillValid, validUntil } from './training-validity.ts';

describe('how long a pass counts', () => {
  it.each([
    ['2025-03-10T14:30:00.000Z', 12, '2026-03-10T14:30:00.000Z'],
    ['2025-01-31T08:00:00.000Z', 1, '2025-02-28T08:00:00.000Z'],
    ['2024-01-31T08:00:00.000Z', 1, '2024-02-29T08:00:00.000Z'],
    ['2024-02-29T23:59:59.999Z', 12, '2025-02-28T23:59:59.999Z'],
    ['2025-11-30T00:00:00.000Z', 3, '2026-02-28T00:00:00.000Z'],
    ['2025-12-15T10:00:00.000Z', 24, '2027-12-15T10:00:00.000Z'],
  ])('a pass on %s with %i months counts until %s', (passed, months, until) => {
    expect(validUntil(new Date(passed), months).toISOString()).toBe(until);
  });

  it('lapses at the moment of its end, not a millisecond later', () => {
    const passed = new Date('2025-03-10T14:30:00.000Z');
    expect(passStillValid(passed, 12, new Date('2026-03-10T14:29:59.999Z'))).toBe(true);
    expect(passStillValid(passed, 12, new Date('2026-03-10T14:30:00.000Z'))).toBe(false);
  });
});
