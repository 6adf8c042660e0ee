import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { safetyTrend } from '#shared/rules/simulation-disclosure.ts';
import { simulationBookingQuery, simulationResultsQuery } from './api/statistics-queries.ts';

/**
 * The dashboard's phishing-simulation card (decisions 096, 101), once the company booked it: in one
 * sentence whether the company is getting safer, then the click and report rates (also before a
 * click) of the latest quarter with results and how the click rate moved since the quarter before.
 * Only what the API shows: quarters sum figures that each cover at least ten delivered mails.
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

type Quarter = {
  quarter: string;
  figure: {
    delivered: number | null;
    clickRate: number | null;
    reportRate: number | null;
    reportedBeforeClickRate: number | null;
  };
};

/** One sentence: is the company getting safer? More reports and fewer clicks than the quarter before. */
function Headline({ latest, before }: { latest: Quarter; before: Quarter }) {
  const { t } = useLingui();
  const trend = safetyTrend(before.figure, latest.figure);
  const quarter = latest.quarter;
  if (trend === 'safer')
    return (
      <p className="sim-headline">
        <strong>
          {t({
            id: 'dashboard.simulation_safer',
            message: `Ihr Unternehmen wird sicherer: Im Quartal ${quarter} wurde häufiger gemeldet und seltener geklickt als im Quartal davor.`,
          })}
        </strong>
      </p>
    );
  if (trend === 'riskier')
    return (
      <p className="sim-headline">
        <strong>
          {t({
            id: 'dashboard.simulation_riskier',
            message: `Achtung: Im Quartal ${quarter} wurde seltener gemeldet und häufiger geklickt als im Quartal davor. Erinnern Sie Ihr Team an die Meldeadresse und die Kurse.`,
          })}
        </strong>
      </p>
    );
  if (trend === 'mixed')
    return (
      <p className="sim-headline">
        {t({
          id: 'dashboard.simulation_mixed',
          message: `Noch kein klarer Trend: Im Quartal ${quarter} haben sich Melde- und Klickrate nicht beide verbessert.`,
        })}
      </p>
    );
  return null;
}

function LatestQuarter({ latest, before }: { latest: Quarter; before: Quarter | undefined }) {
  const { t, i18n } = useLingui();
  const percent = new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 1 });
  const quarter = latest.quarter;
  const rate = percent.format(latest.figure.clickRate ?? 0);
  const delivered = latest.figure.delivered ?? 0;
  const earlier = before?.quarter ?? '';
  const earlierRate = percent.format(before?.figure.clickRate ?? 0);
  const reported = percent.format(latest.figure.reportRate ?? 0);
  const reportedFirst = percent.format(latest.figure.reportedBeforeClickRate ?? 0);
  return (
    <>
      {before && <Headline latest={latest} before={before} />}
      <p>
        {t({
          id: 'dashboard.simulation_latest',
          message: `Klickrate im Quartal ${quarter}: ${rate} von ${delivered} zugestellten E-Mails.`,
        })}
      </p>
      <p>
        {t({
          id: 'dashboard.simulation_reported',
          message: `Gemeldet: ${reported}. Je höher, desto besser.`,
        })}
      </p>
      {latest.figure.reportedBeforeClickRate !== null && (
        <p>
          {t({
            id: 'dashboard.simulation_reported_first',
            message: `Gemeldet, bevor jemand geklickt hat: ${reportedFirst}.`,
          })}
        </p>
      )}
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
