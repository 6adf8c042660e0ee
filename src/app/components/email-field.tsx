import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { FormField } from './form-field.tsx';

/**
 * An e-mail address of a form's values, with the portal's one label (another for a confirmation
 * field). `autoComplete` says what the address is for: `username` to sign in, `email` for one's
 * own, `off` for someone else's.
 */
export function EmailField<T extends Record<K, string>, K extends string = 'email'>({
  values,
  errors,
  onChange,
  autoComplete,
  name = 'email' as K,
  label,
  hint,
}: {
  values: T;
  errors: Partial<Record<K, string | undefined>>;
  onChange: (values: T) => void;
  autoComplete?: 'username' | 'email' | 'off';
  name?: K;
  label?: string;
  hint?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <FormField
      label={label ?? t({ id: 'login.email', message: 'E-Mail-Adresse' })}
      type="email"
      name={name}
      autoComplete={autoComplete}
      value={values[name]}
      error={errors[name]}
      hint={hint}
      onChange={(event) => onChange({ ...values, [name]: event.target.value })}
    />
  );
}
