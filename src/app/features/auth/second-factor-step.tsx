import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../toasts/toast.ts';
import type { SecondFactorSignInRequest } from '#shared/api/second-factor.ts';
import { isApiError } from '../../api/api-error.ts';
import { signInMethods } from '../../api/sign-in.ts';
import { FormField } from '../../components/form-field.tsx';
import { useFormSubmit } from '../../components/use-form-submit.ts';
import { required } from '../../components/validation.ts';
import { askPasskey } from '../../api/browser-passkeys.ts';

type Props = {
  /** Sends the answer; resolves once the session is kept. */
  finish: (answer: SecondFactorSignInRequest) => Promise<void>;
  onSignedIn: () => void;
  /** Back to the password: the waiting sign-in ended or the person wants to start again. */
  onRestart: () => void;
};

type Entry = 'app' | 'recovery';

/**
 * The second step of a sign-in (docs/decisions/069-second-factor.md): a passkey, the six digits of
 * the authenticator app, or one of the recovery codes when the phone is lost.
 */
export function SecondFactorStep({ finish, onSignedIn, onRestart }: Props) {
  const { t } = useLingui();
  const methods = useQuery({ queryKey: ['sign-in-challenge'], queryFn: signInMethods, gcTime: 0, staleTime: Infinity });
  const hasApp = methods.data?.methods.includes('totp') ?? true;
  const passkeyOptions = methods.data?.passkeyOptions ?? null;
  const [entry, setEntry] = useState<Entry | null>(null);
  const shown: Entry = entry ?? (hasApp ? 'app' : 'recovery');
  const [code, setCode] = useState('');
  const confirm = useMutation({
    // These refusals have their own words and next step here; any other is the cache's toast.
    meta: { quiet: ['LINK_INVALID', 'SECOND_FACTOR_INVALID', 'SECOND_FACTOR_LOCKED'] },
    mutationFn: (answer: SecondFactorSignInRequest) => finish(answer),
    onSuccess: onSignedIn,
    onError: (error, answer) => {
      if (!isApiError(error)) return;
      if (error.code === 'LINK_INVALID') {
        toast.error(
          t({
            id: 'second_factor.sign_in_expired',
            message: 'Die Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.',
          }),
        );
        onRestart();
      } else if (error.code === 'SECOND_FACTOR_INVALID' && !('code' in answer)) {
        // A refused code is said at its field (fieldCodes below).
        toast.error(
          t({
            id: 'second_factor.passkey_refused',
            message: 'Dieser Passkey wurde nicht erkannt. Versuchen Sie es erneut oder verwenden Sie einen Code.',
          }),
        );
      } else if (error.code === 'SECOND_FACTOR_LOCKED') {
        // Only a new password opens the second step again: back to the form with its reset link.
        toast.error(error.message, { duration: 10_000 });
        onRestart();
      }
    },
  });
  const busy = confirm.isPending;
  const { ref, errors, setErrors, onSubmit } = useFormSubmit<'code'>({
    check: () => ({ code: required(code) }),
    send: () => confirm.mutateAsync({ code: code.trim() }),
    fieldCodes: { SECOND_FACTOR_INVALID: 'code' },
  });

  async function signWithPasskey() {
    if (!passkeyOptions) return;
    const passkey = await askPasskey(passkeyOptions);
    // A refusal is the mutation's to show.
    if (passkey) await confirm.mutateAsync({ passkey }).catch(() => undefined);
    else
      toast.error(
        t({
          id: 'second_factor.passkey_cancelled',
          message: 'Der Passkey wurde nicht bestätigt. Versuchen Sie es erneut oder verwenden Sie einen Code.',
        }),
      );
    // A passkey signs one challenge: the next try needs a new one.
    void methods.refetch();
  }

  const switchTo = (next: Entry) => {
    setEntry(next);
    setCode('');
    setErrors({});
  };

  if (methods.isPending) {
    return (
      <div className="narrow card">
        <h1>{t({ id: 'second_factor.sign_in_title', message: 'Anmeldung bestätigen' })}</h1>
        <p role="status">{t({ id: 'common.loading', message: 'Wird geladen …' })}</p>
      </div>
    );
  }

  return (
    <div className="narrow card">
      <h1>{t({ id: 'second_factor.sign_in_title', message: 'Anmeldung bestätigen' })}</h1>
      {passkeyOptions && (
        <div className="button-row">
          <button className="button" type="button" disabled={busy} onClick={() => void signWithPasskey()}>
            {t({ id: 'second_factor.use_passkey', message: 'Mit Passkey bestätigen' })}
          </button>
        </div>
      )}
      <p>
        {shown === 'recovery'
          ? t({
              id: 'second_factor.sign_in_recovery_hint',
              message: 'Geben Sie einen Ihrer Wiederherstellungscodes ein. Jeder Code gilt nur einmal.',
            })
          : t({
              id: 'second_factor.sign_in_hint',
              message: 'Geben Sie den sechsstelligen Code ein, den Ihre Authenticator-App gerade anzeigt.',
            })}
      </p>
      <form ref={ref} className="form" noValidate onSubmit={onSubmit}>
        <FormField
          key={shown}
          label={
            shown === 'recovery'
              ? t({ id: 'second_factor.recovery_code', message: 'Wiederherstellungscode' })
              : t({ id: 'second_factor.code', message: 'Bestätigungscode' })
          }
          name="code"
          autoComplete="one-time-code"
          inputMode={shown === 'recovery' ? 'text' : 'numeric'}
          autoFocus={!passkeyOptions}
          value={code}
          error={errors.code}
          onChange={(event) => setCode(event.target.value)}
        />
        <button className={passkeyOptions ? 'button secondary' : 'button'} type="submit" disabled={busy}>
          {t({ id: 'second_factor.confirm', message: 'Bestätigen' })}
        </button>
      </form>
      <div className="button-row" style={{ marginTop: '1rem' }}>
        {hasApp && (
          <button type="button" className="link-button" onClick={() => switchTo(shown === 'app' ? 'recovery' : 'app')}>
            {shown === 'app'
              ? t({ id: 'second_factor.use_recovery', message: 'Wiederherstellungscode verwenden' })
              : t({ id: 'second_factor.use_app', message: 'Code der Authenticator-App eingeben' })}
          </button>
        )}
        <button type="button" className="link-button" onClick={onRestart}>
          {t({ id: 'second_factor.restart', message: 'Zurück zur Anmeldung' })}
        </button>
      </div>
    </div>
  );
}
