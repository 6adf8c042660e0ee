import { i18n } from '@lingui/core';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { api } from '#shared/api/endpoints/index.ts';
import type { SimulationFigure, SimulationResults } from '#shared/api/simulation.ts';
import { dateFormat, numberFormat } from '#shared/intl-formats.ts';
import { downloadFile } from '../../api/download.ts';
import { ExportButtons } from '../../components/export-buttons.tsx';
import { formatCount, formatDate } from '../../components/format-dates.ts';
import { LoadError } from '../../components/load-error.tsx';
import { ScrollArea } from '../../components/scroll-area.tsx';
import { RESULTS_COUNT_DAYS } from '#shared/rules/simulation-disclosure.ts';
import { resultsQuery } from './api/simulation.ts';
import { withheldLabel } from './simulation-labels.ts';

/** A rate (0.3) as the reader's percent: 30 % in German, 30% in English. */
export const formatRate = (rate: number) =>
  numberFormat(i18n.locale === 'en' ? 'en-GB' : 'de-DE', { style: 'percent', maximumFractionDigits: 1 }).format(rate);

/**
 * "Ergebnisse" (decisions 096 and 101): each wave's figure, final or for now, with its scenarios;
 * small waves pooled; the quarters' trend; reports of real mail per month; the CSV. A figure
 * withheld says why, never a number.
 */
export function ResultsSection() {
  const { t } = useLingui();
  const headingId = useId();
  const results = useQuery(resultsQuery);

  return (
    <section className="card stack" aria-labelledby={headingId} id="results" tabIndex={-1}>
      <h2 id={headingId}>{t({ id: 'simulation.results.heading', message: 'Ergebnisse' })}</h2>
      {results.error ? (
        <LoadError error={results.error} onRetry={() => void results.refetch()} />
      ) : !results.data ? (
        <p role="status">{t({ id: 'common.loading', message: 'Wird geladen …' })}</p>
      ) : (
        <Results results={results.data} />
      )}
    </section>
  );
}

function Results({ results }: { results: SimulationResults }) {
  const { t } = useLingui();
  const minimum = results.minimum;
  const empty = results.waves.length === 0 && results.pooled.length === 0;
  return (
    <>
      <p className="hint">
        {t({
          id: 'simulation.results.rules',
          message: `Jede Zahl beruht auf mindestens ${minimum} zugestellten E-Mails und zeigt nur Anteile: Niemandes einzelnes Ergebnis ist zu sehen, auch nicht für Sie.`,
        })}
      </p>
      {empty ? (
        <p className="empty">
          {t({
            id: 'simulation.results.none',
            message: 'Noch keine Ergebnisse: Sie erscheinen nach der ersten Welle.',
          })}
        </p>
      ) : (
        <>
          {results.waves.length > 0 && (
            <>
              <h3>{t({ id: 'simulation.results.waves', message: 'Nach Welle' })}</h3>
              <ul className="sim-results">
                {results.waves.map((wave) => (
                  <li key={wave.waveId}>
                    <WaveCard wave={wave} minimum={minimum} />
                  </li>
                ))}
              </ul>
            </>
          )}
          {results.pooled.length > 0 && (
            <>
              <h3>{t({ id: 'simulation.results.pooled', message: 'Kleine Wellen zusammengefasst' })}</h3>
              <ul className="sim-results">
                {results.pooled.map((group) => {
                  const count = group.waves;
                  const from = formatDate(group.from);
                  const to = formatDate(group.to);
                  return (
                    <li key={group.from}>
                      <article
                        className="sim-result"
                        aria-label={t({
                          id: 'simulation.results.pooled_label',
                          message: `Zusammengefasst über ${count} Wellen, ${from}–${to}`,
                        })}
                      >
                        <p className="sim-result-title">
                          {t({
                            id: 'simulation.results.pooled_label',
                            message: `Zusammengefasst über ${count} Wellen, ${from}–${to}`,
                          })}
                        </p>
                        <Figure figure={group.figure} minimum={minimum} />
                      </article>
                    </li>
                  );
                })}
              </ul>
            </>
          )}
          {results.quarters.length > 0 && <Quarters quarters={results.quarters} minimum={minimum} />}
        </>
      )}
      {results.otherReports.length > 0 && <OtherReports months={results.otherReports} />}
      <ExportButtons
        choices={[
          {
            key: 'results-csv',
            label: t({ id: 'simulation.results.csv', message: 'Ergebnisse als Tabelle (CSV) herunterladen' }),
            download: () => downloadFile(api.exportSimulationResults, {}, 'Phishing-Simulation.csv'),
          },
        ]}
      />
    </>
  );
}

