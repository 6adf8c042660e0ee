import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toast } from '../../toasts/toast.ts';
import { useLocation } from 'wouter';
import { clearSession, getSession } from '../../session/session-store.ts';
import { signOut } from './api/sign-out.ts';

/**
 * /logout: tells the server, then clears session and cached data whatever it answered (docs/product.md §4);
 * a session from an identity provider goes on to the provider's sign-out page, which sends the
 * browser back to the sign-in (decision 112).
 */
export default function LogoutPage() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const session = getSession();
    const admin = session?.role === 'admin';
    let providerPage: string | null = null;
    const finish = () => {
      clearSession();
      queryClient.clear();
      if (providerPage) window.location.assign(providerPage);
      else navigate(admin ? '/admin/login' : '/login', { replace: true });
    };
    if (!session) return finish();
    signOut(admin)
      .then((url) => {
        providerPage = url;
        toast.success(t({ id: 'logout.success', message: 'Sie wurden erfolgreich abgemeldet.' }));
      })
      .catch(() => toast.error(t({ id: 'common.something_went_wrong', message: 'Etwas ist schiefgelaufen.' })))
      .finally(finish);
  }, [navigate, queryClient, t]);

  return <p role="status">{t({ id: 'logout.running', message: 'Sie werden abgemeldet …' })}</p>;
}
