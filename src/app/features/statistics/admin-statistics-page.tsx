import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { formatCount } from '../../components/format-count.ts';
import { Headline } from '../../components/headline.tsx';
import type { PeriodMeaning } from '#shared/api/statistics.ts';
import { ActivityTiles, PassesPerCourse } from './activity-figures.tsx';
import { FigureTiles } from './figures.tsx';
import { RegistrationsChart } from './registrations-chart.tsx';
import { overallStatisticsQuery } from './api/statistics-queries.ts';
import './statistics.css';
import { failureMessage } from '../../api/mutation-errors.ts';

/**
 * /admin/statistics: the figures over all policyholders, for the companies registered in a date
 * range (empty "from": since the beginning; empty "to": until today), or for the training done in
 * it (docs/decisions/113-statistics-by-activity.md).
 */
export default function AdminStatisticsPage() {
  const { t } = useLingui();
  const fromId = useId();
  const toId = useId();
  const periodId = useId();
  const [range, setRange] = useState<{ from: string; to: string; periodBy: PeriodMeaning }>({
    from: '',
    to: '',
    periodBy: 'registration',
  });
  const [draft, setDraft] = useState(range);
  const [rangeError, setRangeError] = useState<string>();
  const rangeErrorId = useId();
  const stats = useQuery({
    ...overallStatisticsQuery(range.from, range.to, range.periodBy),
    placeholderData: keepPreviousData,
  });
  const byActivity = draft.periodBy === 'activity';

  const apply = (event: FormEvent) => {
    event.preventDefault();
    // Dates as yyyy-mm-dd compare as text.
    if (draft.from && draft.to && draft.from > draft.to) {
      setRangeError(
        byActivity
          ? t({
              id: 'statistics.activity_range_inverted',
              message: 'Das Datum „Aktivität ab“ liegt nach dem Datum „bis“. Bitte tauschen Sie die beiden Daten.',
            })
          : t({
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
          <label htmlFor={periodId}>{t({ id: 'statistics.period_by', message: 'Zeitraum bezieht sich auf' })}</label>
          <select
            id={periodId}
            value={draft.periodBy}
            onChange={(e) =>
              setDraft({ ...draft, periodBy: e.target.value === 'activity' ? 'activity' : 'registration' })
            }
          >
            <option value="registration">
              {t({ id: 'statistics.period_by.registration', message: 'Registrierung der Unternehmen' })}
            </option>
            <option value="activity">
              {t({ id: 'statistics.period_by.activity', message: 'Schulungsaktivität' })}
            </option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={fromId}>
            {byActivity
              ? t({ id: 'statistics.activity_from', message: 'Aktivität ab' })
              : t({ id: 'statistics.from', message: 'Registriert ab' })}
          </label>
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
            text={
              data.activity
                ? t({
                    id: 'statistics.active_companies_headline',
                    message: plural(data.companiesFullyTrained, {
                      one: `${trained} von ${companies} im Zeitraum aktiven Unternehmen ist heute vollständig geschult.`,
                      other: `${trained} von ${companies} im Zeitraum aktiven Unternehmen sind heute vollständig geschult.`,
                    }),
                  })
                : t({
                    id: 'statistics.companies_headline',
                    // "1 von 3 Unternehmen ist …", "2 von 3 Unternehmen sind …": the verb follows the first count.
                    message: plural(data.companiesFullyTrained, {
                      one: `${trained} von ${companies} Unternehmen ist vollständig geschult.`,
                      other: `${trained} von ${companies} Unternehmen sind vollständig geschult.`,
                    }),
                  })
            }
          />
          {data.activity ? <ActivityTiles figures={data} activity={data.activity} /> : <FigureTiles figures={data} />}
          <RegistrationsChart registrations={data.registrations} byActivity={Boolean(data.activity)} />
          {data.activity && <PassesPerCourse activity={data.activity} />}
        </>
      )}
    </section>
  );
}