function WaveCard({ wave, minimum }: { wave: SimulationResults['waves'][number]; minimum: number }) {
  const { t } = useLingui();
  const name = wave.campaignName;
  const from = formatDate(wave.windowStart);
  const to = formatDate(wave.windowEnd);
  const title = t({ id: 'simulation.results.wave_title', message: `${name}, Welle ${from}–${to}` });
  const countDays = RESULTS_COUNT_DAYS;
  const shownScenarios = wave.scenarios.length > 0 && wave.figure.reason === null;
  return (
    <article className="sim-result" aria-label={title}>
      <div className="sim-section-head">
        <p className="sim-result-title">{title}</p>
        {wave.figure.reason === null &&
          (wave.final ? (
            <span className="badge success">{t({ id: 'simulation.results.final', message: 'endgültig' })}</span>
          ) : (
            <span className="badge warning">{t({ id: 'simulation.results.provisional', message: 'vorläufig' })}</span>
          ))}
      </div>
      <Figure figure={wave.figure} minimum={minimum} />
      {!wave.final && wave.figure.reason === null && (
        <p className="hint">
          {t({
            id: 'simulation.results.provisional_hint',
            message: `Vorläufig: Klicks und Eingaben zählen noch ${countDays} Tage nach dem Versandzeitraum.`,
          })}
        </p>
      )}
      {shownScenarios && (
        <details className="sim-details">
          <summary>{t({ id: 'simulation.results.by_scenario', message: 'Nach Szenario' })}</summary>
          <ul className="sim-result-scenarios">
            {wave.scenarios.map((scenario) => (
              <li key={scenario.templateId}>
                <p className="sim-result-title">{scenario.title}</p>
                <Figure figure={scenario.figure} minimum={minimum} />
              </li>
            ))}
          </ul>
        </details>
      )}
    </article>
  );
}

export function Figure({ figure, minimum }: { figure: SimulationFigure; minimum: number }) {
  const { t } = useLingui();
  if (figure.reason !== null) return <p className="sim-withheld">{withheldLabel(figure.reason, minimum)}</p>;
  return (
    <dl className="sim-figure">
      <div>
        <dt>{t({ id: 'simulation.results.delivered', message: 'Zugestellt' })}</dt>
        <dd>{figure.delivered === null ? '–' : formatCount(figure.delivered)}</dd>
      </div>
      <div>
        <dt>{t({ id: 'simulation.results.click_rate', message: 'Link angeklickt' })}</dt>
        <dd>{figure.clickRate === null ? '–' : formatRate(figure.clickRate)}</dd>
      </div>
      <div>
        <dt>{t({ id: 'simulation.results.data_entry_rate', message: 'Daten eingegeben' })}</dt>
        <dd>{figure.dataEntryRate === null ? '–' : formatRate(figure.dataEntryRate)}</dd>
      </div>
      <div>
        <dt>{t({ id: 'simulation.results.report_rate', message: 'Gemeldet' })}</dt>
        <dd>{figure.reportRate === null ? '–' : formatRate(figure.reportRate)}</dd>
      </div>
      <div>
        <dt>{t({ id: 'simulation.results.reported_first_rate', message: 'Gemeldet vor einem Klick' })}</dt>
        <dd>{figure.reportedBeforeClickRate === null ? '–' : formatRate(figure.reportedBeforeClickRate)}</dd>
      </div>
    </dl>
  );
}

