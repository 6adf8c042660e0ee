import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyEmployee } from '#shared/api/company-employees.ts';
import { refreshCompany } from '../../api/queries.ts';
import { toast } from '../../toasts/toast.ts';
import { deleteEmployee, resendInvitation, toggleRole } from './api/people.ts';

/** A change to one person that the employer confirms first. */
export type PersonChange = { kind: 'delete' | 'resend' | 'role'; person: CompanyEmployee };

/** The confirmed changes of the people list: what the dialog says, and the change itself with its toast. */
export function usePersonConfirm(companyId: number) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: async ({ kind, person }: PersonChange) => {
      if (kind === 'delete') {
        await deleteEmployee(companyId, person.id);
        return t({ id: 'users.deleted', message: 'Die Person wurde entfernt.' });
      }
      if (kind === 'resend') {
        await resendInvitation(person.id);
        return t({ id: 'users.resent', message: 'Die Einladung wurde erneut gesendet.' });
      }
      await toggleRole(person.id, person.role === 'manager' ? 'employee' : 'manager');
      return t({ id: 'users.role_changed', message: 'Die Rolle wurde geändert.' });
    },
    onSuccess: async (done) => {
      toast.success(done);
      await refreshCompany(queryClient, companyId);
    },
  });

  const confirmText = (p: PersonChange) => {
    const name = `${p.person.firstname} ${p.person.lastname}`;
    if (p.kind === 'delete')
      return t({
        id: 'users.confirm_delete',
        message: `${name} und alle Lernstände dieser Person werden entfernt. Das lässt sich nicht rückgängig machen.`,
      });
    if (p.kind === 'resend')
      return t({
        id: 'users.confirm_resend',
        message: `${name} erhält einen neuen Einladungslink. Der bisherige Link wird ungültig.`,
      });
    return p.person.role === 'manager'
      ? t({
          id: 'users.confirm_to_employee',
          message: `${name} verliert die Rolle Führungskraft und kann Mitarbeitende und Kurse nicht mehr verwalten.`,
        })
      : t({
          id: 'users.confirm_to_manager',
          message: `${name} wird Führungskraft und kann Mitarbeitende und Kurse verwalten.`,
        });
  };

  return { confirm, confirmText };
}
