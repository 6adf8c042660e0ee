import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { toast } from '../../toasts/toast.ts';
import { isApiError } from '../../api/api-error.ts';

/**
 * The button above the password that begins a sign-in at an identity provider („Mit Microsoft
 * anmelden“), for the companies' /login (decision 106) and the admins' /admin/login (decision 112).
 * `start` leaves for the provider; `provider` is the one offered, none renders nothing; `children`
 * stand between the button and „oder mit Passwort“.
 */
export function ProviderButton({
  provider,
  start,
  children,
}: {
  provider: { name: string } | null | undefined;
  start: () => Promise<void>;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const begin = useMutation({
    meta: { quiet: true },
    mutationFn: start,
    onError: (error) =>
      toast.error(
        isApiError(error)
          ? error.message
          : t({ id: 'common.something_went_wrong', message: 'Etwas ist schiefgelaufen.' }),
      ),
  });
  if (!provider) return null;
  const name = provider.name;
  return (
    <div className="stack provider-sign-in">
      <button
        type="button"
        className="button provider-button"
        disabled={begin.isPending}
        onClick={() => begin.mutate()}
      >
        {t({ id: 'login.with_provider', message: `Mit ${name} anmelden` })}
      </button>
      {children}
      <p className="divider-text">{t({ id: 'login.or_password', message: 'oder mit Passwort' })}</p>
    </div>
  );
}
