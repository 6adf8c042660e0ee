import { api } from '#shared/api/endpoints/index.ts';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { type CompanyEmployee } from '#shared/api/company-employees.ts';
import { call } from '../../api/client.ts';
import { Dialog } from '../../components/dialog.tsx';
import { NameFields } from '../../components/name-fields.tsx';
import { DialogActions } from '../../components/dialog-actions.tsx';
import { FormField } from '../../components/form-field.tsx';
import { hasErrors, password as checkPassword, required, type Errors } from '../../components/validation.ts';
import { serverMessage } from '../../api/api-error.ts';
import { passesStrengthGate } from '../../components/strength-gate.ts';

/** Edits names and, optionally, sets a temporary password (blank leaves it as it is). */
export function EditDialog({ person, onClose }: { person: CompanyEmployee | null; onClose: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({
    firstname: person?.firstname ?? '',
    lastname: person?.lastname ?? '',
    password: '',
  });
  const [errors, setErrors] = useState<Errors<'firstname' | 'lastname' | 'password'>>({});
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!person) return;
    const found = {
      firstname: required(values.firstname),
      lastname: required(values.lastname),
      password: values.password ? checkPassword(values.password) : undefined,
    };
    setErrors(found);
    if (hasErrors(found)) return;
    if (
      values.password &&
      !(await passesStrengthGate(values.password, [values.firstname, values.lastname, person.email]))
    )
      return;
    setBusy(true);
    try {
      await call(api.editEmployee, {
        params: { companyId: person.companyId, id: person.id },
        body: {
          firstname: values.firstname,
          lastname: values.lastname,
          ...(values.password ? { password: values.password } : {}),
        },
      });
      toast.success(t({ id: 'users.edit.saved', message: 'Die Änderungen sind gespeichert.' }));
      await queryClient.invalidateQueries({ queryKey: ['company', person.companyId] });
      onClose();
    } catch (error) {
      toast.error(serverMessage(error, t({ id: 'common.something_went_wrong', message: 'Etwas ist schiefgelaufen.' })));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={person !== null}
      onClose={onClose}
      title={t({ id: 'users.edit.title', message: 'Person bearbeiten' })}
    >
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <NameFields values={values} errors={errors} onChange={setValues} />
        <FormField
          label={t({ id: 'users.edit.password', message: 'Vorläufiges Passwort (optional)' })}
          name="password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          error={errors.password}
          hint={
            <p className="hint">
              {t({
                id: 'users.edit.password_hint',
                message:
                  'Leer lassen, um das Passwort nicht zu ändern. Die Person muss ein vorläufiges Passwort bei der nächsten Anmeldung ändern.',
              })}
            </p>
          }
          onChange={(e) => setValues({ ...values, password: e.target.value })}
        />
        <DialogActions submitLabel={t({ id: 'common.save', message: 'Speichern' })} busy={busy} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
