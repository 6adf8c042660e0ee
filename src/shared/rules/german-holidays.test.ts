import { describe, expect, it } from 'vitest';
import { easterSunday, isGermanWorkingDay, nationwideHolidays } from './german-holidays.ts';

describe('German public holidays', () => {
  it('finds Easter Sunday as the calendars print it', () => {
    expect(easterSunday(2024)).toEqual({ month: 3, day: 31 });
    expect(easterSunday(2025)).toEqual({ month: 4, day: 20 });
    expect(easterSunday(2026)).toEqual({ month: 4, day: 5 });
    expect(easterSunday(2027)).toEqual({ month: 3, day: 28 });
    expect(easterSunday(2038)).toEqual({ month: 4, day: 25 });
  });

  it('lists the nine nationwide holidays of 2026', () => {
    expect(nationwideHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-01',
      '2026-05-14',
      '2026-05-25',
      '2026-10-03',
      '2026-12-25',
      '2026-12-26',
    ]);
  });

  it('counts weekdays that are no holiday as working days', () => {
    expect(isGermanWorkingDay('2026-12-01')).toBe(true); // Tuesday
    expect(isGermanWorkingDay('2026-12-05')).toBe(false); // Saturday
    expect(isGermanWorkingDay('2026-12-25')).toBe(false); // Christmas, a Friday
    expect(isGermanWorkingDay('2026-04-03')).toBe(false); // Good Friday
    expect(isGermanWorkingDay('2026-06-04')).toBe(true); // Corpus Christi: not nationwide
  });
});
