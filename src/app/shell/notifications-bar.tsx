import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { meQuery, publicConfigQuery } from '../api/queries.ts';
import { useSession } from '../session/use-session.ts';

/**
 * The notices the server derives for the signed-in person (docs/product.md R11), shown only with a
 * session and only when there are any (docs/product.md §2). The agreement notice leads to the
 * agreement modal or signs out, and names the contact from the configuration.
 */
export function NotificationsBar({ userId, onReadAgreement }: { userId: number; onReadAgreement: () => void }) {
  const { t } = useLingui();
  const session = useSession();
  const [, navigate] = useLocation();
  const { data: me } = useQuery({ ...meQuery(userId), enabled: Boolean(session) });
  const { data: config } = useQuery(publicConfigQuery);
  if (!session || !me?.notifications.length) return null;
  const email = config?.contact.email ?? '…';
  const phone = config?.contact.phone ?? '…';

  return (
    <section className="notifications" aria-label={t({ id: 'notifications.label', message: 'Hinweise' })}>
      {me.notifications.map((notification) =>
        notification.name === 'orderProcessingAgreement' ? (
          <div key={notification.name} className="notification">
            <p>
              <Trans id="notifications.order_processing_agreement">
                Bitte lesen und akzeptieren Sie den neuen Auftragsverarbeitungsvertrag. Bis dahin sind die Funktionen
                des Portals für Ihr Unternehmen gesperrt. Bei Fragen erreichen Sie uns per E-Mail an{' '}
                <a href={`mailto:${email}`}>{email}</a> oder telefonisch unter{' '}
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>.
              </Trans>
            </p>
            <div className="button-row">
              <button type="button" className="button" onClick={onReadAgreement}>
                {t({ id: 'notifications.read_now', message: 'Jetzt durchlesen' })}
              </button>
              <button type="button" className="button secondary" onClick={() => navigate('/logout')}>
                {t({ id: 'menu.logout', message: 'Abmelden' })}
              </button>
            </div>
          </div>
        ) : null,
      )}
    </section>
  );
}
