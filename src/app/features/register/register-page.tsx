import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { currentLang } from '../../i18n.ts';
import { publicConfigQuery } from '../../api/queries.ts';
import { CheckboxField, FormField } from '../../components/form-field.tsx';
import { PortalIntro } from '../../components/portal-intro.tsx';
import { PublicLayout } from '../../components/public-layout.tsx';
import {
  confirmation,
  email as checkEmail,
  password as checkPassword,
  required,
  ticked,
} from '../../components/validation.ts';
import { NewPasswordFields } from '../../components/new-password-fields.tsx';
import { signInCustomer } from '../../api/sign-in.ts';
import { passesStrengthGate } from '../../components/strength-gate.ts';
import { useFormSubmit } from '../../components/use-form-submit.ts';
import { useAfterLoad } from '../../browser/after-load.ts';
import { register } from './api/register.ts';
import type { RegisterRequest } from '#shared/api/accounts.ts';

const VideoPlayer = lazy(() => import('../../components/video/video-player.tsx'));

type Field =
  | 'firstname'
  | 'lastname'
  | 'companyName'
  | 'email'
  | 'password'
  | 'confirmPassword'
  | 'privacy'
  | 'agreement'
  | 'customer';

/** /register: an employer registers the company, then is signed in and sent to / (docs/product.md §2). */
export default function RegisterPage() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const { data: config, isError: noConfig } = useQuery(publicConfigQuery);
  const afterLoad = useAfterLoad();
  const [values, setValues] = useState({ firstname: '', lastname: '', companyName: '', email: '' });
  const [passwords, setPasswords] = useState({ password: '', confirmPassword: '' });
  const [consents, setConsents] = useState({ privacy: false, agreement: false, customer: false });
  const brand = config?.brandName ?? '…';

  const text = (field: keyof typeof values, label: string, type = 'text', autoComplete?: string) => (
    <FormField
      label={label}
      name={field}
      type={type}
      autoComplete={autoComplete}
      value={values[field]}
      error={errors[field]}
      onChange={(event) => setValues({ ...values, [field]: event.target.value })}
    />
  );

  const registration = useMutation({ mutationFn: (body: RegisterRequest) => register(body) });
  const signIn = useMutation({
    mutationFn: () => signInCustomer(values.email.trim(), passwords.password),
    onSuccess: () => navigate('/', { replace: true }),
    // The company exists: the employer signs in on the login page (the toast says why not here).
    onError: () => navigate('/login', { replace: true }),
  });
  const { ref, errors, onSubmit } = useFormSubmit<Field>({
    check: () => ({
      firstname: required(values.firstname),
      lastname: required(values.lastname),
      companyName: required(values.companyName),
      email: checkEmail(values.email),
      password: checkPassword(passwords.password),
      confirmPassword: confirmation(passwords.confirmPassword, passwords.password),
      privacy: ticked(consents.privacy),
      agreement: ticked(consents.agreement),
      customer: ticked(consents.customer),
    }),
    send: async () => {
      const inputs = [values.firstname, values.lastname, values.email, values.companyName];
      if (!(await passesStrengthGate(passwords.password, inputs))) return;
      await registration.mutateAsync({
        ...values,
        email: values.email.trim(),
        ...passwords,
        confirmLicense: consents.customer,
        dataProtectionPolicyAccepted: consents.privacy,
        orderProcessingAccepted: consents.agreement,
        lang: currentLang(),
      });
      await signIn.mutateAsync();
    },
  });
  // Once registered, the button stays disabled until the page moves on.
  const busy = registration.isPending || registration.isSuccess;

  return (
    <PublicLayout>
      <div className="register-grid">
        <div className="card">
          <h1>{t({ id: 'register.title', message: 'Unternehmen registrieren' })}</h1>
          <p className="notice">
            {t({
              id: 'register.employee_notice',
              message:
                'Sie sind Mitarbeiterin oder Mitarbeiter eines Unternehmens? Dann registrieren Sie sich bitte nicht selbst: Sie erhalten eine Einladung per E-Mail von der verantwortlichen Person in Ihrem Unternehmen.',
            })}
          </p>
          <form ref={ref} className="form" noValidate onSubmit={onSubmit}>
            {text('firstname', t({ id: 'register.firstname', message: 'Vorname' }), 'text', 'given-name')}
            {text('lastname', t({ id: 'register.lastname', message: 'Nachname' }), 'text', 'family-name')}
            {text(
              'companyName',
              t({ id: 'register.company_name', message: 'Name des Unternehmens' }),
              'text',
              'organization',
            )}
            {text('email', t({ id: 'login.email', message: 'E-Mail-Adresse' }), 'email', 'email')}
            <NewPasswordFields
              value={passwords}
              onChange={setPasswords}
              errors={errors}
              userInputs={[values.firstname, values.lastname, values.email, values.companyName]}
            />
            <CheckboxField
              name="privacy"
              checked={consents.privacy}
              onChange={(privacy) => setConsents({ ...consents, privacy })}
              error={errors.privacy}
              label={
                <Trans id="register.privacy">
                  Ich habe die{' '}
                  <Link href="/datenschutzhinweise" target="_blank">
                    Datenschutzhinweise
                  </Link>{' '}
                  zur Kenntnis genommen.
                </Trans>
              }
            />
            <CheckboxField
              name="agreement"
              checked={consents.agreement}
              onChange={(agreement) => setConsents({ ...consents, agreement })}
              error={errors.agreement}
              label={
                <Trans id="register.agreement">
                  Ich akzeptiere den{' '}
                  <Link href="/order-data-processing" target="_blank">
                    Vertrag zur Auftragsverarbeitung
                  </Link>
                  .
                </Trans>
              }
            />
            <CheckboxField
              name="customer"
              checked={consents.customer}
              onChange={(customer) => setConsents({ ...consents, customer })}
              error={errors.customer}
              label={t({
                id: 'register.customer_confirmation',
                message: `Ich bestätige, dass mein Unternehmen Kunde der ${brand} ist.`,
              })}
            />
            <button className="button" type="submit" disabled={busy}>
              {t({ id: 'register.submit', message: 'Registrieren' })}
            </button>
          </form>
          <p>
            {t({ id: 'register.have_account', message: 'Sie haben schon ein Konto?' })}{' '}
            <Link href="/login">{t({ id: 'login.title', message: 'Anmelden' })}</Link>
          </p>
        </div>
        <div className="stack">
          <PortalIntro />
          <aside className="card" aria-labelledby="register-video-title">
            <h2 id="register-video-title">
              {t({ id: 'register.video_title', message: 'So funktionieren Registrierung und Einladungen' })}
            </h2>
            {/* The player (Plyr is large) comes once the form is usable; its place is kept meanwhile. */}
            {config && afterLoad ? (
              <Suspense fallback={<div className="video-placeholder" />}>
                <VideoPlayer
                  base={config.videos.registration}
                  lang={i18n.locale}
                  title={t({ id: 'register.video_title', message: 'So funktionieren Registrierung und Einladungen' })}
                />
              </Suspense>
            ) : noConfig ? null : (
              <div className="video-placeholder" />
            )}
          </aside>
        </div>
      </div>
    </PublicLayout>
  );
}
