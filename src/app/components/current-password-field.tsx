import { useLingui } from '@lingui/react/macro';
import { FormField } from './form-field.tsx';

type Props = {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  /** Another wording where the password is not the account's own, e.g. an admin's. */
  label?: string;
  autoFocus?: boolean;
};

/** The current password, asked again before a change to how an account signs in. */
export function CurrentPasswordField({ value, error, onChange, label, autoFocus }: Props) {
  const { t } = useLingui();
  return (
    <FormField
      label={label ?? t({ id: 'account_settings.current_password', message: 'Aktuelles Passwort' })}
      type="password"
      name="currentPassword"
      autoComplete="current-password"
      autoFocus={autoFocus}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
