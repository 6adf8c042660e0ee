/**
 * Dates in German time, the product's one clock for what people read (docs/product.md §9):
 * DD.MM.YYYY on certificates and in messages, in both languages; days and months as the
 * statistics count them (yyyy-mm-dd, yyyy-mm).
 */
const berlinDate = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** DD.MM.YYYY in German time. */
export function formatBerlinDate(date: Date | string): string {
  return berlinDate.format(typeof date === 'string' ? new Date(date) : date);
}

const berlinMoment = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** DD.MM.YYYY, HH:MM in German time. */
export const formatBerlinMoment = (date: Date | string): string =>
  berlinMoment.format(typeof date === 'string' ? new Date(date) : date);

const berlinDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export const berlinToday = (now: Date): string => berlinDay.format(now);

export const berlinMonth = (at: Date): string => berlinDay.format(at).slice(0, 7);

/** Every month from `first` to `last` (yyyy-mm), both included; empty when `first` is later. */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  let year = Number(first.slice(0, 4));
  let month = Number(first.slice(5, 7));
  for (let key = first; key <= last;) {
    months.push(key);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
    key = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
  }
  return months;
}
