import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { companyProgressQuery, companyStatisticsQuery, meQuery, publicConfigQuery } from '../../api/queries.ts';
import { PeopleTrainedHeadline } from '../../components/headline.tsx';
import { useSession } from '../../session/use-session.ts';
import { companyQuery } from '../../api/queries.ts';
import { participationText } from '../../components/simulation-participation.ts';
import { simulationBookingQuery } from './api/simulation-participation.ts';
import { CompanyCertificateCard } from './company-certificate-card.tsx';
import { CompanyFigures } from './company-figures.tsx';
import { companyHeadline } from './certificate-status.ts';
import './certificates.css';

/**
 * /proofOfInsurance (employer, manager): the company certificate, the proof for the insurer that
 * the company trains its people, with the figures it will show (docs/product.md R15, R21).
 */
export default function CompanyCertificatePage() {
  const { t } = useLingui();
  const userId = useSession()?.userId ?? 0;
  const me = useQuery(meQuery(userId));
  const companyId = me.data?.companyId ?? 0;
  const company = useQuery({ ...companyQuery(companyId), enabled: companyId > 0 });
  const progress = useQuery({ ...companyProgressQuery(companyId), enabled: companyId > 0, refetchOnMount: 'always' });
  // The certificate states these figures: read them fresh on every visit.
  const stats = useQuery({ ...companyStatisticsQuery(userId), refetchOnMount: 'always' });
  const done = stats.data?.finishedAll ?? 0;
  const total = stats.data?.population ?? 0;
  const config = useQuery(publicConfigQuery);
  const brand = config.data?.brandName ?? t({ id: 'certificates.insurer', message: 'Ihr Versicherer' });
  const title = t({ id: 'menu.company_certificate', message: 'Unternehmenszertifikat' });
  const simulation = useQuery(simulationBookingQuery);
  const participation = simulation.data?.booked ? simulation.data.participation : null;

  const failure = me.error ?? company.error;
  return (
    <div className="stack certificates">
      <h1>{title}</h1>
      <p className="certificates-lead">
        {t({
          id: 'proof.intro',
          message: `Mit dem Unternehmenszertifikat weisen Sie ${brand} nach, dass Ihr Unternehmen seine Mitarbeitenden in Informationssicherheit schult. Es nennt Ihr Unternehmen, Ihre Versicherungsnummer und den Stand der Schulungen am Tag der Ausstellung.`,
        })}
      </p>
      {stats.data && total > 0 && (
        // The dashboard's headline, from the same statistics call, so both pages say the same.
        <PeopleTrainedHeadline done={done} total={total} />
      )}
      <CompanyFigures progress={progress} />
      {participation && <p className="certificate-simulations">{participationText(participation)}</p>}
      {failure ? (
        <p className="card" role="alert">
          {failure.message}
        </p>
      ) : !me.data || !company.data ? (
        <p role="status">{t({ id: 'common.loading', message: 'Wird geladen …' })}</p>
      ) : (
        <CompanyCertificateCard
          company={company.data}
          role={me.data.role}
          share={progress.data ? companyHeadline(progress.data) : undefined}
        />
      )}
    </div>
  );
}
