import { t } from '@lingui/core/macro';
import type { CustomerRole } from '#shared/constants.ts';
import type { InvitationState } from '#shared/api/company-employees.ts';

export function roleLabel(role: CustomerRole): string {
  if (role === 'employer') return t({ id: 'users.role.employer', message: 'Inhaber/in' });
  if (role === 'manager') return t({ id: 'users.role.manager', message: 'Führungskraft' });
  return t({ id: 'users.role.employee', message: 'Mitarbeiter/in' });
}

export function invitationLabel(state: InvitationState): string {
  if (state === 'accepted') return t({ id: 'users.invitation.accepted', message: 'Aktiv' });
  if (state === 'pending') return t({ id: 'users.invitation.pending', message: 'Eingeladen' });
  return t({ id: 'users.invitation.expired', message: 'Einladung abgelaufen' });
}
