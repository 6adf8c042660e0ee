import { isGermanWorkingDay } from '#shared/rules/german-holidays.ts';

/**
 * When a wave of simulation mails goes out: on German working days from its first day, within
 * its hours in German time (Monday to Friday, 09–16 by default), each mail at a random moment, at
 * most ⌈N / hours⌉ + 1 in any one hour, so nobody can tell from the arrival who got theirs when,
 * and the company's mail system never sees a burst.
 */
export type WindowSpec = { startsOn: string; days: number; hourFrom: number; hourTo: number };
export type WindowHour = { start: Date; end: Date };

const berlinClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

/**
 * The instant a wall-clock hour of a day begins in German time: UTC+1 in winter, UTC+2 in summer,
 * found by asking the time zone rather than by a rule of our own (the hours of a window never fall
 * into the night of a clock change).
 */
export function berlinHourStart(day: string, hour: number): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  for (const offset of [1, 2]) {
    const candidate = new Date(Date.UTC(year, month - 1, date, hour - offset));
    const parts = Object.fromEntries(berlinClock.formatToParts(candidate).map((p) => [p.type, p.value]));
    if (`${parts.year}-${parts.month}-${parts.day}` === day && Number(parts.hour) === hour) return candidate;
  }
  throw new Error(`${day} ${hour}:00 does not exist in German time`);
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The first `days` German working days from `startsOn` on (it included, if it is one). */
export function workingDaysFrom(startsOn: string, days: number): string[] {
  const found: string[] = [];
  for (let day = startsOn; found.length < days; day = nextDay(day)) {
    if (isGermanWorkingDay(day)) found.push(day);
  }
  return found;
}

/** Every hour of the window, in order. */
export function windowHours(spec: WindowSpec): WindowHour[] {
  return workingDaysFrom(spec.startsOn, spec.days).flatMap((day) =>
    Array.from({ length: spec.hourTo - spec.hourFrom }, (_, i) => ({
      start: berlinHourStart(day, spec.hourFrom + i),
      end: berlinHourStart(day, spec.hourFrom + i + 1),
    })),
  );
}

/** The most mails any one hour of the window may take. */
export const hourlyCap = (count: number, hours: number) => Math.ceil(count / hours) + 1;

/**
 * A random moment for each of `count` mails in the hours of the window not yet past at `notBefore`,
 * no hour taking more than its cap. Empty hours left: none (the window is over).
 */
export function planSendTimes(
  count: number,
  hours: readonly WindowHour[],
  notBefore: Date,
  random: () => number,
): Date[] {
  const open = hours
    .filter((hour) => hour.end > notBefore)
    .map((hour) => ({ start: Math.max(hour.start.getTime(), notBefore.getTime()), end: hour.end.getTime(), load: 0 }));
  if (open.length === 0) return [];
  const cap = hourlyCap(count, open.length);
  const times: Date[] = [];
  let free = open.slice();
  for (let i = 0; i < count; i += 1) {
    const index = Math.floor(random() * free.length);
    const hour = free[index]!;
    hour.load += 1;
    times.push(new Date(hour.start + Math.floor(random() * (hour.end - hour.start))));
    if (hour.load >= cap) free = free.filter((h) => h !== hour);
  }
  return times;
}
