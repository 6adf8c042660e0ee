import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'wouter';
import { PublicLayout } from '../../components/public-layout.tsx';
import { clearSession } from '../../session/session-store.ts';
import { confirmEmail, reportEmailChange } from './api/account-links.ts';
import { failureMessage } from '../../api/mutation-errors.ts';

/**
 * /confirm-email/:token and /report-email-change/:token (docs/decisions/066-confirmed-email-changes.md):
 * the link mailed to the new address makes it count; the one mailed to the old address reports a
 * change the person did not ask for, which undoes it and ends every session, this browser's too.
 */
export function EmailLinkPage({ kind }: { kind: 'confirm' | 'report' }) {
  const { t } = useLingui();
  const { token = '' } = useParams<{ token: string }>();
  const link = useMutation({
    // The page says what went wrong.
    meta: { quiet: true },
    mutationFn: async () => {
      if (kind === 'confirm') {
        await confirmEmail(token);
        return null;
      }
      const { recovery } = await reportEmailChange(token);
      clearSession();
      return recovery;
    },
  });
  const { mutate } = link;
  // A confirmation is used when the page shows (once, also under React's double effects in
  // development). A report ends every session, so it waits for the person's click: mail scanners
  // that open links must not set it off.
  const used = useRef(false);
  useEffect(() => {
    if (kind !== 'confirm' || used.current) return;
    used.current = true;
    mutate();
  }, [kind, mutate]);

  const title =
    kind === 'confirm'
      ? t({ id: 'email_link.confirm_title', message: 'Neue E-Mail-Adresse bestätigen' })
      : t({ id: 'email_link.report_title', message: 'Änderung der E-Mail-Adresse melden' });
  return (
    <PublicLayout>
      <div className="narrow card stack">
        <h1>{title}</h1>
        <div role="status" aria-live="polite">
          {link.isIdle && kind === 'report' ? (
            <p>
              {t({
                id: 'email_link.report_question',
                message:
                  'Sie haben eine Änderung Ihrer E-Mail-Adresse nicht selbst veranlasst? Dann machen wir sie rückgängig, beenden alle Sitzungen Ihres Kontos, setzen Ihr Passwort zurück und entfernen Passkeys, Authenticator-Apps und Wiederherstellungscodes, die seit der Änderung hinzugekommen sind. Ihr bisheriger zweiter Faktor bleibt bestehen.',
              })}
            </p>
          ) : link.isPending || link.isIdle ? (
            <p>{t({ id: 'common.loading', message: 'Wird geladen …' })}</p>
          ) : link.isError ? (
            <p>{failureMessage(link.error)}</p>
          ) : kind === 'confirm' ? (
            <p>
              {t({
                id: 'email_link.confirmed',
                message: 'Ihre neue E-Mail-Adresse ist bestätigt. Sie melden sich ab jetzt mit ihr an.',
              })}
            </p>
          ) : link.data === 'another-admin' ? (
            <p>
              {t({
                id: 'email_link.reported_admin',
                message:
                  'Danke für Ihre Meldung. Ihr Administratorzugang ist gesperrt und alle Sitzungen wurden beendet. Die übrigen Administratorinnen und Administratoren sind benachrichtigt und stellen Ihren Zugang wieder her; bitte wenden Sie sich direkt an sie.',
              })}
            </p>
          ) : (
            <p>
              {t({
                id: 'email_link.reported',
                message:
                  'Danke für Ihre Meldung. Die Änderung wurde verworfen und alle Sitzungen Ihres Kontos wurden beendet. Bitte legen Sie jetzt über „Passwort vergessen?“ ein neues Passwort fest. Bei der Anmeldung fragen wir danach Ihren bisherigen zweiten Faktor ab, falls Sie einen genutzt haben.',
              })}
            </p>
          )}
        </div>
        {link.isIdle && kind === 'report' ? (
          <button type="button" className="button" onClick={() => mutate()}>
            {t({ id: 'email_link.report_submit', message: 'Änderung melden und rückgängig machen' })}
          </button>
        ) : link.isSuccess && kind === 'report' && link.data === 'password-reset' ? (
          <Link className="button" href="/reset-password">
            {t({ id: 'email_link.to_reset', message: 'Neues Passwort anfordern' })}
          </Link>
        ) : (
          <Link className="button" href="/">
            {t({ id: 'email_link.to_portal', message: 'Zum Portal' })}
          </Link>
        )}
      </div>
    </PublicLayout>
  );
}

export default function ConfirmEmailPage() {
  return <EmailLinkPage kind="confirm" />;
}

export function ReportEmailChangePage() {
  return <EmailLinkPage kind="report" />;
}
