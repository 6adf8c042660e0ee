import type { ToggleRoleRequest } from '#shared/api/company-employees.ts';
import { audit } from '../audit/audit-log.ts';
import type { UserRow } from '../db/schema.ts';
import { forbidden } from '../core/errors.ts';
import type { AppDeps } from '../deps.ts';
import type { Caller } from '../core/caller.ts';
import { updateEmployeeAccount } from '../identity/users.repository.ts';

/**
 * POST /employee/toggle-role/{id}: gives a manager or employee the role they are to have
 * afterwards (docs/product.md R7). Asking for the role the person already has changes nothing.
 * The role is read from the database on every request, so it takes effect at once.
 */
export async function toggleRole(
  deps: AppDeps,
  caller: Caller,
  target: UserRow,
  expectedRole: ToggleRoleRequest['expectedRole'],
  clientAddress: string,
): Promise<void> {
  if (target.role === expectedRole) return;
  await deps.db.transaction().execute(async (trx) => {
    const updated = await updateEmployeeAccount(trx, target.id, { role: expectedRole, updated_at: deps.now() });
    if (!updated) throw forbidden();
    await audit(trx, {
      action: 'employee.role_changed',
      actor: caller,
      targetUserId: target.id,
      targetCompanyId: target.company_id,
      clientAddress,
      details: { from: target.role, to: expectedRole },
    });
  });
}
