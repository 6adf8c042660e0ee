import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'wouter';
import type { SimulationBooking } from '#shared/api/simulation.ts';
import { participationText } from '../../components/simulation-participation.ts';

/**
 * "Nachweis für den Versicherer": what the company certificate states about the simulations
 * (campaigns, delivered mails, period; never a rate), once the first wave closed.
 */
export function ProofSection({ booking }: { booking: SimulationBooking }) {
  const { t } = useLingui();
  const headingId = useId();
  const { participation } = booking;
  return (
    <section className="card stack" aria-labelledby={headingId} id="proof" tabIndex={-1}>
      <h2 id={headingId}>{t({ id: 'simulation.proof.heading', message: 'Nachweis für den Versicherer' })}</h2>
      {participation ? (
        <p className="sim-participation">{participationText(participation)}</p>
      ) : (
        <p className="empty">
          {t({
            id: 'simulation.proof.none',
            message: 'Noch nichts nachzuweisen: Die Teilnahme zählt, sobald die erste Welle abgeschlossen ist.',
          })}
        </p>
      )}
      <p>
        {t({
          id: 'simulation.proof.certificate',
          message:
            'Das Unternehmenszertifikat nennt, dass Simulationen stattfanden: Kampagnen, zugestellte E-Mails und Zeitraum, nie wie Einzelne oder das Unternehmen abgeschnitten haben.',
        })}{' '}
        <Link href="/proofOfInsurance">
          {t({ id: 'simulation.proof.link', message: 'Zum Unternehmenszertifikat' })}
        </Link>
      </p>
    </section>
  );
}
