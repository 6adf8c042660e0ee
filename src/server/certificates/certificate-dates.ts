/**
 * DD.MM.YYYY in German time: the product's date format in both languages (docs/product.md §9), on
 * certificates as in messages. (progress/company-reset.ts formats its dates the same way.)
 */
const berlinDate = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

export function formatBerlinDate(date: Date | string): string {
  return berlinDate.format(typeof date === 'string' ? new Date(date) : date);
}
