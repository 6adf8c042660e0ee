import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { isApiError, serverMessage } from '../../api/api-error.ts';
import { FormField } from '../../components/form-field.tsx';
import { hasErrors, required, type Errors } from '../../components/validation.ts';

type Props = {
  /** Sends the code; resolves once the session is kept. */
  finish: (code: string) => Promise<void>;
  onSignedIn: () => void;
  /** Back to the password: the waiting sign-in ended or the person wants to start again. */
  onRestart: () => void;
};

/**
 * The second step of a sign-in (docs/decisions/069-second-factor.md): the six digits of the
 * authenticator app, or one of the recovery codes when the phone is lost.
 */
export function SecondFactorStep({ finish, onSignedIn, onRestart }: Props) {
  const { t } = useLingui();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors<'code'>>({});
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = { code: required(code) };
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      await finish(code.trim());
      onSignedIn();
    } catch (error) {
      setBusy(false);
      if (isApiError(error) && error.code === 'LINK_INVALID') {
        toast.error(
          t({
            id: 'second_factor.sign_in_expired',
            message: 'Die Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.',
          }),
        );
        onRestart();
      } else if (isApiError(error) && error.code === 'SECOND_FACTOR_INVALID') {
        setErrors({ code: error.message });
      } else {
        toast.error(
          serverMessage(error, t({ id: 'common.something_went_wrong', message: 'Etwas ist schiefgelaufen.' })),
        );
      }
    }
  }

  return (
    <div className="narrow card">
      <h1>{t({ id: 'second_factor.sign_in_title', message: 'Anmeldung bestätigen' })}</h1>
      <p>
        {recovery
          ? t({
              id: 'second_factor.sign_in_recovery_hint',
              message: 'Geben Sie einen Ihrer Wiederherstellungscodes ein. Jeder Code gilt nur einmal.',
            })
          : t({
              id: 'second_factor.sign_in_hint',
              message: 'Geben Sie den sechsstelligen Code ein, den Ihre Authenticator-App gerade anzeigt.',
            })}
      </p>
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormField
          key={recovery ? 'recovery' : 'app'}
          label={
            recovery
              ? t({ id: 'second_factor.recovery_code', message: 'Wiederherstellungscode' })
              : t({ id: 'second_factor.code', message: 'Bestätigungscode' })
          }
          name="code"
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          autoFocus
          value={code}
          error={errors.code}
          onChange={(event) => setCode(event.target.value)}
        />
        <button className="button" type="submit" disabled={busy}>
          {t({ id: 'second_factor.confirm', message: 'Bestätigen' })}
        </button>
      </form>
      <div className="button-row" style={{ marginTop: '1rem' }}>
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setRecovery(!recovery);
            setCode('');
            setErrors({});
          }}
        >
          {recovery
            ? t({ id: 'second_factor.use_app', message: 'Code der Authenticator-App eingeben' })
            : t({ id: 'second_factor.use_recovery', message: 'Wiederherstellungscode verwenden' })}
        </button>
        <button type="button" className="link-button" onClick={onRestart}>
          {t({ id: 'second_factor.restart', message: 'Zurück zur Anmeldung' })}
        </button>
      </div>
    </div>
  );
}
