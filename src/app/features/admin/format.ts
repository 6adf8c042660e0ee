/** Dates as DD.MM.YYYY in both languages (docs/product.md §9), in German time. */
const dates = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const times = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export const formatDate = (iso: string) => dates.format(new Date(iso));
export const formatDateTime = (iso: string) => times.format(new Date(iso));

export { formatCount } from '../../components/format-count.ts';
