import { formatBerlinDate, formatBerlinMoment } from '#shared/berlin-dates.ts';

/** Dates as DD.MM.YYYY in both languages (docs/product.md §9), in German time. */
export const formatDate = (iso: string) => formatBerlinDate(iso);
export const formatDateTime = (iso: string) => formatBerlinMoment(iso);

export { formatCount } from './format-count.ts';
