import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { coursesQuery, meQuery } from '../../api/queries.ts';
import { myProgressQuery } from '../../progress-sync/progress-query.ts';
import { useSession } from '../../session/use-session.ts';
import { ownCertificateStatus } from './certificate-status.ts';
import { OwnCertificate } from './own-certificate.tsx';
import { TeamCertificates } from './team-certificates.tsx';
import './certificates.css';

/**
 * /personalCertificate (employee, employer, manager): the person's own certificate, and for the
 * employer and managers the certificates of their people (docs/product.md R20).
 */
export default function PersonalCertificatePage() {
  const { t, i18n } = useLingui();
  const userId = useSession()?.userId ?? 0;
  const me = useQuery(meQuery(userId));
  // Whether the certificate is earned must be current: assignments and results may have changed
  // elsewhere (another device, the employer), whatever the cache says.
  const courses = useQuery({ ...coursesQuery(i18n.locale), refetchOnMount: 'always' });
  const progress = useQuery({ ...myProgressQuery, refetchOnMount: 'always' });
  const title = t({ id: 'menu.personal_certificate', message: 'Persönliches Zertifikat' });

  const failure = me.error ?? courses.error ?? progress.error;
  const role = me.data?.role;
  const staff = role === 'employer' || role === 'manager';

  return (
    <div className="stack certificates">
      <h1>{title}</h1>
      {failure ? (
        <p className="card" role="alert">
          {failure.message}
        </p>
      ) : !me.data || !courses.data || !progress.data ? (
        <p role="status">{t({ id: 'common.loading', message: 'Wird geladen …' })}</p>
      ) : (
        <OwnCertificate
          userId={userId}
          role={me.data.role}
          name={`${me.data.firstname} ${me.data.lastname}`}
          status={ownCertificateStatus(courses.data, progress.data)}
        />
      )}
      {staff && me.data?.companyId && <TeamCertificates companyId={me.data.companyId} ownId={userId} />}
    </div>
  );
}
