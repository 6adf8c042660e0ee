import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { OverallStatistics } from '#shared/api/statistics.ts';
import { dateFormat } from '#shared/intl-formats.ts';
import { formatCount } from '../../components/format-count.ts';
import { ScrollArea } from '../../components/scroll-area.tsx';

/** "2026-03" as the reader's short month: "März 26" or "Mar 26". */
function monthLabel(month: string): string {
  const [year, index] = month.split('-').map(Number);
  if (!year || !index) return month;
  return dateFormat(i18n.locale === 'en' ? 'en-GB' : 'de-DE', {
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, index - 1, 1)));
}

/**
 * New companies per month as columns. Many months are wider than a phone: the columns then scroll
 * inside a ScrollArea that shows it and takes the keyboard.
 */
export function RegistrationsChart({ registrations }: { registrations: OverallStatistics['registrations'] }) {
  const { t } = useLingui();
  const title = t({ id: 'statistics.registrations', message: 'Neue Unternehmen je Monat' });
  const busiest = Math.max(1, ...registrations.map((r) => r.companies));
  return (
    <section className="card stack" aria-labelledby="registrations-title">
      <h2 id="registrations-title">{title}</h2>
      {registrations.length === 0 ? (
        <p className="hint">
          {t({ id: 'statistics.no_registrations', message: 'Keine Registrierungen im Zeitraum.' })}
        </p>
      ) : (
        <ScrollArea label={title}>
          <ol className="registrations">
            {registrations.map((r) => (
              <li key={r.month}>
                <span>{formatCount(r.companies)}</span>
                <span
                  className="column"
                  aria-hidden="true"
                  style={{ height: `${Math.max(2, Math.round((r.companies / busiest) * 100))}px` }}
                />
                <span>{monthLabel(r.month)}</span>
              </li>
            ))}
          </ol>
        </ScrollArea>
      )}
    </section>
  );
}
