import { audit, type AuditEntry } from '../audit/audit-log.ts';
import type { UserRow } from '../db/schema.ts';
import { forbidden } from '../core/errors.ts';
import type { AppDeps } from '../deps.ts';
import { deleteUnsentMailTo } from '../mail/outbox.repository.ts';
import { deleteEmployeeAccount } from '../identity/users.repository.ts';
import { deleteUnsentSimulationsTo } from '../simulation/outbox-simulation.repository.ts';

/**
 * DELETE /company/{companyId}/employees/{id}: the person goes, and with them (by the foreign
 * keys) their tokens, assignments, progress and quiz attempts. Mails to them that have not gone
 * out yet (an invitation, a simulation with its token) are dropped. The audit entry keeps ids and the role only.
 * The company's directory deletes through here too (decision 107): no caller then, `via: 'directory'`.
 */
export async function removeCompanyEmployee(
  deps: Pick<AppDeps, 'db'>,
  caller: AuditEntry['actor'],
  target: Pick<UserRow, 'id' | 'email' | 'role' | 'company_id'>,
  clientAddress: string,
  via?: 'directory',
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    // Never the employer, even if the person became employer since the check.
    if (!(await deleteEmployeeAccount(trx, target.id))) throw forbidden();
    await deleteUnsentSimulationsTo(trx, target.email);
    await deleteUnsentMailTo(trx, target.email);
    await audit(trx, {
      action: 'employee.deleted',
      actor: caller,
      targetUserId: target.id,
      targetCompanyId: target.company_id,
      clientAddress,
      details: via ? { role: target.role, via } : { role: target.role },
    });
  });
}
