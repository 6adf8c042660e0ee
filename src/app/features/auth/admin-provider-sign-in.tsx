import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { toast } from '../../toasts/toast.ts';
import { isApiError } from '../../api/api-error.ts';
import { publicConfigQuery } from '../../api/queries.ts';
import { startAdminProviderSignIn } from './api/company-sign-in.ts';

/**
 * /admin/login's way through the provider's own identity provider (decision 112), when the server
 * names one (ADMIN_OIDC_*): one button above the password, which stays for admins.
 */
export function AdminProviderSignIn() {
  const { t } = useLingui();
  const next = new URLSearchParams(useSearch()).get('next');
  const config = useQuery(publicConfigQuery);
  const start = useMutation({
    meta: { quiet: true },
    mutationFn: () => startAdminProviderSignIn(next),
    onError: (error) =>
      toast.error(
        isApiError(error)
          ? error.message
          : t({ id: 'common.something_went_wrong', message: 'Etwas ist schiefgelaufen.' }),
      ),
  });
  const provider = config.data?.adminSignIn;
  if (!provider) return null;
  const name = provider.name;
  return (
    <div className="stack provider-sign-in">
      <button
        type="button"
        className="button provider-button"
        disabled={start.isPending}
        onClick={() => start.mutate()}
      >
        {t({ id: 'login.with_provider', message: `Mit ${name} anmelden` })}
      </button>
      <p className="divider-text">{t({ id: 'login.or_password', message: 'oder mit Passwort' })}</p>
    </div>
  );
}
