import { plural, t as translate } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { MySimulation, MySimulationOutcome } from '#shared/api/simulation-pseudonymous.ts';
import type { Lang } from '#shared/constants.ts';
import { coursesQuery, mySimulationsQuery } from '../../api/queries.ts';
import { formatDate } from '../../components/format-dates.ts';
import { LoadError } from '../../components/load-error.tsx';
import { ScrollArea } from '../../components/scroll-area.tsx';
import { categoryLabel } from './simulation-labels.ts';
import { CopyValue } from './copy-value.tsx';
import './simulation.css';

/**
 * /my-simulations, "Meine Simulationen" (decision 102): in the pseudonymous mode the person's own
 * simulations of the last twelve months, what they did and the course that goes with each; in the
 * anonymous mode why there is nothing to show. The report address either way, once booked.
 */
export default function MySimulationsPage() {
  const { t } = useLingui();
  const mine = useQuery(mySimulationsQuery);
  return (
    <div className="stack sim-page">
      <h1>{t({ id: 'menu.my_simulations', message: 'Meine Simulationen' })}</h1>
      {mine.error ? (
        <LoadError error={mine.error} onRetry={() => void mine.refetch()} />
      ) : !mine.data ? (
        <p role="status">{t({ id: 'common.loading', message: 'Wird geladen …' })}</p>
      ) : (
        <>
          {mine.data.pseudonymous ? (
            <History simulations={mine.data.simulations} />
          ) : (
            <p className="card">
              {t({
                id: 'simulation.mine.anonymous',
                message:
                  'Ihr Unternehmen wertet Phishing-Simulationen anonym aus. Deshalb ist keine Simulation Ihnen zugeordnet: Niemand, auch Sie selbst nicht, kann sehen, wie Sie reagiert haben.',
              })}
            </p>
          )}
          {mine.data.reportAddress && (
            <section className="card stack" aria-labelledby="mine-report">
              <h2 id="mine-report">{t({ id: 'simulation.report.heading', message: 'Verdächtige E-Mails melden' })}</h2>
              <p>
                {t({
                  id: 'simulation.mine.report_text',
                  message:
                    'Leiten Sie eine verdächtige E-Mail an diese Adresse weiter, bevor Sie einen Link öffnen. Sie erhalten sofort eine Antwort. Jede Meldung zählt, auch wenn sich die E-Mail als harmlos herausstellt.',
                })}
              </p>
              <CopyValue
                value={mine.data.reportAddress}
                label={t({ id: 'simulation.report.address', message: 'Meldeadresse Ihres Unternehmens' })}
              />
            </section>
          )}
        </>
      )}
    </div>
  );
}

function outcomeLabel(outcome: MySimulationOutcome): string {
  switch (outcome) {
    case 'reported':
      return translate({ id: 'simulation.mine.outcome.reported', message: 'Erkannt und gemeldet' });
    case 'clickedReported':
      return translate({ id: 'simulation.mine.outcome.clicked_reported', message: 'Geklickt, danach gemeldet' });
    case 'clicked':
      return translate({ id: 'simulation.mine.outcome.clicked', message: 'Link geöffnet' });
    case 'submitted':
      return translate({ id: 'simulation.mine.outcome.submitted', message: 'Daten eingegeben' });
    case 'none':
      return translate({ id: 'simulation.mine.outcome.none', message: 'Nicht reagiert' });
  }
}

const GOOD: ReadonlySet<MySimulationOutcome> = new Set(['reported']);
const NEEDS_COURSE: ReadonlySet<MySimulationOutcome> = new Set(['clicked', 'submitted', 'clickedReported']);

function History({ simulations }: { simulations: MySimulation[] }) {
  const { t, i18n } = useLingui();
  const lang: Lang = i18n.locale === 'en' ? 'en' : 'de';
  const courses = useQuery(coursesQuery(lang));
  const titleOf = (slug: string) => courses.data?.find((course) => course.slug === slug)?.title ?? slug;
  const reported = simulations.filter((s) => GOOD.has(s.outcome)).length;
  const total = simulations.length;
  const labels = {
    date: t({ id: 'simulation.mine.date', message: 'Erhalten am' }),
    scenario: t({ id: 'simulation.mine.scenario', message: 'Szenario' }),
    outcome: t({ id: 'simulation.mine.outcome', message: 'Ihre Reaktion' }),
    course: t({ id: 'simulation.mine.course', message: 'Passender Kurs' }),
  };

  if (total === 0) {
    return (
      <p className="card">
        {t({
          id: 'simulation.mine.empty',
          message:
            'Sie haben noch keine Simulation erhalten. Sobald eine bei Ihnen eingegangen ist, sehen nur Sie hier, wie Sie reagiert haben.',
        })}
      </p>
    );
  }
  return (
    <section className="card stack" aria-labelledby="mine-history">
      <h2 id="mine-history">{t({ id: 'simulation.mine.history', message: 'Ihr Verlauf' })}</h2>
      <p>
        {t({
          id: 'simulation.mine.summary',
          message: plural(total, {
            one: `${reported} von # Simulation erkannt und gemeldet, bevor Sie geklickt haben.`,
            other: `${reported} von # Simulationen erkannt und gemeldet, bevor Sie geklickt haben.`,
          }),
        })}{' '}
        {t({
          id: 'simulation.mine.private',
          message: 'Diese Übersicht sehen nur Sie; Ihr Arbeitgeber sieht nur die Zahlen des ganzen Unternehmens.',
        })}
      </p>
      <ScrollArea className="flush" label={labels.outcome}>
        <table className="data-table cards-on-phone">
          <caption className="visually-hidden">{t({ id: 'simulation.mine.history', message: 'Ihr Verlauf' })}</caption>
          <thead>
            <tr>
              <th scope="col">{labels.date}</th>
              <th scope="col">{labels.scenario}</th>
              <th scope="col">{labels.outcome}</th>
              <th scope="col">{labels.course}</th>
            </tr>
          </thead>
          <tbody>
            {simulations.map((s) => {
              const minutes = s.minutesToReport ?? 0;
              return (
                <tr key={`${s.sentAt}-${s.templateId}`}>
                  <th scope="row">{formatDate(s.sentAt)}</th>
                  <td data-label={labels.scenario}>
                    {s.title}
                    <br />
                    <span className="hint">{categoryLabel(s.category)}</span>
                  </td>
                  <td data-label={labels.outcome}>
                    <span
                      className={
                        GOOD.has(s.outcome) ? 'badge success' : NEEDS_COURSE.has(s.outcome) ? 'badge warning' : 'badge'
                      }
                    >
                      {outcomeLabel(s.outcome)}
                    </span>
                    {s.minutesToReport !== null && (
                      <>
                        <br />
                        <span className="hint">
                          {t({
                            id: 'simulation.mine.minutes_to_report',
                            message: plural(minutes, {
                              0: 'Sofort gemeldet',
                              one: 'Nach # Minute gemeldet',
                              other: 'Nach # Minuten gemeldet',
                            }),
                          })}
                        </span>
                      </>
                    )}
                  </td>
                  <td data-label={labels.course}>
                    <Link href={`/trainings/${s.course}`}>{titleOf(s.course)}</Link>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollArea>
    </section>
  );
}
