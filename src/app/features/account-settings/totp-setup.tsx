import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { TotpSetupResponse } from '#shared/api/second-factor.ts';
import { isApiError } from '../../api/api-error.ts';
import { FormField } from '../../components/form-field.tsx';
import { useFormSubmit } from '../../components/use-form-submit.ts';
import { DialogActions } from '../../components/dialog-actions.tsx';
import { PasswordPrompt } from './password-prompt.tsx';
import { DeviceNameField, deviceName } from './device-name-field.tsx';
import type { useSecondFactorCalls } from './api/second-factor.ts';

type Calls = ReturnType<typeof useSecondFactorCalls>;
type Props = { calls: Calls; onAdded: (recoveryCodes: string[] | null) => void; onCancel: () => void };

/** The QR code of the app's address, drawn as SVG here; the secret never leaves this page. */
function useQrCode(uri: string | undefined): string | undefined {
  const [svg, setSvg] = useState<string>();
  useEffect(() => {
    if (!uri) return;
    let current = true;
    void import('qrcode')
      .then(({ toString }) => toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((drawn) => current && setSvg(drawn));
    return () => {
      current = false;
    };
  }, [uri]);
  return svg;
}

/**
 * Adding an authenticator app: the current password, then the QR code (or the secret to type),
 * then the app's first code proves it works (docs/decisions/069-second-factor.md).
 */
export function TotpSetup({ calls, onAdded, onCancel }: Props) {
  const { t } = useLingui();
  const [setup, setSetup] = useState<TotpSetupResponse>();
  const [passwordError, setPasswordError] = useState<string>();
  const [code, setCode] = useState('');
  const [label, setLabel] = useState('');
  const { ref, errors, onSubmit } = useFormSubmit<'code'>({
    check: () => ({
      code: /^\d{6}$/.test(code.trim())
        ? undefined
        : t({ id: 'second_factor.code_format', message: 'Bitte geben Sie die sechs Ziffern aus der App ein.' }),
    }),
    send: async () =>
      onAdded((await calls.confirmTotp.mutateAsync({ code: code.trim(), ...deviceName(label) })).recoveryCodes),
    fieldCodes: { SECOND_FACTOR_INVALID: 'code' },
  });
  const qr = useQrCode(setup?.uri);

  if (!setup) {
    return (
      <PasswordPrompt
        action={t({ id: 'common.next', message: 'Weiter' })}
        busy={calls.startTotp.isPending}
        error={passwordError}
        onCancel={onCancel}
        onConfirm={(currentPassword) =>
          calls.startTotp.mutate(currentPassword, {
            onSuccess: setSetup,
            onError: (error) => {
              if (isApiError(error) && error.code === 'CURRENT_PASSWORD_WRONG') setPasswordError(error.message);
            },
          })
        }
      />
    );
  }

  return (
    <form ref={ref} className="form" noValidate onSubmit={onSubmit}>
      <p>
        {t({
          id: 'second_factor.scan_hint',
          message:
            'Scannen Sie den QR-Code mit Ihrer Authenticator-App (zum Beispiel Microsoft Authenticator, Google Authenticator oder FreeOTP). Ohne Kamera tippen Sie den Schlüssel darunter ein.',
        })}
      </p>
      {qr ? (
        <img
          className="totp-qr"
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr)}`}
          alt={t({ id: 'second_factor.qr_alt', message: 'QR-Code für die Authenticator-App' })}
          width={200}
          height={200}
        />
      ) : null}
      <p>
        {t({ id: 'second_factor.secret', message: 'Schlüssel' })}:{' '}
        <code className="totp-secret">{setup.secret.match(/.{1,4}/g)?.join(' ')}</code>
      </p>
      <FormField
        label={t({ id: 'second_factor.first_code', message: 'Code aus der App' })}
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        value={code}
        error={errors.code}
        onChange={(event) => setCode(event.target.value)}
      />
      <DeviceNameField value={label} onChange={setLabel} />
      <DialogActions
        submitLabel={t({ id: 'second_factor.confirm', message: 'Bestätigen' })}
        busy={calls.confirmTotp.isPending}
        onCancel={onCancel}
      />
    </form>
  );
}
