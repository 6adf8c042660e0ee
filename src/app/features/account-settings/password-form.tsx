import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from '../../toasts/toast.ts';
import type { Employee } from '#shared/api/employees.ts';
import { FormField } from '../../components/form-field.tsx';
import { newPasswordErrors, required } from '../../components/validation.ts';
import { NewPasswordFields } from '../../components/new-password-fields.tsx';
import { passesStrengthGate } from '../../components/strength-gate.ts';
import { useFormSubmit } from '../../components/use-form-submit.ts';
import { useUpdateEmployee } from './api/update-employee.ts';

type Field = 'currentPassword' | 'password' | 'confirmPassword';
/** Refusals shown at their field instead of in a toast. */
const FIELD_CODES = {
  CURRENT_PASSWORD_WRONG: 'currentPassword',
  PASSWORD_TOO_WEAK: 'password',
  PASSWORD_TOO_SHORT: 'password',
  PASSWORD_BREACHED: 'password',
  PASSWORDS_DO_NOT_MATCH: 'password',
} as const;
const empty = { currentPassword: '', password: '', confirmPassword: '' };

/**
 * Changing one's own password (docs/product.md R6, docs/decisions/002-current-password-on-change.md):
 * the current password (the temporary one on a first login, decision 064), the new one twice and the
 * strength gate.
 */
export function PasswordForm({ me }: { me: Employee }) {
  const { t } = useLingui();
  const update = useUpdateEmployee(me.id, { quiet: Object.keys(FIELD_CODES) as (keyof typeof FIELD_CODES)[] });
  const [values, setValues] = useState(empty);
  const userInputs = [me.firstname, me.lastname, me.email];
  const { ref, errors, onSubmit } = useFormSubmit<Field>({
    check: () => ({
      currentPassword: required(values.currentPassword),
      ...newPasswordErrors(values),
    }),
    send: async () => {
      if (!(await passesStrengthGate(values.password, userInputs))) return;
      await update.mutateAsync({
        password: values.password,
        currentPassword: values.currentPassword,
        isFirstLogin: false,
      });
      setValues(empty);
      toast.success(t({ id: 'account_settings.password_changed', message: 'Ihr Passwort wurde geändert.' }));
    },
    fieldCodes: FIELD_CODES,
  });

  return (
    <form ref={ref} className="form" noValidate onSubmit={onSubmit}>
      <FormField
        label={
          me.isFirstLogin
            ? t({ id: 'account_settings.temporary_password', message: 'Vorläufiges Passwort' })
            : t({ id: 'account_settings.current_password', message: 'Aktuelles Passwort' })
        }
        type="password"
        name="currentPassword"
        autoComplete="current-password"
        value={values.currentPassword}
        error={errors.currentPassword}
        onChange={(event) => setValues({ ...values, currentPassword: event.target.value })}
      />
      <NewPasswordFields
        value={values}
        onChange={(next) => setValues({ ...values, ...next })}
        errors={errors}
        userInputs={userInputs}
      />
      {/* The username field lets password managers store the new password for the right account. */}
      <input type="email" name="username" autoComplete="username" value={me.email} readOnly hidden />
      <div className="button-row">
        <button className="button" type="submit" disabled={update.isPending}>
          {t({ id: 'account_settings.change_password', message: 'Passwort ändern' })}
        </button>
      </div>
    </form>
  );
}
