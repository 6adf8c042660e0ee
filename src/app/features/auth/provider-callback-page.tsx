import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { SecondFactorSignInRequest } from '#shared/api/second-factor.ts';
import { PublicLayout } from '../../components/public-layout.tsx';
import { isApiError } from '../../api/api-error.ts';
import { safeNext } from '../../session/next-path.ts';
import { takeProviderNext } from './api/company-sign-in.ts';
import { SecondFactorStep } from './second-factor-step.tsx';
import { SsoProblem } from './sso-problem.tsx';

/** What a callback page asking for consent shows it: the server's words, and the way on. */
export type ConsentAsked = { message: string | undefined; pending: boolean; agree: () => void };

type Props = {
  /** Where the provider sends the browser back; the address bar keeps it without the provider's answer. */
  path: string;
  /** Hands the provider's answer (and, once asked, the consent) to the server. */
  finish: (callback: string, consent?: boolean) => Promise<void>;
  /** Finishes with the person's own second factor where the provider vouched for none. */
  finishSecondFactor: (answer: SecondFactorSignInRequest) => Promise<void>;
  /** The sign-in page a second factor step starts again from. */
  signInPath: string;
  title: string;
  /** The admins' way (decision 112): the problem page leads back to their password. */
  admin?: boolean;
  /** What SSO_CONSENT_REQUIRED shows; without it, that answer is a problem like any other. */
  askConsent?: (asked: ConsentAsked) => ReactNode;
};

/**
 * Where an identity provider sends the browser back, for the companies (decision 106) and the
 * admins (decision 112): the provider's answer goes to the server once, then on where a password
 * sign-in lands; a person whose provider vouched for no second factor gives their own, and anything
 * else is explained, with the way back to the password.
 */
export function ProviderCallbackPage({
  path,
  finish: finishSignIn,
  finishSecondFactor,
  signInPath,
  title,
  admin,
  askConsent,
}: Props) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const [callback] = useState(() => window.location.search);
  const [next] = useState(takeProviderNext);
  const signedIn = () => navigate(safeNext(next), { replace: true });
  const finish = useMutation({
    meta: { quiet: true },
    mutationFn: (consent?: boolean) => finishSignIn(callback, consent),
    onSuccess: signedIn,
  });
  const { mutate } = finish;
  // Once, also under React's double effects in development: the state is used up by the first call.
  const used = useRef(false);
  useEffect(() => {
    if (used.current) return;
    used.current = true;
    // The provider's answer leaves the address bar (and the history) at once.
    window.history.replaceState(null, '', path);
    mutate(undefined);
  }, [mutate, path]);

  const code = isApiError(finish.error) ? finish.error.code : undefined;
  return (
    <PublicLayout>
      {code === 'SECOND_FACTOR_REQUIRED' ? (
        <SecondFactorStep finish={finishSecondFactor} onSignedIn={signedIn} onRestart={() => navigate(signInPath)} />
      ) : (
        <div className="narrow card stack">
          <h1>{title}</h1>
          {code === 'SSO_CONSENT_REQUIRED' && askConsent ? (
            askConsent({ message: finish.error?.message, pending: finish.isPending, agree: () => mutate(true) })
          ) : finish.isError ? (
            <SsoProblem error={finish.error} admin={admin} />
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
