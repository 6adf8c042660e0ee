/**
 * Dates as people read them, in German time and the same in both languages (docs/product.md §9):
 * DD.MM.YYYY, and with the time of day DD.MM.YYYY, HH:MM. The server (certificates, mails,
 * exports) and the app use these two formats alike, and count days in German time.
 */
import { dateFormat } from './intl-formats.ts';

const berlinDate = () =>
  dateFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' });

const berlinMoment = () =>
  dateFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

/** DD.MM.YYYY in German time. */
export const formatBerlinDate = (date: Date | string): string =>
  berlinDate().format(typeof date === 'string' ? new Date(date) : date);

/** DD.MM.YYYY, HH:MM in German time. */
export const formatBerlinMoment = (date: Date | string): string =>
  berlinMoment().format(typeof date === 'string' ? new Date(date) : date);

const berlinDay = () =>
  dateFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The day of `now` in German time, yyyy-mm-dd: the day deadlines and statistics count (the server passes its own clock). */
export const berlinToday = (now: Date): string => berlinDay().format(now);
