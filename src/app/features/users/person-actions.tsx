import { useLingui } from '@lingui/react/macro';
import type { CompanyEmployee } from '#shared/api/company-employees.ts';
import type { PersonChange } from './person-confirm.ts';

/** A person's actions in the list: edit, invite again, change the role, remove (each named with the person). */
export function PersonActions({
  person,
  onEdit,
  onConfirm,
}: {
  person: CompanyEmployee;
  onEdit: () => void;
  onConfirm: (kind: PersonChange['kind']) => void;
}) {
  const { t } = useLingui();
  const name = `${person.firstname} ${person.lastname}`;
  const roleAction =
    person.role === 'manager'
      ? t({ id: 'users.make_employee', message: 'Führungsrolle entziehen' })
      : t({ id: 'users.make_manager', message: 'Zur Führungskraft machen' });
  return (
    <div className="row-actions">
      <button
        type="button"
        className="link-button"
        onClick={onEdit}
        aria-label={t({ id: 'users.edit_person', message: `${name} bearbeiten` })}
      >
        {t({ id: 'users.edit', message: 'Bearbeiten' })}
      </button>
      {person.invitation !== 'accepted' && (
        <button
          type="button"
          className="link-button"
          onClick={() => onConfirm('resend')}
          aria-label={t({
            id: 'users.resend_person',
            message: `Einladung an ${name} erneut senden`,
          })}
        >
          {t({ id: 'users.resend', message: 'Erneut einladen' })}
        </button>
      )}
      <button
        type="button"
        className="link-button"
        onClick={() => onConfirm('role')}
        // The visible words first, so speech input finds the button by them (WCAG 2.5.3).
        aria-label={t({ id: 'users.role_person', message: `${roleAction}: ${name}` })}
      >
        {roleAction}
      </button>
      <button
        type="button"
        className="link-button danger"
        onClick={() => onConfirm('delete')}
        aria-label={t({ id: 'users.delete_person', message: `${name} entfernen` })}
      >
        {t({ id: 'users.delete', message: 'Entfernen' })}
      </button>
    </div>
  );
}
