import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { finishCustomerSignIn, finishProviderSignIn } from '../../api/sign-in.ts';
import { PrivacyConsentField } from './privacy-consent-field.tsx';
import { ProviderCallbackPage } from './provider-callback-page.tsx';

/**
 * /sso/callback, where the company's identity provider sends the browser back (decision 106): the
 * page hands the provider's answer to the server once, then lands where a password sign-in lands.
 * An invited person first confirms the privacy notice; a person with their own second factor whose
 * provider reported none gives it; anything else is explained, with the way back to the password.
 */
export default function SsoCallbackPage() {
  const { t } = useLingui();
  const [privacy, setPrivacy] = useState(false);
  const [privacyError, setPrivacyError] = useState<string>();
  return (
    <ProviderCallbackPage
      path="/sso/callback"
      finish={finishProviderSignIn}
      finishSecondFactor={finishCustomerSignIn}
      signInPath="/login"
      title={t({ id: 'sso.title', message: 'Anmeldung über Ihr Unternehmen' })}
      askConsent={({ message, pending, agree }) => (
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
            agree();
          }}
        >
          <p>{message}</p>
          <PrivacyConsentField checked={privacy} onChange={setPrivacy} error={privacyError} />
          <button className="button" type="submit" disabled={pending}>
            {t({ id: 'sso.continue', message: 'Weiter zum Portal' })}
          </button>
        </form>
      )}
    />
  );
}
