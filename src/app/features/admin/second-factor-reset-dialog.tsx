import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { isApiError } from '../../api/api-error.ts';
import { Dialog } from '../../components/dialog.tsx';
import { CurrentPasswordField } from '../../components/current-password-field.tsx';
import { DialogActions } from '../../components/dialog-actions.tsx';
import { required } from '../../components/validation.ts';
import { resetSecondFactor } from './api/admins.ts';
import { failureMessage } from '../../api/mutation-errors.ts';

/**
 * Resets a person's lost second factor (decision 069) after the admin gives their own password:
 * a stolen admin session must not strip anyone's factor.
 */
export function SecondFactorResetDialog({
  person,
  onClose,
}: {
  person: { id: number; name: string } | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const close = () => {
    setPassword('');
    setError(undefined);
    onClose();
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const missing = required(password);
    setError(missing);
    if (missing || !person) return;
    setBusy(true);
    try {
      await resetSecondFactor(person.id, password);
      toast.success(t({ id: 'admin.access.second_factor_done', message: 'Der zweite Faktor wurde zurückgesetzt.' }));
      close();
    } catch (failure) {
      if (isApiError(failure) && failure.code === 'CURRENT_PASSWORD_WRONG') setError(failure.message);
      else toast.error(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  const name = person?.name ?? '';
  return (
    <Dialog
      open={person !== null}
      onClose={close}
      title={t({ id: 'admin.access.second_factor_reset', message: 'Zweiten Faktor zurücksetzen' })}
    >
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <p>
          {t({
            id: 'admin.second_factor_reset.text',
            message: `Passkeys, Authenticator-Apps und Wiederherstellungscodes von ${name} werden entfernt und alle Sitzungen beendet; die Person erhält eine E-Mail. Prüfen Sie vorher, wer anfragt.`,
          })}
        </p>
        <CurrentPasswordField
          label={t({ id: 'admin.second_factor_reset.password', message: 'Ihr eigenes Passwort' })}
          value={password}
          error={error}
          onChange={setPassword}
        />
        <DialogActions
          submitLabel={t({ id: 'admin.access.second_factor_reset', message: 'Zweiten Faktor zurücksetzen' })}
          busy={busy}
          onCancel={close}
          danger
        />
      </form>
    </Dialog>
  );
}
