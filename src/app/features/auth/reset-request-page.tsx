import { api } from '#shared/api/endpoints/index.ts';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Link } from 'wouter';
import { TOAST_DURATION_MS } from '#shared/constants.ts';
import { call } from '../../api/client.ts';
import { FormField } from '../../components/form-field.tsx';
import { PublicLayout } from '../../components/public-layout.tsx';
import { email as checkEmail } from '../../components/validation.ts';

/** /reset-password and /admin/reset-password: e-mail, back and next; then a confirmation. */
export function ResetRequestPage({ admin }: { admin: boolean }) {
  const { t } = useLingui();
  const loginPath = admin ? '/admin/login' : '/login';
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = checkEmail(email);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await call(admin ? api.adminReset : api.customerReset, { body: { email: email.trim() } });
      toast.success(
        t({ id: 'reset_password.link_sent_successfully', message: 'Der Link wurde erfolgreich versendet.' }),
        {
          duration: TOAST_DURATION_MS,
        },
      );
      setSent(true);
    } catch {
      toast.error(t({ id: 'reset_password.error', message: 'Falsche Angaben. Bitte prüfen Sie Ihre Eingabe.' }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <PublicLayout>
      <div className="narrow card">
        <h1>{t({ id: 'reset_password.title', message: 'Passwort zurücksetzen' })}</h1>
        {sent ? (
          <>
            <p role="status">
              {t({
                id: 'reset_password.confirmation',
                message:
                  'Wenn zu dieser Adresse ein Konto besteht, haben wir Ihnen einen Link geschickt. Er ist 30 Minuten gültig. Bitte sehen Sie auch im Spam-Ordner nach.',
              })}
            </p>
            <Link className="button" href={loginPath}>
              {t({ id: 'reset_password.back_to_login', message: 'Zurück zur Anmeldung' })}
            </Link>
          </>
        ) : (
          <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
            <p className="hint">
              {t({
                id: 'reset_password.intro',
                message:
                  'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Sie erhalten einen Link, mit dem Sie ein neues Passwort festlegen.',
              })}
            </p>
            <FormField
              label={t({ id: 'login.email', message: 'E-Mail-Adresse' })}
              type="email"
              name="email"
              autoComplete="username"
              value={email}
              error={error}
              onChange={(event) => setEmail(event.target.value)}
            />
            <div className="button-row">
              <Link className="button secondary" href={loginPath}>
                {t({ id: 'common.back', message: 'Zurück' })}
              </Link>
              <button className="button" type="submit" disabled={busy}>
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
