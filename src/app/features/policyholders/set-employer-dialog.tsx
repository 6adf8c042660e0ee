import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../toasts/toast.ts';
import type { AdminEmployee } from '#shared/api/admin-employees.ts';
import { FormDialog } from '../../components/form-dialog.tsx';
import { useFormSubmit } from '../../components/use-form-submit.ts';
import { roleLabel } from '../../components/role-label.ts';
import { setEmployer } from './api/policyholder.ts';

/**
 * POST /employee/set-employer/{id}?role= (docs/product.md R8): the person becomes the employer; the
 * admin chooses what the previous employer becomes. The new employer must accept the agreement.
 */
export function SetEmployerDialog({
  person,
  onClose,
  onDone,
}: {
  person: AdminEmployee | null;
  onClose: () => void;
  onDone: (newEmployerId: number) => Promise<void>;
}) {
  const { t } = useLingui();
  const [role, setRole] = useState<'manager' | 'employee'>('manager');
  const name = person ? `${person.firstname} ${person.lastname}` : '';
  // Lingui's select needs a plain key: "Frau" or anything else (the catalogue names it `form`).
  const form = person?.salutation === 'Frau' ? 'Frau' : 'other';

  const change = useMutation({
    mutationFn: (target: AdminEmployee) => setEmployer(target.id, role),
    onSuccess: async (result) => {
      toast.success(
        t({
          id: 'admin.set_employer.done',
          message: select(form, {
            Frau: `${name} ist jetzt Arbeitgeberin.`,
            other: `${name} ist jetzt Arbeitgeber.`,
          }),
        }),
      );
      onClose();
      await onDone(result.employerId);
    },
  });
  const { ref, onSubmit } = useFormSubmit({ send: async () => person && (await change.mutateAsync(person)) });
  const title = t({
    id: 'admin.set_employer.title',
    message: select(form, { Frau: 'Zur Arbeitgeberin machen', other: 'Zum Arbeitgeber machen' }),
  });

  return (
    <FormDialog
      open={person !== null}
      onClose={onClose}
      title={title}
      formRef={ref}
      onSubmit={onSubmit}
      submitLabel={t({ id: 'admin.set_employer.submit', message: 'Arbeitgeber wechseln' })}
      busy={change.isPending}
    >
      <p>
        {t({
          id: 'admin.set_employer.text',
          message: select(form, {
            Frau: `${name} wird Arbeitgeberin des Unternehmens und muss den Auftragsverarbeitungsvertrag neu akzeptieren. Bis dahin sind die Aktionen des Unternehmens gesperrt.`,
            other: `${name} wird Arbeitgeber des Unternehmens und muss den Auftragsverarbeitungsvertrag neu akzeptieren. Bis dahin sind die Aktionen des Unternehmens gesperrt.`,
          }),
        })}
      </p>
      <fieldset className="field radio-group">
        <legend>{t({ id: 'admin.set_employer.previous_role', message: 'Der bisherige Arbeitgeber wird' })}</legend>
        <div className="radio-options">
          {(['manager', 'employee'] as const).map((option) => (
            <label key={option} className="radio">
              <input
                type="radio"
                name="previous-role"
                value={option}
                checked={role === option}
                onChange={() => setRole(option)}
              />
              {roleLabel(option, null)}
            </label>
          ))}
        </div>
      </fieldset>
    </FormDialog>
  );
}
