import { audit } from '../audit/audit-log.ts';
import type { Db } from '../db/database.ts';
import { updateEmployeeAccount } from '../identity/users.repository.ts';
import { inManagerGroups, managedStaff } from './scim-groups.repository.ts';

/**
 * The role the directory gives (decision 107): with at least one group named by the employer, the
 * directory's people in such a group are managers, the others employees; with none, roles stay as
 * the employer sets them. Never the employer's own account. `userIds`: only these people
 * (after a change of their groups), else all the company's directory-kept staff (a new mapping).
 */
export async function applyGroupRoles(
  trx: Db,
  companyId: number,
  managerGroups: readonly string[],
  now: Date,
  clientAddress: string,
  userIds?: readonly number[],
): Promise<number> {
  if (managerGroups.length === 0) return 0;
  const wanted = userIds === undefined ? undefined : new Set(userIds);
  const staff = (await managedStaff(trx, companyId)).filter((person) => !wanted || wanted.has(person.id));
  const managers = await inManagerGroups(
    trx,
    staff.map((person) => person.id),
    managerGroups,
  );
  let changed = 0;
  for (const person of staff) {
    const role = managers.has(person.id) ? 'manager' : 'employee';
    if (role === person.role) continue;
    if (!(await updateEmployeeAccount(trx, person.id, { role, updated_at: now }))) continue;
    changed += 1;
    await audit(trx, {
      action: 'employee.role_changed',
      actor: null,
      targetUserId: person.id,
      targetCompanyId: companyId,
      clientAddress,
      details: { from: person.role, to: role, via: 'directory' },
    });
  }
  return changed;
}
