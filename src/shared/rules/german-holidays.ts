/**
 * The public holidays of all German states (federal law and every state alike): New Year, Good
 * Friday, Easter Monday, Labour Day, Ascension, Whit Monday, German Unity Day and Christmas. Days a
 * few states keep (Epiphany, Corpus Christi, Reformation Day, All Saints …) are working days here:
 * a simulation sent on one reaches an office that is open elsewhere, and a company can leave the
 * day out of its window by choosing the start.
 */

/** Easter Sunday (Gregorian calendar; the anonymous algorithm of Meeus, Jones and Butcher). */
export function easterSunday(year: number): { month: number; day: number } {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { month, day };
}

const iso = (date: Date) => date.toISOString().slice(0, 10);

/** The nationwide public holidays of a year, as yyyy-mm-dd. */
export function nationwideHolidays(year: number): string[] {
  const easter = easterSunday(year);
  const fromEaster = (days: number) => iso(new Date(Date.UTC(year, easter.month - 1, easter.day + days)));
  const fixed = (month: number, day: number) => iso(new Date(Date.UTC(year, month - 1, day)));
  return [
    fixed(1, 1),
    fromEaster(-2),
    fromEaster(1),
    fixed(5, 1),
    fromEaster(39),
    fromEaster(50),
    fixed(10, 3),
    fixed(12, 25),
    fixed(12, 26),
  ];
}

const cache = new Map<number, ReadonlySet<string>>();

/** Whether the day (yyyy-mm-dd) is a nationwide public holiday. */
export function isNationwideHoliday(day: string): boolean {
  const year = Number(day.slice(0, 4));
  let holidays = cache.get(year);
  if (!holidays) {
    holidays = new Set(nationwideHolidays(year));
    cache.set(year, holidays);
  }
  return holidays.has(day);
}

/** Monday to Friday and not a nationwide holiday. */
export function isGermanWorkingDay(day: string): boolean {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isNationwideHoliday(day);
}
