import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { formatCount } from '../../components/format-count.ts';
import { Headline } from '../../components/headline.tsx';
import { FigureTiles } from './figures.tsx';
import { RegistrationsChart } from './registrations-chart.tsx';
import { overallStatisticsQuery } from './api/statistics-queries.ts';
import './statistics.css';
import { failureMessage } from '../../api/mutation-errors.ts';

/**
 * /admin/statistics: the figures over all policyholders, for the companies registered in a date
 * range (empty "from": since the beginning; empty "to": until today).
 */
export default function AdminStatisticsPage() {
  const { t } = useLingui();
  const fromId = useId();
  const toId = useId();
  const [range, setRange] = useState({ from: '', to: '' });
  const [draft, setDraft] = useState(range);
  const [rangeError, setRangeError] = useState<string>();
  const rangeErrorId = useId();
  const stats = useQuery({ ...overallStatisticsQuery(range.from, range.to), placeholderData: keepPreviousData });

  const apply = (event: FormEvent) => {
    event.preventDefault();
    // Dates as yyyy-mm-dd compare as text.
    if (draft.from && draft.to && draft.from > draft.to) {
      setRangeError(
        t({
          id: 'statistics.range_inverted',
          message: 'Das Datum „Registriert ab“ liegt nach dem Datum „bis“. Bitte tauschen Sie die beiden Daten.',
        }),
      );
      return;
    }
    setRangeError(undefined);
    setRange(draft);
  };
  const invalid = rangeError ? ({ 'aria-invalid': true, 'aria-describedby': rangeErrorId } as const) : ({} as const);
  const data = stats.data;
  const trained = formatCount(data?.companiesFullyTrained ?? 0);
  const companies = formatCount(data?.companies ?? 0);

  return (
    <section className="stack">
      <h1>{t({ id: 'menu.statistics', message: 'Statistik' })}</h1>
      <form className="card range-form" onSubmit={apply}>
        <div className="field">
          <label htmlFor={fromId}>{t({ id: 'statistics.from', message: 'Registriert ab' })}</label>
          <input
            id={fromId}
            type="date"
            {...invalid}
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={toId}>{t({ id: 'statistics.to', message: 'bis' })}</label>
          <input
            id={toId}
            type="date"
            {...invalid}
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          />
        </div>
        <button type="submit" className="button">
          {t({ id: 'statistics.show', message: 'Anzeigen' })}
        </button>
        {rangeError && (
          <p id={rangeErrorId} className="field-error">
            {rangeError}
          </p>
        )}
      </form>
      {stats.error && (
        <p className="card" role="alert">
          {failureMessage(stats.error)}
        </p>
      )}
      {!data && !stats.error && <p role="status">{t({ id: 'common.loading', message: 'Wird geladen …' })}</p>}
      {data && (
        <>
          <Headline
            done={data.companiesFullyTrained}
            total={data.companies}
            text={t({
              id: 'statistics.companies_headline',
              // "1 von 3 Unternehmen ist …", "2 von 3 Unternehmen sind …": the verb follows the first count.
              message: plural(data.companiesFullyTrained, {
                one: `${trained} von ${companies} Unternehmen ist vollständig geschult.`,
                other: `${trained} von ${companies} Unternehmen sind vollständig geschult.`,
              }),
            })}
          />
          <FigureTiles figures={data} />
          <RegistrationsChart registrations={data.registrations} />
        </>
      )}
    </section>
  );
}
