import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Employee } from '#shared/api/employees.ts';
import { NewPasswordFields, type NewPassword } from '../../components/new-password-fields.tsx';
import { passesStrengthGate } from '../../components/strength-gate.ts';
import { useFormSubmit } from '../../components/use-form-submit.ts';
import { confirmation, password as checkPassword } from '../../components/validation.ts';
import { updateEmployee } from './api/policyholder.ts';

/**
 * A temporary password for the employer (decision 064), for instance when they receive no mail:
 * every session ends, and the next sign-in asks for a password of their own. `run` is the access
 * section's one action at a time.
 */
export function TemporaryPasswordForm({
  employer,
  busy,
  run,
}: {
  employer: Employee;
  busy: boolean;
  run: (send: () => Promise<unknown>, done: string) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const [passwords, setPasswords] = useState<NewPassword>({ password: '', confirmPassword: '' });
  const userInputs = [employer.firstname, employer.lastname, employer.email];
  const { ref, errors, onSubmit } = useFormSubmit<keyof NewPassword>({
    check: () => ({
      password: checkPassword(passwords.password),
      confirmPassword: confirmation(passwords.confirmPassword, passwords.password),
    }),
    send: async () => {
      if (!(await passesStrengthGate(passwords.password, userInputs))) return;
      await run(
        async () => {
          await updateEmployee(employer.id, { password: passwords.password });
          setPasswords({ password: '', confirmPassword: '' });
        },
        t({
          id: 'admin.access.password_set',
          message: 'Das Passwort ist gesetzt. Der Arbeitgeber ändert es bei der nächsten Anmeldung.',
        }),
      );
    },
  });

  return (
    <form ref={ref} className="form password-form" noValidate onSubmit={onSubmit}>
      <h3>{t({ id: 'admin.access.password_title', message: 'Passwort festlegen' })}</h3>
      <p className="hint">
        {t({
          id: 'admin.access.password_hint',
          message:
            'Ein vorläufiges Passwort, etwa wenn der Arbeitgeber keine E-Mails erhält. Alle Sitzungen enden; bei der nächsten Anmeldung wird ein eigenes Passwort verlangt.',
        })}
      </p>
      <NewPasswordFields value={passwords} onChange={setPasswords} errors={errors} userInputs={userInputs} />
      <div className="button-row">
        <button type="submit" className="button" disabled={busy}>
          {t({ id: 'admin.access.password_save', message: 'Passwort festlegen' })}
        </button>
      </div>
    </form>
  );
}
