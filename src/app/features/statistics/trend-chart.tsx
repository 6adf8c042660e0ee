import { useLingui } from '@lingui/react/macro';
import type { CSSProperties } from 'react';
import type { TrendMonth } from '#shared/api/employer-todo.ts';
import { dateFormat } from '#shared/intl-formats.ts';
import { formatCount } from '../../components/format-count.ts';
import { percent } from '../../components/headline.tsx';
import { ScrollArea } from '../../components/scroll-area.tsx';

/**
 * The share of people with valid training over the last 12 months (decision 105), a column per
 * month. Each column says its month and share in words, so the list reads as well as it looks;
 * a month without a record says so instead of showing a made-up zero.
 */
export function TrendChart({ trend }: { trend: TrendMonth[] }) {
  const { t, i18n } = useLingui();
  const monthName = dateFormat(i18n.locale === 'en' ? 'en-GB' : 'de-DE', {
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  });
  const title = t({ id: 'todo.trend_title', message: 'Anteil mit gültiger Schulung' });
  const recorded = trend.filter((m) => m.population !== null).length;
  return (
    <section className="card stack" aria-labelledby="trend-title">
      <h2 id="trend-title">{title}</h2>
      <p className="hint">
        {t({
          id: 'todo.trend_rule',
          message:
            'Personen mit zugewiesenen Kursen, die alle bestanden haben und deren Schulung noch gültig ist: je Monat der letzte Stand, im laufenden Monat der heutige.',
        })}
      </p>
      <ScrollArea label={t({ id: 'todo.trend_months', message: 'Die letzten 12 Monate' })}>
        <ol className="trend">
          {trend.map((month) => {
            const name = monthName.format(new Date(`${month.month}-01T00:00:00Z`));
            if (month.population === null || month.valid === null) {
              return (
                <li key={month.month} className="empty">
                  <span className="value">–</span>
                  <span className="column" aria-hidden="true" />
                  <span className="month">
                    {name}
                    <span className="visually-hidden">
                      {': '}
                      {t({ id: 'todo.trend_no_record', message: 'kein Stand erfasst' })}
                    </span>
                  </span>
                </li>
              );
            }
            const share = percent(month.valid, month.population);
            const of = `${formatCount(month.valid)} / ${formatCount(month.population)}`;
            return (
              <li key={month.month} title={of}>
                <span className="value">{`${share} %`}</span>
                <span
                  className="column"
                  aria-hidden="true"
                  style={{ '--share': `${Math.max(share, 1)}%` } as CSSProperties}
                />
                <span className="month">
                  {name}
                  <span className="visually-hidden">
                    {': '}
                    {t({ id: 'todo.trend_people', message: `${of} Personen` })}
                  </span>
                </span>
              </li>
            );
          })}
        </ol>
      </ScrollArea>
      {recorded <= 1 && (
        <p className="hint">
          {t({
            id: 'todo.trend_starts',
            message: 'Der Verlauf wird seit Kurzem erfasst und füllt sich Monat für Monat.',
          })}
        </p>
      )}
    </section>
  );
}
