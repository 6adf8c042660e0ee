import { api } from '#shared/api/endpoints/index.ts';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useLocation, useParams } from 'wouter';
import { isApiError, serverMessage } from '../../api/api-error.ts';
import { call } from '../../api/client.ts';
import { DeadLinkNotice } from '../../components/dead-link-notice.tsx';
import { PublicLayout } from '../../components/public-layout.tsx';
import { confirmation, hasErrors, password as checkPassword, type Errors } from '../../components/validation.ts';
import { clearSession } from '../../session/session-store.ts';
import { NewPasswordFields } from '../../components/new-password-fields.tsx';
import { passesStrengthGate } from '../../components/strength-gate.ts';

/** /recovery-password/:token and /admin/recovery-password/:token: set a new password from a link. */
export function RecoveryPage({ admin }: { admin: boolean }) {
  const { t } = useLingui();
  const { token = '' } = useParams<{ token: string }>();
  const [, navigate] = useLocation();
  const [value, setValue] = useState({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Errors<'password' | 'confirmPassword'>>({});
  const [busy, setBusy] = useState(false);
  // A used or expired link: said in the server's words, with the way to a new one.
  const [deadLink, setDeadLink] = useState<string>();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = {
      password: checkPassword(value.password),
      confirmPassword: confirmation(value.confirmPassword, value.password),
    };
    setErrors(found);
    if (hasErrors(found) || !(await passesStrengthGate(value.password))) return;
    setBusy(true);
    try {
      await call(admin ? api.adminResetPassword : api.customerResetPassword, {
        body: { newPassword: value.password },
        token,
      });
      clearSession();
      toast.success(
        t({ id: 'recovery.success', message: 'Ihr neues Passwort ist gespeichert. Bitte melden Sie sich an.' }),
      );
      navigate(admin ? '/admin/login' : '/login', { replace: true });
    } catch (error) {
      setBusy(false);
      if (isApiError(error) && error.code === 'LINK_INVALID') setDeadLink(error.message);
      else
        toast.error(
          serverMessage(error, t({ id: 'common.something_went_wrong', message: 'Etwas ist schiefgelaufen.' })),
        );
    }
  }

  return (
    <PublicLayout>
      <div className="narrow card">
        <h1>{t({ id: 'recovery.title', message: 'Neues Passwort festlegen' })}</h1>
        {deadLink && (
          <DeadLinkNotice
            message={deadLink}
            href={admin ? '/admin/reset-password' : '/reset-password'}
            action={t({ id: 'recovery.request_new_link', message: 'Neuen Link anfordern' })}
          />
        )}
        <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
          <NewPasswordFields value={value} onChange={setValue} errors={errors} />
          <button className="button" type="submit" disabled={busy}>
            {t({ id: 'recovery.submit', message: 'Passwort speichern' })}
          </button>
        </form>
      </div>
    </PublicLayout>
  );
}

export default function CustomerRecoveryPage() {
  return <RecoveryPage admin={false} />;
}
