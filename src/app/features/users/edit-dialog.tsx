import { refreshCompany } from '../../api/queries.ts';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../toasts/toast.ts';
import { EditEmployeeRequest, type CompanyEmployee } from '#shared/api/company-employees.ts';
import { FormDialog } from '../../components/form-dialog.tsx';
import { FormField } from '../../components/form-field.tsx';
import { NameFields } from '../../components/name-fields.tsx';
import { schemaErrors } from '../../components/schema-errors.ts';
import { passesStrengthGate } from '../../components/strength-gate.ts';
import { useFormSubmit } from '../../components/use-form-submit.ts';
import { password as checkPassword } from '../../components/validation.ts';
import { editEmployee } from './api/people.ts';

/** Edits names and, optionally, sets a temporary password (blank leaves it as it is). */
export function EditDialog({ person, onClose }: { person: CompanyEmployee | null; onClose: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({
    firstname: person?.firstname ?? '',
    lastname: person?.lastname ?? '',
    password: '',
  });
  const body = () => ({
    firstname: values.firstname,
    lastname: values.lastname,
    ...(values.password ? { password: values.password } : {}),
  });
  const edit = useMutation({
    mutationFn: (target: CompanyEmployee) => editEmployee(target.companyId, target.id, body()),
    onSuccess: async (_, target) => {
      toast.success(t({ id: 'users.edit.saved', message: 'Die Änderungen sind gespeichert.' }));
      await refreshCompany(queryClient, target.companyId);
      onClose();
    },
  });
  const { ref, errors, onSubmit } = useFormSubmit<'firstname' | 'lastname' | 'password'>({
    // The schema bounds the names; the password rule (length, strength) is the client's own.
    check: () => ({
      ...schemaErrors(EditEmployeeRequest, body()),
      password: values.password ? checkPassword(values.password) : undefined,
    }),
    send: async () => {
      if (!person) return;
      const userInputs = [values.firstname, values.lastname, person.email];
      if (values.password && !(await passesStrengthGate(values.password, userInputs))) return;
      await edit.mutateAsync(person);
    },
  });

  return (
    <FormDialog
      open={person !== null}
      onClose={onClose}
      title={t({ id: 'users.edit.title', message: 'Person bearbeiten' })}
      formRef={ref}
      onSubmit={onSubmit}
      submitLabel={t({ id: 'common.save', message: 'Speichern' })}
      busy={edit.isPending}
    >
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
    </FormDialog>
  );
}
