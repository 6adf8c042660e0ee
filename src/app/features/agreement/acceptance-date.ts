const germanDate = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Berlin',
});

/** DD.MM.YYYY in German time, the product's date format in both languages (docs/product.md R28). */
export function formatAcceptanceDate(iso: string): string {
  return germanDate.format(new Date(iso));
}
