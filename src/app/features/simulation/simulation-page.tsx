import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { SimulationBooking } from '#shared/api/simulation.ts';
import { companyQuery, meQuery } from '../../api/queries.ts';
import { formatDate } from '../../components/format-dates.ts';
import { JumpLink } from '../../components/jump-link.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { getSession } from '../../session/session-store.ts';
import { bookingQuery } from './api/simulation.ts';
import { CampaignsSection } from './campaigns-section.tsx';
import { ChecklistSection } from './checklist-section.tsx';
import { DeliverySection } from './delivery-section.tsx';
import { ReportAddressSection } from './report-address-section.tsx';
import { ModeSection } from './mode-section.tsx';
import { DomainsSection } from './domains-section.tsx';
import { PeopleSection } from './people-section.tsx';
import { ProofSection } from './proof-section.tsx';
import { ResultsSection } from './results-section.tsx';
import { ScenariosSection } from './scenarios-section.tsx';
import { SimulationOffer } from './simulation-offer.tsx';
import { AddendumText } from './simulation-texts.tsx';
import { TestMailSection } from './test-mail-section.tsx';
import './simulation.css';

/**
 * /phishing-simulation (decision 096): before the booking the offer and the addendum; after it the
 * checklist before the first launch, the mail domains, the delivery settings, the people and the
 * scenarios, a test mail, the campaigns, the results and what the certificate states. The employer
 * sets everything up and runs the campaigns; managers see the state, scenarios, campaigns and results.
 */
export default function SimulationPage() {
  const { t } = useLingui();
  const employer = getSession()?.role === 'employer';
  const booking = useQuery(bookingQuery);

  return (
    <div className="stack sim-page">
      <h1>{t({ id: 'menu.phishing_simulation', message: 'Phishing-Simulation' })}</h1>
      {booking.error ? (
        <LoadError error={booking.error} onRetry={() => void booking.refetch()} />
      ) : !booking.data ? (
        <p role="status">{t({ id: 'common.loading', message: 'Wird geladen …' })}</p>
      ) : booking.data.booked === null ? (
        <SimulationOffer booking={booking.data} mayBook={employer} />
      ) : (
        <Booked booking={booking.data} booked={booking.data.booked} employer={employer} />
      )}
    </div>
  );
}

function Booked({
  booking,
  booked,
  employer,
}: {
  booking: SimulationBooking;
  booked: NonNullable<SimulationBooking['booked']>;
  employer: boolean;
}) {
  const { t } = useLingui();
  const { data: me } = useQuery(meQuery(getSession()?.userId ?? 0));
  const companyId = me?.companyId ?? 0;
  const company = useQuery({ ...companyQuery(companyId), enabled: companyId > 0 });
  const bookedOn = formatDate(booked.at);
  const version = booked.addendumVersion;
  const sections = [
    ['voraussetzungen', t({ id: 'simulation.checklist.short', message: 'Voraussetzungen' })],
    ['mode', t({ id: 'simulation.mode.heading', message: 'Auswertung' })],
    ...(employer
      ? [
          ['domains', t({ id: 'simulation.domains.heading', message: 'Mail-Domains' })],
          ['delivery', t({ id: 'simulation.delivery.short', message: 'Zustellung' })],
          ['people', t({ id: 'simulation.people.heading', message: 'Personen' })],
        ]
      : []),
    ...(booking.reportAddress
      ? [['report-address', t({ id: 'simulation.report.short', message: 'Meldeadresse' })]]
      : []),
    ['scenarios', t({ id: 'simulation.scenarios.heading', message: 'Szenarien' })],
    ...(employer ? [['test-mail', t({ id: 'simulation.test_mail.heading', message: 'Testmail an mich' })]] : []),
    ['campaigns', t({ id: 'simulation.campaigns.heading', message: 'Kampagnen' })],
    ['results', t({ id: 'simulation.results.heading', message: 'Ergebnisse' })],
    ['proof', t({ id: 'simulation.proof.heading', message: 'Nachweis für den Versicherer' })],
  ] as const;

  return (
    <>
      <div className="sim-booked">
        <p>
          {t({
            id: 'simulation.booked.since',
            message: `Gebucht am ${bookedOn} (Ergänzungsvereinbarung, Version ${version})`,
          })}
        </p>
        <details className="sim-details">
          <summary>{t({ id: 'simulation.booked.addendum', message: 'Ergänzungsvereinbarung anzeigen' })}</summary>
          <AddendumText topLevel={2} />
        </details>
      </div>
      <nav className="sim-toc" aria-label={t({ id: 'simulation.toc', message: 'Abschnitte dieser Seite' })}>
        <ul>
          {sections.map(([target, label]) => (
            <li key={target}>
              <JumpLink target={target}>{label}</JumpLink>
            </li>
          ))}
        </ul>
      </nav>
      {!employer && (
        <p className="notice">
          {t({
            id: 'simulation.booked.owner_sets_up',
            message:
              'Mail-Domains, Zustellung und die Auswahl der Personen richtet die Inhaberin oder der Inhaber des Arbeitgeberkontos ein.',
          })}
        </p>
      )}
      <ChecklistSection booking={booking} companyName={company.data?.companyName ?? ''} mayChange={employer} />
      <ModeSection booking={booking} mayChange={employer} />
      {employer && (
        <>
          <DomainsSection />
          <DeliverySection booking={booking} />
          <PeopleSection />
        </>
      )}
      {booking.reportAddress && <ReportAddressSection address={booking.reportAddress} />}
      <ScenariosSection />
      {employer && <TestMailSection booking={booking} />}
      <CampaignsSection employer={employer} />
      <ResultsSection />
      <ProofSection booking={booking} />
    </>
  );
}
