import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '#shared/seeded-random.ts';
import { berlinHourStart, hourlyCap, planSendTimes, windowHours, workingDaysFrom } from './send-window.ts';

describe('the sending window of a simulation wave', () => {
  it('finds German wall-clock hours across the clock changes', () => {
    expect(berlinHourStart('2026-03-27', 9).toISOString()).toBe('2026-03-27T08:00:00.000Z'); // winter time
    expect(berlinHourStart('2026-03-30', 9).toISOString()).toBe('2026-03-30T07:00:00.000Z'); // summer time
    expect(berlinHourStart('2026-10-26', 16).toISOString()).toBe('2026-10-26T15:00:00.000Z'); // winter again
  });

  it('skips weekends and nationwide holidays', () => {
    // Thursday before Easter 2026, then Good Friday, the weekend and Easter Monday.
    expect(workingDaysFrom('2026-04-02', 3)).toEqual(['2026-04-02', '2026-04-07', '2026-04-08']);
    expect(workingDaysFrom('2026-12-24', 2)).toEqual(['2026-12-24', '2026-12-28']);
  });

  it('puts every mail inside the window, at most ⌈N / hours⌉ + 1 an hour, none in the past', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 6, max: 12 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer(),
        (count, days, hourFrom, length, hoursPassed, seed) => {
          const hours = windowHours({ startsOn: '2026-03-25', days, hourFrom, hourTo: hourFrom + length });
          expect(hours).toHaveLength(days * length);
          const notBefore = new Date(hours[0]!.start.getTime() + hoursPassed * 3_600_000 + 1_234_567);
          const times = planSendTimes(count, hours, notBefore, seededRandom(seed));
          const open = hours.filter((h) => h.end > notBefore);
          if (open.length === 0) {
            expect(times).toEqual([]);
            return;
          }
          expect(times).toHaveLength(count);
          const cap = hourlyCap(count, open.length);
          for (const hour of open) {
            const inHour = times.filter((t) => t >= hour.start && t < hour.end).length;
            expect(inHour).toBeLessThanOrEqual(cap);
          }
          for (const time of times) {
            expect(time.getTime()).toBeGreaterThanOrEqual(notBefore.getTime());
            expect(open.some((h) => time >= h.start && time < h.end)).toBe(true);
          }
        },
      ),
    );
  });
});
