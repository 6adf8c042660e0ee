import { useState, type FormEvent } from 'react';
import { CurrentPasswordField } from '../../components/current-password-field.tsx';
import { DialogActions } from '../../components/dialog-actions.tsx';
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
      <CurrentPasswordField autoFocus value={password} error={missing ?? error} onChange={setPassword} />
      <DialogActions submitLabel={action} busy={busy} onCancel={onCancel} />
    </form>
  );
}
