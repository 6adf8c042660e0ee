import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { FormField } from '../../components/form-field.tsx';
import { required } from '../../components/validation.ts';

type Props = {
  /** The button that sends the password, e.g. "Entfernen". */
  action: string;
  busy: boolean;
  /** The server's message for a wrong password. */
  error: string | undefined;
  onConfirm: (currentPassword: string) => void;
  onCancel: () => void;
};

/** The current password, asked again before a change to how the account signs in. */
export function PasswordPrompt({ action, busy, error, onConfirm, onCancel }: Props) {
  const { t } = useLingui();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<string | undefined>();
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = required(password);
    setMissing(problem);
    if (!problem) onConfirm(password);
  }
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <FormField
        label={t({ id: 'account_settings.current_password', message: 'Aktuelles Passwort' })}
        type="password"
        name="currentPassword"
        autoComplete="current-password"
        autoFocus
        value={password}
        error={missing ?? error}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div className="button-row">
        <button className="button" type="submit" disabled={busy}>
          {action}
        </button>
        <button className="button secondary" type="button" onClick={onCancel}>
          {t({ id: 'common.cancel', message: 'Abbrechen' })}
        </button>
      </div>
    </form>
  );
}
