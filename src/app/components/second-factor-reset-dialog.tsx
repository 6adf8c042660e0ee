import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../toasts/toast.ts';
import { CurrentPasswordField } from './current-password-field.tsx';
import { FormDialog } from './form-dialog.tsx';
import { useFormSubmit } from './use-form-submit.ts';
import { required } from './validation.ts';
import { resetSecondFactor } from '../api/second-factor-reset.ts';

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
  const reset = useMutation({
    // A wrong password is said at the field.
    meta: { quiet: ['CURRENT_PASSWORD_WRONG'] },
    mutationFn: (id: number) => resetSecondFactor(id, password),
    onSuccess: () => {
      toast.success(t({ id: 'admin.access.second_factor_done', message: 'Der zweite Faktor wurde zurückgesetzt.' }));
      close();
    },
  });
  const { ref, errors, onSubmit, setErrors } = useFormSubmit<'currentPassword'>({
    check: () => ({ currentPassword: required(password) }),
    send: async () => {
      if (person) await reset.mutateAsync(person.id);
    },
    fieldCodes: { CURRENT_PASSWORD_WRONG: 'currentPassword' },
  });
  function close() {
    setPassword('');
    setErrors({});
    onClose();
  }

  const name = person?.name ?? '';
  return (
    <FormDialog
      open={person !== null}
      onClose={close}
      title={t({ id: 'admin.access.second_factor_reset', message: 'Zweiten Faktor zurücksetzen' })}
      formRef={ref}
      onSubmit={onSubmit}
      submitLabel={t({ id: 'admin.access.second_factor_reset', message: 'Zweiten Faktor zurücksetzen' })}
      busy={reset.isPending}
      danger
    >
      <p>
        {t({
          id: 'admin.second_factor_reset.text',
          message: `Passkeys, Authenticator-Apps und Wiederherstellungscodes von ${name} werden entfernt und alle Sitzungen beendet; die Person erhält eine E-Mail. Prüfen Sie vorher, wer anfragt.`,
        })}
      </p>
      <CurrentPasswordField
        label={t({ id: 'admin.second_factor_reset.password', message: 'Ihr eigenes Passwort' })}
        value={password}
        error={errors.currentPassword}
        onChange={setPassword}
      />
    </FormDialog>
  );
}
