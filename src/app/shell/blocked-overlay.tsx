import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'wouter';
import type { Role } from '#shared/constants.ts';

/** Routes that stay open while actions are blocked (docs/product.md R12); the login pages have no shell. */
export const OPEN_WHILE_BLOCKED: ReadonlySet<string> = new Set(['/account-settings']);

/**
 * Stands in for the page while the company's agreement is missing (docs/product.md §2): the
 * server's message (common.is_actions_blocked), and for the employer the way to the agreement.
 */
export function BlockedOverlay({ role, onReadAgreement }: { role: Role; onReadAgreement: () => void }) {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <div className="blocked-overlay">
      <section className="card blocked-card" aria-labelledby={titleId}>
        <h1 id={titleId}>{t({ id: 'blocked.title', message: 'Funktionen gesperrt' })}</h1>
        <p role="alert">
          {t({
            id: 'common.is_actions_blocked',
            message:
              'Der Auftragsverarbeitungsvertrag wurde vom Kontoinhaber noch nicht akzeptiert. Bis dahin sind Aktionen gesperrt.',
          })}
        </p>
        <p>
          {role === 'employer'
            ? t({
                id: 'blocked.employer_hint',
                message:
                  'Bitte lesen und akzeptieren Sie den Vertrag. Danach können Sie und Ihre Mitarbeitenden das Portal wieder nutzen.',
              })
            : t({
                id: 'blocked.member_hint',
                message:
                  'Bitte wenden Sie sich an die Person, die das Konto Ihres Unternehmens verwaltet. Sobald sie den Vertrag akzeptiert hat, können Sie das Portal wieder nutzen.',
              })}
        </p>
        <div className="button-row">
          {role === 'employer' && (
            <button type="button" className="button" onClick={onReadAgreement}>
              {t({ id: 'notifications.read_now', message: 'Jetzt durchlesen' })}
            </button>
          )}
          <Link className="button secondary" href="/account-settings">
            {t({ id: 'blocked.to_settings', message: 'Zu den Kontoeinstellungen' })}
          </Link>
        </div>
      </section>
    </div>
  );
}
