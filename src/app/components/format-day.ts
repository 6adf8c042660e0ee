import { berlinToday } from '#shared/berlin-dates.ts';
import { dateFormat } from '#shared/intl-formats.ts';

/**
 * Days such as deadlines travel as yyyy-mm-dd (a day, not a moment): shown as that day whatever
 * the device's zone, and compared with today in German time, as the server counts them.
 */
export function formatDay(day: string, locale: string): string {
  return dateFormat(locale === 'en' ? 'en-GB' : 'de-DE', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** The server takes deadlines from today up to five years ahead (decision 083). */
const DEADLINE_YEARS_AHEAD = 5;

/** The first and last day a deadline may be set to, for a date field's min and max. */
export function deadlineRange(now = new Date()): { min: string; max: string } {
  const min = berlinToday(now);
  return { min, max: `${Number(min.slice(0, 4)) + DEADLINE_YEARS_AHEAD}${min.slice(4)}` };
}

/** Whether the day is over (the server counts a deadline as missed from the next day). */
export const dayIsOver = (day: string, now = new Date()): boolean => day < berlinToday(now);
