import { t } from '@lingui/core/macro';
import type { InvitationState } from '#shared/api/company-employees.ts';

export function invitationLabel(state: InvitationState): string {
  if (state === 'accepted') return t({ id: 'users.invitation.accepted', message: 'Aktiv' });
  if (state === 'pending') return t({ id: 'users.invitation.pending', message: 'Eingeladen' });
  return t({ id: 'users.invitation.expired', message: 'Einladung abgelaufen' });
}
