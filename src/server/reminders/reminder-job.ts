import { startRepeating } from '../core/repeating-job.ts';
import { log } from '../log.ts';
import { sendDueReminders, type ReminderDeps } from './reminders.ts';

/** How often every instance looks for due reminders. */
export const REMINDER_INTERVAL_MS = 10 * 60_000;

const berlinClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Berlin',
  weekday: 'short',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** Reminders go out on working days from 8 to 18 o'clock German time, when people read business mail. */
export function isOfficeHours(now: Date): boolean {
  const parts = berlinClock.formatToParts(now);
  const weekday = parts.find((part) => part.type === 'weekday')?.value;
  const hour = Number(parts.find((part) => part.type === 'hour')?.value);
  return weekday !== 'Sat' && weekday !== 'Sun' && hour >= 8 && hour < 18;
}

/** Starts the reminder job of this instance; the answer stops it. */
export function startReminders(deps: ReminderDeps, now: () => Date, intervalMs = REMINDER_INTERVAL_MS) {
  return startRepeating('sending reminders', intervalMs, async (signal) => {
    const at = now();
    if (!isOfficeHours(at)) return;
    const sent = await sendDueReminders(deps, at, signal);
    if (sent.learners + sent.digests > 0) log.info('reminders written to the outbox', sent);
  });
}
