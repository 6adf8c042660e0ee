import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import { useLocation, useSearch } from 'wouter';
import { safeNext } from '../../session/next-path.ts';
import { FormField } from '../../components/form-field.tsx';
import { isApiError } from '../../api/api-error.ts';
import { SecondFactorStep } from './second-factor-step.tsx';
import type { SecondFactorSignInRequest } from '#shared/api/second-factor.ts';
import { email as checkEmail, hasErrors, required, type Errors } from '../../components/validation.ts';

type Props = {
  title: string;
  submit: (email: string, password: string) => Promise<void>;
  /** The second step, for an account with a second factor (the password step answered SECOND_FACTOR_REQUIRED). */
  finish: (answer: SecondFactorSignInRequest) => Promise<void>;
  /** The toast text of a failed sign-in (docs/product.md §8 differs for customers and admins). */
  failureMessage: (error: unknown) => string;
  links: ReactNode;
};

/** E-mail and password, submit disabled while running, then on to `next` or / (docs/product.md §2). */
export function SignInForm({ title, submit, finish, failureMessage, links }: Props) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const next = new URLSearchParams(useSearch()).get('next');
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Errors<'email' | 'password'>>({});
  const [busy, setBusy] = useState(false);
  const [secondStep, setSecondStep] = useState(false);
  const signedIn = () => navigate(safeNext(next), { replace: true });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = { email: checkEmail(values.email), password: required(values.password) };
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      await submit(values.email.trim(), values.password);
      signedIn();
    } catch (error) {
      setBusy(false);
      if (isApiError(error) && error.code === 'SECOND_FACTOR_REQUIRED') setSecondStep(true);
      else toast.error(failureMessage(error));
    }
  }

  if (secondStep) {
    return (
      <SecondFactorStep
        finish={finish}
        onSignedIn={signedIn}
        onRestart={() => {
          setSecondStep(false);
          setValues({ ...values, password: '' });
        }}
      />
    );
  }

  return (
    <div className="narrow card">
      <h1>{title}</h1>
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormField
          label={t({ id: 'login.email', message: 'E-Mail-Adresse' })}
          type="email"
          name="email"
          autoComplete="username"
          value={values.email}
          error={errors.email}
          onChange={(event) => setValues({ ...values, email: event.target.value })}
        />
        <FormField
          label={t({ id: 'login.password', message: 'Passwort' })}
          type="password"
          name="password"
          autoComplete="current-password"
          value={values.password}
          error={errors.password}
          onChange={(event) => setValues({ ...values, password: event.target.value })}
        />
        <button className="button" type="submit" disabled={busy}>
          {t({ id: 'login.submit', message: 'Anmelden' })}
        </button>
      </form>
      <div className="button-row" style={{ marginTop: '1rem' }}>
        {links}
      </div>
    </div>
  );
}
