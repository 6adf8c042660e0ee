import { berlinMonth, berlinToday, monthsBetween } from '../core/berlin-dates.ts';
import { count } from './statistics-figures.ts';

/**
 * The overall statistics' monthly chart: every month of the range, zeros included, but not before
 * the first company registered nor after this month (German time), so an open range does not draw
 * empty years. `counted` holds the months that have companies.
 */
export function chartMonths(
  counted: ReadonlyArray<{ month: string; companies: unknown }>,
  firstRegistration: Date | null,
  from: string | undefined,
  to: string | undefined,
  now: Date,
): Array<{ month: string; companies: number }> {
  const today = berlinToday(now);
  const perMonth = new Map(counted.map((m) => [m.month, count(m.companies)]));
  const firstMonth = firstRegistration ? berlinMonth(new Date(firstRegistration)) : undefined;
  const startMonth = firstMonth && from && from.slice(0, 7) > firstMonth ? from.slice(0, 7) : firstMonth;
  const endMonth = to && to.slice(0, 7) < today.slice(0, 7) ? to.slice(0, 7) : today.slice(0, 7);
  return startMonth
    ? monthsBetween(startMonth, endMonth).map((month) => ({ month, companies: perMonth.get(month) ?? 0 }))
    : [];
}
