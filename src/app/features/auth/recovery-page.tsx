import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../toasts/toast.ts';
import { useLocation, useParams } from 'wouter';
import { isApiError } from '../../api/api-error.ts';
import { DeadLinkNotice } from '../../components/dead-link-notice.tsx';
import { PublicLayout } from '../../components/public-layout.tsx';
import { newPasswordErrors } from '../../components/validation.ts';
import { useFormSubmit } from '../../components/use-form-submit.ts';
import { clearSession } from '../../session/session-store.ts';
import { NewPasswordFields } from '../../components/new-password-fields.tsx';
import { passesStrengthGate } from '../../components/strength-gate.ts';
import { resetPassword } from './api/passwords.ts';

/** /recovery-password/:token and /admin/recovery-password/:token: set a new password from a link. */
export function RecoveryPage({ admin }: { admin: boolean }) {
  const { t } = useLingui();
  const { token = '' } = useParams<{ token: string }>();
  const [, navigate] = useLocation();
  const [value, setValue] = useState({ password: '', confirmPassword: '' });
  // A used or expired link: said in the server's words, with the way to a new one.
  const [deadLink, setDeadLink] = useState<string>();
  // The company now signs the person in through its identity provider alone (decision 106): no
  // password helps, so the page says so in the server's words and leads to /login instead.
  const [providerOnly, setProviderOnly] = useState<string>();

  const reset = useMutation({
    mutationFn: () => resetPassword(admin, token, value.password),
    meta: { quiet: ['LINK_INVALID', 'PASSWORD_SIGN_IN_OFF'] },
    onSuccess: () => {
      clearSession();
      toast.success(
        t({ id: 'recovery.success', message: 'Ihr neues Passwort ist gespeichert. Bitte melden Sie sich an.' }),
      );
      navigate(admin ? '/admin/login' : '/login', { replace: true });
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'LINK_INVALID') setDeadLink(error.message);
      if (isApiError(error) && error.code === 'PASSWORD_SIGN_IN_OFF') setProviderOnly(error.message);
    },
  });
  const { ref, errors, onSubmit } = useFormSubmit<'password' | 'confirmPassword'>({
    check: () => newPasswordErrors(value),
    send: async () => (await passesStrengthGate(value.password)) && reset.mutateAsync(),
  });

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
        {providerOnly ? (
          <DeadLinkNotice
            message={providerOnly}
            advice={t({
              id: 'recovery.password_sign_in_off_advice',
              message:
                'Mit diesem Link wurde deshalb kein neues Passwort gespeichert. Gelingt die Anmeldung über Ihr Unternehmen nicht, wenden Sie sich bitte an Ihren Arbeitgeber oder Ihre IT-Abteilung.',
            })}
            href="/login"
            action={t({ id: 'recovery.to_login', message: 'Zur Anmeldung' })}
          />
        ) : (
          <form ref={ref} className="form" noValidate onSubmit={onSubmit}>
            <NewPasswordFields value={value} onChange={setValue} errors={errors} />
            <button className="button" type="submit" disabled={reset.isPending || reset.isSuccess}>
              {t({ id: 'recovery.submit', message: 'Passwort speichern' })}
            </button>
          </form>
        )}
      </div>
    </PublicLayout>
  );
}

export default function CustomerRecoveryPage() {
  return <RecoveryPage admin={false} />;
}
