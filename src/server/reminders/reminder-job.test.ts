import { describe, expect, it } from 'vitest';
import { isOfficeHours } from './reminder-job.ts';

describe('isOfficeHours', () => {
  it.each([
    ['2026-11-25T07:00:00Z', true], // Wednesday 8:00 in Berlin (winter time)
    ['2026-11-25T06:59:00Z', false],
    ['2026-11-25T16:59:00Z', true],
    ['2026-11-25T17:00:00Z', false], // 18:00
    ['2026-07-01T06:00:00Z', true], // Wednesday 8:00 in summer time
    ['2026-07-01T05:59:00Z', false],
    ['2026-11-28T10:00:00Z', false], // Saturday
    ['2026-11-29T10:00:00Z', false], // Sunday
    ['2026-11-29T23:30:00Z', false], // Monday 0:30 in Berlin
  ])('%s → %s', (at, expected) => {
    expect(isOfficeHours(new Date(at))).toBe(expected);
  });
});
