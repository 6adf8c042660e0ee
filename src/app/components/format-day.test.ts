import { describe, expect, it } from 'vitest';
import { berlinToday } from '#shared/berlin-dates.ts';
import { dayIsOver, formatDay } from './format-day.ts';

describe('days', () => {
  it('shows the day itself in both languages, whatever the zone', () => {
    expect(formatDay('2027-01-31', 'de')).toBe('31.01.2027');
    expect(formatDay('2027-01-31', 'en')).toBe('31 Jan 2027');
  });

  it('counts a day as over only from the next day in German time', () => {
    // 23:30 UTC on 31 January is already 1 February in Berlin.
    const lateEvening = new Date('2027-01-31T23:30:00Z');
    expect(berlinToday(lateEvening)).toBe('2027-02-01');
    expect(dayIsOver('2027-01-31', lateEvening)).toBe(true);
    expect(dayIsOver('2027-02-01', lateEvening)).toBe(false);
  });
});
