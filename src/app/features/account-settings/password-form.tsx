import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { Employee } from '#shared/api/employees.ts';
import { isApiError } from '../../api/api-error.ts';
import { FormField } from '../../components/form-field.tsx';
import {
  confirmation,
  hasErrors,
  password as checkPassword,
  required,
  type Errors,
} from '../../components/validation.ts';
import { NewPasswordFields } from '../../components/new-password-fields.tsx';
import { serverMessage } from '../../api/api-error.ts';
import { passesStrengthGate } from '../../components/strength-gate.ts';
import { useUpdateEmployee } from './api/update-employee.ts';

type Field = 'currentPassword' | 'password' | 'confirmPassword';
const PASSWORD_CODES = new Set(['PASSWORD_TOO_WEAK', 'PASSWORD_TOO_SHORT', 'PASSWORDS_DO_NOT_MATCH']);
const empty = { currentPassword: '', password: '', confirmPassword: '' };

/**
 * Changing one's own password (docs/product.md R6, docs/decisions/002-current-password-on-change.md):
 * the current password (the temporary one on a first login, decision 064), the new one twice and the
 * strength gate.
 */
export function PasswordForm({ me }: { me: Employee }) {
  const { t } = useLingui();
  const update = useUpdateEmployee(me.id);
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Errors<Field>>({});
  const userInputs = [me.firstname, me.lastname, me.email];

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = {
      currentPassword: required(values.currentPassword),
      password: checkPassword(values.password),
      confirmPassword: confirmation(values.confirmPassword, values.password),
    };
    setErrors(found);
    if (hasErrors(found) || !(await passesStrengthGate(values.password, userInputs))) return;
    update.mutate(
      {
        password: values.password,
        currentPassword: values.currentPassword,
        isFirstLogin: false,
      },
      {
        onSuccess: () => {
          setValues(empty);
          toast.success(t({ id: 'account_settings.password_changed', message: 'Ihr Passwort wurde geändert.' }));
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'CURRENT_PASSWORD_WRONG')
            setErrors({ currentPassword: error.message });
          else if (isApiError(error) && PASSWORD_CODES.has(error.code)) setErrors({ password: error.message });
          else
            toast.error(
              serverMessage(error, t({ id: 'common.something_went_wrong', message: 'Etwas ist schiefgelaufen.' })),
            );
        },
      },
    );
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
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
