import { t } from '@lingui/core/macro';
import type { CustomerRole, Salutation } from '#shared/constants.ts';

/**
 * A customer's role as every list names it (decision 076): the employer in the person's form
 * (employers give their salutation in the settings), managers as "Führungskraft", and staff with
 * the one neutral term the portal uses for them, "Mitarbeitende".
 */
export function roleLabel(role: CustomerRole, salutation: Salutation | null): string {
  if (role === 'employer') {
    return salutation === 'Frau'
      ? t({ id: 'role.employer.female', message: 'Arbeitgeberin' })
      : t({ id: 'role.employer', message: 'Arbeitgeber' });
  }
  if (role === 'manager') return t({ id: 'role.manager', message: 'Führungskraft' });
  return t({ id: 'role.employee', message: 'Mitarbeitende' });
}
