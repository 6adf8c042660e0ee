import { describe, expect, it } from 'vitest';
import { berlinMonth, berlinToday, formatBerlinDate, monthsBetween } from './berlin-dates.ts';

describe('Berlin days and months', () => {
  it('counts days and months in German time, summer and winter', () => {
    expect(berlinToday(new Date('2026-03-01T22:59:59Z'))).toBe('2026-03-01');
    expect(berlinToday(new Date('2026-03-01T23:00:00Z'))).toBe('2026-03-02');
    expect(berlinToday(new Date('2026-07-31T22:00:00Z'))).toBe('2026-08-01');
    expect(berlinMonth(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01');
  });

  it('writes dates as DD.MM.YYYY in German time, from a Date or a timestamp', () => {
    expect(formatBerlinDate(new Date('2026-12-31T23:30:00Z'))).toBe('01.01.2027');
    expect(formatBerlinDate('2026-07-04T21:59:00Z')).toBe('04.07.2026');
    expect(formatBerlinDate('2026-07-04T22:00:00Z')).toBe('05.07.2026');
  });

  it('lists every month of a range, across years, and nothing for an empty one', () => {
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-05', '2026-05')).toEqual(['2026-05']);
    expect(monthsBetween('2026-06', '2026-05')).toEqual([]);
  });
});
