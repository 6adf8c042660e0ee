import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { CheckboxField } from '../../components/form-field.tsx';
import { PublicLayout } from '../../components/public-layout.tsx';
import { isApiError } from '../../api/api-error.ts';
import { finishCustomerSignIn, finishProviderSignIn } from '../../api/sign-in.ts';
import { safeNext } from '../../session/next-path.ts';
import { takeProviderNext } from './api/company-sign-in.ts';
import { SecondFactorStep } from './second-factor-step.tsx';
import { SsoProblem } from './sso-problem.tsx';

/**
 * /sso/callback, where the company's identity provider sends the browser back (decision 106): the
 * page hands the provider's answer to the server once, then lands where a password sign-in lands.
 * An invited person first confirms the privacy notice; a person with their own second factor whose
 * provider reported none gives it; anything else is explained, with the way back to the password.
 */
export default function SsoCallbackPage() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const [callback] = useState(() => window.location.search);
  const [next] = useState(takeProviderNext);
  const [privacy, setPrivacy] = useState(false);
  const [privacyError, setPrivacyError] = useState<string>();
  const signedIn = () => navigate(safeNext(next), { replace: true });
  const finish = useMutation({
    meta: { quiet: true },
    mutationFn: (consent?: boolean) => finishProviderSignIn(callback, consent),
    onSuccess: signedIn,
  });
  const { mutate } = finish;
  // Once, also under React's double effects in development: the state is used up by the first call.
  const used = useRef(false);
  useEffect(() => {
    if (used.current) return;
    used.current = true;
    // The provider's answer leaves the address bar (and the history) at once.
    window.history.replaceState(null, '', '/sso/callback');
    mutate(undefined);
  }, [mutate]);

  const code = isApiError(finish.error) ? finish.error.code : undefined;
  if (code === 'SECOND_FACTOR_REQUIRED') {
    return (
      <PublicLayout>
        <SecondFactorStep finish={finishCustomerSignIn} onSignedIn={signedIn} onRestart={() => navigate('/login')} />
      </PublicLayout>
    );
  }
  return (
    <PublicLayout>
      <div className="narrow card stack">
        <h1>{t({ id: 'sso.title', message: 'Anmeldung über Ihr Unternehmen' })}</h1>
        {code === 'SSO_CONSENT_REQUIRED' ? (
          <form
            className="form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (!privacy) {
                setPrivacyError(
                  t({ id: 'sso.privacy_required', message: 'Bitte bestätigen Sie die Datenschutzhinweise.' }),
                );
                return;
              }
              mutate(true);
            }}
          >
            <p>{finish.error?.message}</p>
            <CheckboxField
              name="privacy"
              checked={privacy}
              onChange={setPrivacy}
              error={privacyError}
              label={
                <Trans id="invitation.privacy">
                  Ich habe die{' '}
                  <Link href="/datenschutzhinweise" target="_blank">
                    Datenschutzhinweise
                  </Link>{' '}
                  gelesen.
                </Trans>
              }
            />
            <button className="button" type="submit" disabled={finish.isPending}>
              {t({ id: 'sso.continue', message: 'Weiter zum Portal' })}
            </button>
          </form>
        ) : finish.isError ? (
          <SsoProblem error={finish.error} />
        ) : (
          <p role="status" aria-live="polite">
            {t({ id: 'sso.signing_in', message: 'Sie werden angemeldet …' })}
          </p>
        )}
      </div>
    </PublicLayout>
  );
}
