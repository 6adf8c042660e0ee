import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import type { CompanyEmployee } from '#shared/api/company-employees.ts';
import type { PersonChange } from './person-confirm.ts';

/**
 * A person's actions in the list, behind one "⋯" button (named "Aktionen: <name>") so the row stays one line: edit,
 * remind, invite again, change the role, remove, each named with the person. The menu is a popover
 * (the top layer, so the table's scroller does not cut it off): a click outside or Escape closes
 * it and gives the focus back to its button; Tab walks through its entries after the button.
 */
export function PersonActions({
  person,
  onEdit,
  onConfirm,
  onRemind,
}: {
  person: CompanyEmployee;
  onEdit: () => void;
  onConfirm: (kind: PersonChange['kind']) => void;
  onRemind?: () => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const menu = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const name = `${person.firstname} ${person.lastname}`;
  const roleAction =
    person.role === 'manager'
      ? t({ id: 'users.make_employee', message: 'Führungsrolle entziehen' })
      : t({ id: 'users.make_manager', message: 'Zur Führungskraft machen' });

  // Placed under its button (above it near the window's bottom), and closed when the page scrolls away under it.
  useEffect(() => {
    const box = menu.current;
    if (!box) return;
    const close = () => box.hidePopover?.();
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState !== 'open') {
        window.removeEventListener('scroll', close, true);
        return;
      }
      const anchor = opener.current?.getBoundingClientRect();
      if (!anchor) return;
      const below = anchor.bottom + 4 + box.offsetHeight <= window.innerHeight;
      box.style.top = `${below ? anchor.bottom + 4 : Math.max(4, anchor.top - 4 - box.offsetHeight)}px`;
      box.style.left = `${Math.max(4, Math.min(anchor.right - box.offsetWidth, window.innerWidth - box.offsetWidth - 4))}px`;
      window.addEventListener('scroll', close, true);
    };
    box.addEventListener('toggle', onToggle);
    return () => {
      box.removeEventListener('toggle', onToggle);
      window.removeEventListener('scroll', close, true);
    };
  }, []);

  const run = (action: () => void) => () => {
    menu.current?.hidePopover?.();
    action();
  };

  return (
    <>
      <button
        ref={opener}
        type="button"
        className="button secondary small row-menu-button"
        popoverTarget={id}
        title={t({ id: 'users.column.actions', message: 'Aktionen' })}
        aria-label={t({ id: 'users.actions_person', message: `Aktionen: ${name}` })}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      <div ref={menu} id={id} popover="auto" className="row-menu">
        <button
          type="button"
          className="link-button"
          onClick={run(onEdit)}
          aria-label={t({ id: 'users.edit_person', message: `${name} bearbeiten` })}
        >
          {t({ id: 'users.edit', message: 'Bearbeiten' })}
        </button>
        {onRemind && (
          <button
            type="button"
            className="link-button"
            onClick={run(onRemind)}
            aria-label={t({ id: 'users.remind_person', message: `Erinnern: ${name}` })}
          >
            {t({ id: 'users.remind', message: 'Erinnern' })}
          </button>
        )}
        {person.invitation !== 'accepted' && (
          <button
            type="button"
            className="link-button"
            onClick={run(() => onConfirm('resend'))}
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
          onClick={run(() => onConfirm('role'))}
          aria-label={t({ id: 'users.role_person', message: `${roleAction}: ${name}` })}
        >
          {roleAction}
        </button>
        <button
          type="button"
          className="link-button danger"
          onClick={run(() => onConfirm('delete'))}
          aria-label={t({ id: 'users.delete_person', message: `${name} entfernen` })}
        >
          {t({ id: 'users.delete', message: 'Entfernen' })}
        </button>
      </div>
    </>
  );
}
