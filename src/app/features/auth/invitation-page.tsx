import { INVITATION_DAYS } from '#shared/constants.ts';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { FormField } from '../../components/form-field.tsx';
import { PrivacyConsentField } from './privacy-consent-field.tsx';
import { DeadLinkNotice } from '../../components/dead-link-notice.tsx';
import { PublicLayout } from '../../components/public-layout.tsx';
import { newPasswordErrors, ticked } from '../../components/validation.ts';
import { isApiError } from '../../api/api-error.ts';
import { useFormSubmit } from '../../components/use-form-submit.ts';
import { NewPasswordFields } from '../../components/new-password-fields.tsx';
import { signInCustomer } from '../../api/sign-in.ts';
import { languagePickedBeforeSignIn } from '../../api/account-language.ts';
import { passesStrengthGate } from '../../components/strength-gate.ts';
import { acceptInvitation, invitationStatusQuery } from './api/account-links.ts';

/** /login/:token: an invited person sets a password, accepts the privacy notice and is signed in. */
export default function InvitationPage() {
  const { t } = useLingui();
  const { token = '' } = useParams<{ token: string }>();
  const email = new URLSearchParams(useSearch()).get('email') ?? '';
  const [, navigate] = useLocation();
  const [value, setValue] = useState({ password: '', confirmPassword: '' });
  const [privacy, setPrivacy] = useState(false);
  // A used, replaced or expired link is told before anything is typed (decision 073).
  const status = useQuery(invitationStatusQuery(token));
  const dead = isApiError(status.error) && status.error.code === 'LINK_INVALID';

  const accept = useMutation({
    mutationFn: async () => {
      const result = await acceptInvitation(token, { ...value, dataProtectionPolicyAccepted: true });
      // A language picked on this page stays after signing in (and becomes the account's).
      await signInCustomer(result.email, value.password, languagePickedBeforeSignIn());
    },
    onSuccess: () => navigate('/', { replace: true }),
  });
  const { ref, errors, onSubmit } = useFormSubmit<'password' | 'confirmPassword' | 'privacy'>({
    check: () => ({ ...newPasswordErrors(value), privacy: ticked(privacy) }),
    send: async () => (await passesStrengthGate(value.password, [email])) && accept.mutateAsync(),
  });

  return (
    <PublicLayout>
      <div className="narrow card">
        <h1>{t({ id: 'invitation.title', message: 'Willkommen! Legen Sie Ihr Passwort fest' })}</h1>
        {dead ? (
          <DeadInvitation />
        ) : (
          <form ref={ref} className="form" noValidate onSubmit={onSubmit}>
            <FormField
              label={t({ id: 'login.email', message: 'E-Mail-Adresse' })}
              type="email"
              value={email}
              readOnly
              name="email"
            />
            <NewPasswordFields value={value} onChange={setValue} errors={errors} userInputs={[email]} />
            <PrivacyConsentField checked={privacy} onChange={setPrivacy} error={errors.privacy} />
            <button className="button" type="submit" disabled={accept.isPending || accept.isSuccess}>
              {t({ id: 'invitation.submit', message: 'Passwort speichern und anmelden' })}
            </button>
          </form>
        )}
      </div>
    </PublicLayout>
  );
}

/** What a person with a dead invitation link can do: ask for a new one, or sign in if it was used. */
function DeadInvitation() {
  const { t } = useLingui();
  return (
    <DeadLinkNotice
      message={t({
        id: 'invitation.dead_link',
        message: `Dieser Einladungslink gilt nicht mehr: Er wurde schon verwendet, durch eine neuere Einladung ersetzt oder ist nach ${INVITATION_DAYS} Tagen abgelaufen.`,
      })}
      advice={t({
        id: 'invitation.dead_link_advice',
        message:
          'Haben Sie Ihr Passwort schon festgelegt, melden Sie sich einfach an. Sonst bitten Sie die Person, die Sie eingeladen hat, Ihnen die Einladung erneut zu senden.',
      })}
      href="/login"
      action={t({ id: 'invitation.to_login', message: 'Zur Anmeldung' })}
    />
  );
}
