import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { isApiError, serverMessage } from '../../api/api-error.ts';
import { FormField } from '../../components/form-field.tsx';
import { required } from '../../components/validation.ts';
import { createPasskey } from '../../api/browser-passkeys.ts';
import type { useSecondFactorCalls } from './api/second-factor.ts';

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
  const [passwordError, setPasswordError] = useState<string>();
  const busy = calls.startPasskey.isPending || calls.addPasskey.isPending;
  const failed = (error: unknown) =>
    toast.error(serverMessage(error, t({ id: 'common.something_went_wrong', message: 'Etwas ist schiefgelaufen.' })));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const missing = required(password);
    setPasswordError(missing);
    if (missing) return;
    try {
      const options = await calls.startPasskey.mutateAsync(password);
      const credential = await createPasskey(options);
      if (!credential) {
        toast.error(t({ id: 'second_factor.passkey_not_created', message: 'Es wurde kein Passkey erstellt.' }));
        return;
      }
      const added = await calls.addPasskey.mutateAsync({
        credential,
        ...(label.trim() ? { label: label.trim() } : {}),
      });
      onAdded(added.recoveryCodes);
    } catch (error) {
      if (isApiError(error) && error.code === 'CURRENT_PASSWORD_WRONG') setPasswordError(error.message);
      else failed(error);
    }
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <p>
        {t({
          id: 'second_factor.passkey_hint',
          message:
            'Ein Passkey ist ein Schlüssel, den Ihr Gerät sicher verwahrt. Sie bestätigen die Anmeldung dann mit Fingerabdruck, Gesicht, Geräte-PIN oder einem Sicherheitsschlüssel.',
        })}
      </p>
      <FormField
        label={t({ id: 'account_settings.current_password', message: 'Aktuelles Passwort' })}
        type="password"
        name="currentPassword"
        autoComplete="current-password"
        autoFocus
        value={password}
        error={passwordError}
        onChange={(event) => setPassword(event.target.value)}
      />
      <FormField
        label={t({ id: 'second_factor.label', message: 'Name des Geräts (freiwillig)' })}
        name="label"
        maxLength={60}
        value={label}
        onChange={(event) => setLabel(event.target.value)}
      />
      <div className="button-row">
        <button className="button" type="submit" disabled={busy}>
          {t({ id: 'second_factor.create_passkey', message: 'Passkey erstellen' })}
        </button>
        <button className="button secondary" type="button" onClick={onCancel}>
          {t({ id: 'common.cancel', message: 'Abbrechen' })}
        </button>
      </div>
    </form>
  );
}
