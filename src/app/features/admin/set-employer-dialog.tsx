import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { AdminEmployee } from '#shared/api/admin-employees.ts';
import { serverMessage } from '../../api/api-error.ts';
import { Dialog } from '../../components/dialog.tsx';
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
  const [busy, setBusy] = useState(false);
  const name = person ? `${person.firstname} ${person.lastname}` : '';
  // Lingui's select needs a plain key: "Frau" or anything else.
  const form = person?.salutation === 'Frau' ? 'Frau' : 'other';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!person) return;
    setBusy(true);
    try {
      const result = await setEmployer(person.id, role);
      toast.success(
        t({
          id: 'admin.set_employer.done',
          message: select(form, { Frau: `${name} ist jetzt Arbeitgeberin.`, other: `${name} ist jetzt Arbeitgeber.` }),
        }),
      );
      onClose();
      await onDone(result.employerId);
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
      title={t({
        id: 'admin.set_employer.title',
        message: select(form, { Frau: 'Zur Arbeitgeberin machen', other: 'Zum Arbeitgeber machen' }),
      })}
    >
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
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
        <div className="button-row">
          <button type="button" className="button secondary" onClick={onClose}>
            {t({ id: 'common.cancel', message: 'Abbrechen' })}
          </button>
          <button type="submit" className="button" disabled={busy}>
            {t({ id: 'admin.set_employer.submit', message: 'Arbeitgeber wechseln' })}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
