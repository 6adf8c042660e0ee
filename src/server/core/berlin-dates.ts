/**
 * Dates in German time, the product's one clock for what people read (docs/product.md §9):
 * DD.MM.YYYY on certificates and in messages, in both languages; days and months as the
 * statistics count them (yyyy-mm-dd, yyyy-mm).
 */
// The formats people read and the German day are the app's too: one definition in src/shared.
import { berlinToday } from '#shared/berlin-dates.ts';

export { berlinToday, formatBerlinDate, formatBerlinMoment } from '#shared/berlin-dates.ts';

export const berlinMonth = (at: Date): string => berlinToday(at).slice(0, 7);

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
