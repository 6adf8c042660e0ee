const germanDate = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Berlin',
});

/** DD.MM.YYYY in German time, as the certificates print dates in both languages (docs/product.md §9). */
export function formatDate(iso: string): string {
  return germanDate.format(new Date(iso));
}
