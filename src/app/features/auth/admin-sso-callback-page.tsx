import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { PublicLayout } from '../../components/public-layout.tsx';
import { isApiError } from '../../api/api-error.ts';
import { finishAdminProviderSignIn, finishAdminSignIn } from '../../api/sign-in.ts';
import { safeNext } from '../../session/next-path.ts';
import { takeProviderNext } from './api/company-sign-in.ts';
import { SecondFactorStep } from './second-factor-step.tsx';
import { SsoProblem } from './sso-problem.tsx';

/**
 * /admin/sso/callback, where the admins' identity provider sends the browser back (decision 112):
 * the answer goes to the server once, then on as after the password; an admin whose provider
 * vouched for no second factor gives their own.
 */
export default function AdminSsoCallbackPage() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const [callback] = useState(() => window.location.search);
  const [next] = useState(takeProviderNext);
  const signedIn = () => navigate(safeNext(next), { replace: true });
  const finish = useMutation({
    meta: { quiet: true },
    mutationFn: () => finishAdminProviderSignIn(callback),
    onSuccess: signedIn,
  });
  const { mutate } = finish;
  // Once, also under React's double effects in development: the state is used up by the first call.
  const used = useRef(false);
  useEffect(() => {
    if (used.current) return;
    used.current = true;
    window.history.replaceState(null, '', '/admin/sso/callback');
    mutate();
  }, [mutate]);

  const code = isApiError(finish.error) ? finish.error.code : undefined;
  return (
    <PublicLayout>
      {code === 'SECOND_FACTOR_REQUIRED' ? (
        <SecondFactorStep finish={finishAdminSignIn} onSignedIn={signedIn} onRestart={() => navigate('/admin/login')} />
      ) : (
        <div className="narrow card stack">
          <h1>{t({ id: 'sso.admin_title', message: 'Anmeldung über den Identitätsanbieter' })}</h1>
          {finish.isError ? (
            <SsoProblem error={finish.error} admin />
          ) : (
            <p role="status" aria-live="polite">
              {t({ id: 'sso.signing_in', message: 'Sie werden angemeldet …' })}
            </p>
          )}
        </div>
      )}
    </PublicLayout>
  );
}
