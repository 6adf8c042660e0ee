/** DD.MM.YYYY in German time, as the portal prints dates in both languages (certificates, notices). */
export const germanDate = (date: Date | string): string =>
  new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(date));
