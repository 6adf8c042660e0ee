import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from '../../toasts/toast.ts';
import { isApiError } from '../../api/api-error.ts';
import { CurrentPasswordField } from '../../components/current-password-field.tsx';
import { DialogActions } from '../../components/dialog-actions.tsx';
import { required } from '../../components/validation.ts';
import { useFormSubmit } from '../../components/use-form-submit.ts';
import { createPasskey } from '../../api/browser-passkeys.ts';
import type { useSecondFactorCalls } from './api/second-factor.ts';
import { DeviceNameField, deviceName } from './device-name-field.tsx';
import { failureMessage } from '../../api/mutation-errors.ts';

type Calls = ReturnType<typeof useSecondFactorCalls>;
type Props = { calls: Calls; onAdded: (recoveryCodes: string[] | null) => void; onCancel: () => void };

/**
 * Adding a passkey: the current password and a name, then the browser's own prompt (fingerprint,
 * face, PIN or security key) makes the key pair; the server keeps the public key only.
 */
export function PasskeySetup({ calls, onAdded, onCancel }: Props) {
  const { t } = useLingui();
  const [password, setPassword] = useState('');
  const [label, setLabel] = useState('');
  const busy = calls.startPasskey.isPending || calls.addPasskey.isPending;

  async function createAndAdd() {
    try {
      const options = await calls.startPasskey.mutateAsync(password);
      const credential = await createPasskey(options);
      if (!credential) {
        toast.error(t({ id: 'second_factor.passkey_not_created', message: 'Es wurde kein Passkey erstellt.' }));
        return;
      }
      const added = await calls.addPasskey.mutateAsync({ credential, ...deviceName(label) });
      onAdded(added.recoveryCodes);
    } catch (error) {
      // The server's refusals were toasted by the mutation cache (a wrong password is also shown at
      // its field); the browser's passkey library failing to load (offline, a new version) is not a
      // mutation and is said here.
      if (!isApiError(error)) toast.error(failureMessage(error));
      throw error;
    }
  }
  const { ref, errors, onSubmit } = useFormSubmit<'currentPassword'>({
    check: () => ({ currentPassword: required(password) }),
    send: createAndAdd,
    fieldCodes: { CURRENT_PASSWORD_WRONG: 'currentPassword' },
  });

  return (
    <form ref={ref} className="form" noValidate onSubmit={onSubmit}>
      <p>
        {t({
          id: 'second_factor.passkey_hint',
          message:
            'Ein Passkey ist ein Schlüssel, den Ihr Gerät sicher verwahrt. Sie bestätigen die Anmeldung dann mit Fingerabdruck, Gesicht, Geräte-PIN oder einem Sicherheitsschlüssel.',
        })}
      </p>
      <CurrentPasswordField autoFocus value={password} error={errors.currentPassword} onChange={setPassword} />
      <DeviceNameField value={label} onChange={setLabel} />
      <DialogActions
        submitLabel={t({ id: 'second_factor.create_passkey', message: 'Passkey erstellen' })}
        busy={busy}
        onCancel={onCancel}
      />
    </form>
  );
}
