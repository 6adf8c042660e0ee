import { PASSWORD_MIN_LENGTH } from '#shared/constants.ts';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { FormField } from './form-field.tsx';
import { preparePasswordScoring } from './password-score.ts';
import { PasswordStrength } from './password-strength.tsx';

export type NewPassword = { password: string; confirmPassword: string };

/** New password, its confirmation and the strength indicator, as every set-password form has them. */
export function NewPasswordFields({
  value,
  onChange,
  errors,
  userInputs = [],
}: {
  value: NewPassword;
  onChange: (value: NewPassword) => void;
  errors: { password?: string | undefined; confirmPassword?: string | undefined };
  userInputs?: string[];
}) {
  const { t } = useLingui();
  const strengthId = useId();
  return (
    <>
      <FormField
        label={t({ id: 'password.new', message: 'Neues Passwort' })}
        type="password"
        name="password"
        autoComplete="new-password"
        value={value.password}
        error={errors.password}
        onFocus={preparePasswordScoring}
        hint={
          <>
            <PasswordStrength id={strengthId} password={value.password} userInputs={userInputs} />
            <p className="hint">
              {t({
                id: 'password.rule_hint',
                message: `Mindestens ${PASSWORD_MIN_LENGTH} Zeichen. Tipp: mehrere zufällige Wörter, z. B. „Kaffeetasse Fahrrad Wolke“.`,
              })}
            </p>
          </>
        }
        onChange={(event) => onChange({ ...value, password: event.target.value })}
      />
      <FormField
        label={t({ id: 'password.confirm', message: 'Passwort bestätigen' })}
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        value={value.confirmPassword}
        error={errors.confirmPassword}
        onChange={(event) => onChange({ ...value, confirmPassword: event.target.value })}
      />
    </>
  );
}
