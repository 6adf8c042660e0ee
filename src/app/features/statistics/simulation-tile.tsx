import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { simulationBookingQuery, simulationResultsQuery } from './api/statistics-queries.ts';

/**
 * The dashboard's phishing-simulation card (decision 096), once the company booked it: the click
 * rate of the latest quarter with results and how it moved since the quarter before. Only what the
 * API shows: quarters sum figures that each cover at least ten delivered mails.
 */
export function SimulationTile() {
  const { t } = useLingui();
  const booking = useQuery(simulationBookingQuery);
  const booked = booking.data?.booked != null;
  const results = useQuery({ ...simulationResultsQuery, enabled: booked });
  if (!booked) return null;

  const quarters = (results.data?.quarters ?? []).filter((q) => q.figure.clickRate !== null);
  const latest = quarters.at(-1);
  const before = quarters.at(-2);
  const title = t({ id: 'dashboard.simulation_title', message: 'Phishing-Simulation' });
  return (
    <section className="card stack" aria-labelledby="simulation-tile-title">
      <h2 id="simulation-tile-title">{title}</h2>
      {latest ? (
        <LatestQuarter latest={latest} before={before} />
      ) : (
        <p className="hint">
          {t({
            id: 'dashboard.simulation_none',
            message:
              'Noch keine auswertbaren Ergebnisse: Ergebnisse erscheinen nach dem Ende eines Versandzeitraums, sobald mindestens zehn E-Mails zugestellt wurden.',
          })}
        </p>
      )}
      <p>
        <Link href="/phishing-simulation">
          {t({ id: 'dashboard.simulation_link', message: 'Zu Kampagnen und Ergebnissen' })}
        </Link>
      </p>
    </section>
  );
}

type Quarter = { quarter: string; figure: { delivered: number | null; clickRate: number | null } };

function LatestQuarter({ latest, before }: { latest: Quarter; before: Quarter | undefined }) {
  const { t, i18n } = useLingui();
  const percent = new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 1 });
  const quarter = latest.quarter;
  const rate = percent.format(latest.figure.clickRate ?? 0);
  const delivered = latest.figure.delivered ?? 0;
  const earlier = before?.quarter ?? '';
  const earlierRate = percent.format(before?.figure.clickRate ?? 0);
  return (
    <>
      <p>
        {t({
          id: 'dashboard.simulation_latest',
          message: `Klickrate im Quartal ${quarter}: ${rate} von ${delivered} zugestellten E-Mails.`,
        })}
      </p>
      {before && (
        <p className="hint">
          {t({
            id: 'dashboard.simulation_before',
            message: `Im Quartal davor (${earlier}): ${earlierRate}. Je niedriger, desto besser.`,
          })}
        </p>
      )}
    </>
  );
}
