import { useLingui } from '@lingui/react/macro';
import { FormField } from '../../components/form-field.tsx';

/** The optional name a person gives a passkey or an authenticator app, to tell them apart later. */
export function DeviceNameField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useLingui();
  return (
    <FormField
      label={t({ id: 'second_factor.label', message: 'Name des Geräts (freiwillig)' })}
      name="label"
      maxLength={60}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** The name as the server takes it: left out when blank. */
export function deviceName(value: string): { label?: string } {
  const label = value.trim();
  return label ? { label } : {};
}