function Quarters({ quarters, minimum }: { quarters: SimulationResults['quarters']; minimum: number }) {
  const { t } = useLingui();
  const labels = {
    quarter: t({ id: 'simulation.results.quarter', message: 'Quartal' }),
    delivered: t({ id: 'simulation.results.delivered', message: 'Zugestellt' }),
    click: t({ id: 'simulation.results.click_rate', message: 'Link angeklickt' }),
    entry: t({ id: 'simulation.results.data_entry_rate', message: 'Daten eingegeben' }),
    report: t({ id: 'simulation.results.report_rate', message: 'Gemeldet' }),
    reportedFirst: t({ id: 'simulation.results.reported_first_rate', message: 'Gemeldet vor einem Klick' }),
  };
  return (
    <>
      <h3>{t({ id: 'simulation.results.trend', message: 'Verlauf nach Quartal' })}</h3>
      <ScrollArea
        className="flush"
        label={t({ id: 'simulation.results.trend_caption', message: 'Klicks und Meldungen je Quartal' })}
      >
        <table className="data-table sim-quarters">
          <caption className="visually-hidden">
            {t({ id: 'simulation.results.trend_caption', message: 'Klicks und Meldungen je Quartal' })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{labels.quarter}</th>
              <th scope="col">{labels.click}</th>
              <th scope="col">{labels.entry}</th>
              <th scope="col">{labels.report}</th>
              <th scope="col">{labels.reportedFirst}</th>
              <th scope="col">{labels.delivered}</th>
            </tr>
          </thead>
          <tbody>
            {quarters.map(({ quarter, figure }) => {
              const [year, part] = quarter.split('-');
              const shown = figure.reason === null && figure.clickRate !== null;
              return (
                <tr key={quarter}>
                  <th scope="row">
                    {part} {year}
                  </th>
                  {shown ? (
                    <>
                      <td>
                        <span className="sim-bar" aria-hidden="true">
                          <span style={{ width: `${Math.round((figure.clickRate ?? 0) * 100)}%` }} />
                        </span>
                        {formatRate(figure.clickRate ?? 0)}
                      </td>
                      <td>{figure.dataEntryRate === null ? '–' : formatRate(figure.dataEntryRate)}</td>
                      <td>{figure.reportRate === null ? '–' : formatRate(figure.reportRate)}</td>
                      <td>
                        {figure.reportedBeforeClickRate === null ? '–' : formatRate(figure.reportedBeforeClickRate)}
                      </td>
                      <td>{figure.delivered === null ? '–' : formatCount(figure.delivered)}</td>
                    </>
                  ) : (
                    <td colSpan={5}>{figure.reason ? withheldLabel(figure.reason, minimum) : '–'}</td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollArea>
    </>
  );
}

/** A German month (yyyy-mm) as the reader says it: "November 2026". */
const formatMonth = (month: string) =>
  dateFormat(i18n.locale === 'en' ? 'en-GB' : 'de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T12:00:00Z`),
  );

/**
 * Reports of mail that was no simulation, per month of the last year (decision 101): counts of the
 * company's own reports, which name no one, so every month is shown.
 */
function OtherReports({ months }: { months: SimulationResults['otherReports'] }) {
  const { t } = useLingui();
  const total = months.reduce((sum, month) => sum + month.reports, 0);
  const most = Math.max(1, ...months.map((month) => month.reports));
  const count = months.length;
  const caption = t({ id: 'simulation.results.other_caption', message: 'Gemeldete echte E-Mails je Monat' });
  return (
    <>
      <h3>{t({ id: 'simulation.results.other_heading', message: 'Gemeldete echte E-Mails' })}</h3>
      <p className="hint">
        {t({
          id: 'simulation.results.other_hint',
          message:
            'Verdächtige E-Mails, die Ihre Mitarbeitenden an die Meldeadresse weitergeleitet haben und die keine Simulation waren. Gezählt wird nur die Zahl je Monat, nie, wer gemeldet hat.',
        })}
      </p>
      {total === 0 ? (
        <p className="empty">
          {t({
            id: 'simulation.results.other_none',
            message: `In den letzten ${count} Monaten wurde keine echte E-Mail gemeldet.`,
          })}
        </p>
      ) : (
        <>
          <p className="sim-participation">
            {t({
              id: 'simulation.results.other_total',
              message: plural(total, {
                one: `In den letzten ${count} Monaten: # Meldung`,
                other: `In den letzten ${count} Monaten: # Meldungen`,
              }),
            })}
          </p>
          <ScrollArea className="flush" label={caption}>
            <table className="data-table sim-quarters">
              <caption className="visually-hidden">{caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t({ id: 'simulation.results.other_month', message: 'Monat' })}</th>
                  <th scope="col">{t({ id: 'simulation.results.other_reports', message: 'Meldungen' })}</th>
                </tr>
              </thead>
              <tbody>
                {[...months].reverse().map(({ month, reports }) => (
                  <tr key={month}>
                    <th scope="row">{formatMonth(month)}</th>
                    <td>
                      <span className="sim-bar" aria-hidden="true">
                        <span style={{ width: `${Math.round((reports / most) * 100)}%` }} />
                      </span>
                      {formatCount(reports)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollArea>
        </>
      )}
    </>
  );
}
