import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../toasts/toast.ts';
import { Link } from 'wouter';
import { TOAST_DURATION_MS, RESET_LINK_MINUTES } from '#shared/constants.ts';
import { EmailField } from '../../components/email-field.tsx';
import { PublicLayout } from '../../components/public-layout.tsx';
import { ResetRequest } from '#shared/api/accounts.ts';
import { schemaErrors } from '../../components/schema-errors.ts';
import { useFormSubmit } from '../../components/use-form-submit.ts';
import { requestResetLink } from './api/passwords.ts';

/** /reset-password and /admin/reset-password: e-mail, back and next; then a confirmation. */
export function ResetRequestPage({ admin }: { admin: boolean }) {
  const { t } = useLingui();
  const loginPath = admin ? '/admin/login' : '/login';
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);

  const request = useMutation({
    mutationFn: () => requestResetLink(admin, email.trim()),
    // Whatever went wrong, the page says the same (it tells no one which addresses exist).
    meta: { quiet: true },
    onSuccess: () => {
      toast.success(
        t({ id: 'reset_password.link_sent_successfully', message: 'Der Link wurde erfolgreich versendet.' }),
        {
          duration: TOAST_DURATION_MS,
        },
      );
      setSent(true);
    },
    onError: () =>
      toast.error(t({ id: 'reset_password.error', message: 'Falsche Angaben. Bitte prüfen Sie Ihre Eingabe.' })),
  });
  const { ref, errors, onSubmit } = useFormSubmit<'email'>({
    check: () => schemaErrors(ResetRequest, { email }),
    send: () => request.mutateAsync(),
  });

  return (
    <PublicLayout>
      <div className="narrow card">
        <h1>{t({ id: 'reset_password.title', message: 'Passwort zurücksetzen' })}</h1>
        {sent ? (
          <>
            <p role="status">
              {t({
                id: 'reset_password.confirmation',
                message: `Wenn zu dieser Adresse ein Konto besteht, haben wir Ihnen einen Link geschickt. Er ist ${RESET_LINK_MINUTES} Minuten gültig. Bitte sehen Sie auch im Spam-Ordner nach.`,
              })}
            </p>
            <Link className="button" href={loginPath}>
              {t({ id: 'reset_password.back_to_login', message: 'Zurück zur Anmeldung' })}
            </Link>
          </>
        ) : (
          <form ref={ref} className="form" noValidate onSubmit={onSubmit}>
            <p className="hint">
              {t({
                id: 'reset_password.intro',
                message:
                  'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Sie erhalten einen Link, mit dem Sie ein neues Passwort festlegen.',
              })}
            </p>
            <EmailField
              values={{ email }}
              errors={errors}
              onChange={(values) => setEmail(values.email)}
              autoComplete="username"
            />
            <div className="button-row">
              <Link className="button secondary" href={loginPath}>
                {t({ id: 'common.back', message: 'Zurück' })}
              </Link>
              <button className="button" type="submit" disabled={request.isPending}>
                {t({ id: 'common.next', message: 'Weiter' })}
              </button>
            </div>
          </form>
        )}
      </div>
    </PublicLayout>
  );
}

export default function CustomerResetRequestPage() {
  return <ResetRequestPage admin={false} />;
}
