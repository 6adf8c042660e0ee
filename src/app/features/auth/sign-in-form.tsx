import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { toast } from '../../toasts/toast.ts';
import { useLocation, useSearch } from 'wouter';
import { safeNext } from '../../session/next-path.ts';
import { EmailField } from '../../components/email-field.tsx';
import { FormField } from '../../components/form-field.tsx';
import { isApiError } from '../../api/api-error.ts';
import { SecondFactorStep } from './second-factor-step.tsx';
import type { SecondFactorSignInRequest } from '#shared/api/second-factor.ts';
import { useFormSubmit } from '../../components/use-form-submit.ts';
import { email as checkEmail, required } from '../../components/validation.ts';

type Props = {
  title: string;
  submit: (email: string, password: string) => Promise<void>;
  /** The second step, for an account with a second factor (the password step answered SECOND_FACTOR_REQUIRED). */
  finish: (answer: SecondFactorSignInRequest) => Promise<void>;
  /** The toast text of a failed sign-in (docs/product.md §8 differs for customers and admins). */
  failureMessage: (error: unknown) => string;
  links: ReactNode;
  /** Offered before the form (the admins' identity provider, decision 112). */
  above?: ReactNode;
  /** Offered beside the password for the typed address (the company's identity provider, decision 106). */
  beside?: (email: string, next: string | null) => ReactNode;
};

/** E-mail and password, submit disabled while running, then on to `next` or / (docs/product.md §2). */
export function SignInForm({ title, submit, finish, failureMessage, links, above, beside }: Props) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const next = new URLSearchParams(useSearch()).get('next');
  const [values, setValues] = useState({ email: '', password: '' });
  const [secondStep, setSecondStep] = useState(false);
  const signedIn = () => navigate(safeNext(next), { replace: true });
  const signIn = useMutation({
    // The page words a failed sign-in (docs/product.md §8); a second factor is the next step, no failure.
    meta: { quiet: true },
    mutationFn: () => submit(values.email.trim(), values.password),
    onSuccess: signedIn,
    onError: (error) => {
      if (isApiError(error) && error.code === 'SECOND_FACTOR_REQUIRED') setSecondStep(true);
      else toast.error(failureMessage(error));
    },
  });
  const { ref, errors, onSubmit } = useFormSubmit<'email' | 'password'>({
    check: () => ({ email: checkEmail(values.email), password: required(values.password) }),
    send: () => signIn.mutateAsync(),
  });

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
      {above}
      <form ref={ref} className="form" noValidate onSubmit={onSubmit}>
        <EmailField values={values} errors={errors} onChange={setValues} autoComplete="username" />
        {beside?.(values.email, next)}
        <FormField
          label={t({ id: 'login.password', message: 'Passwort' })}
          type="password"
          name="password"
          autoComplete="current-password"
          value={values.password}
          error={errors.password}
          onChange={(event) => setValues({ ...values, password: event.target.value })}
        />
        <button className="button" type="submit" disabled={signIn.isPending}>
          {t({ id: 'login.submit', message: 'Anmelden' })}
        </button>
      </form>
      <div className="button-row" style={{ marginTop: '1rem' }}>
        {links}
      </div>
    </div>
  );
}
