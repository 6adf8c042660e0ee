import type { SetEmployerResponse } from '#shared/api/admin-employees.ts';
import { audit } from '../audit/audit-log.ts';
import { HttpError, notFound } from '../core/errors.ts';
import type { AppDeps } from '../deps.ts';
import type { Caller } from '../core/caller.ts';
import { findCustomer } from './targets.ts';
import { demoteEmployer, promoteToEmployer } from '../identity/users.repository.ts';
import { setCompanyOwner } from '../identity/companies.repository.ts';
import { lockCompanyOwner } from './employers.repository.ts';

/**
 * POST /employee/set-employer/{employeeId}?role= (docs/product.md R8): the manager or employee
 * becomes the employer of their company and `role` is what the previous employer becomes. The new
 * employer starts without an accepted agreement, so the company's actions are blocked until they
 * accept (docs/product.md R10 and R12). The company row is locked, so two changes cannot interleave.
 */
export async function setEmployer(
  deps: AppDeps,
  caller: Caller,
  personId: number,
  previousRole: 'manager' | 'employee',
  clientAddress: string,
): Promise<SetEmployerResponse> {
  const person = await findCustomer(deps.db, personId);
  if (person.role === 'employer') throw new HttpError(409, 'ALREADY_EMPLOYER');
  const companyId = person.company_id!;
  const now = deps.now();

  return deps.db.transaction().execute(async (trx) => {
    const company = await lockCompanyOwner(trx, companyId);
    if (!company) throw notFound();
    const previous = company.owner_id;
    if (previous !== null) {
      await demoteEmployer(trx, previous, previousRole, now);
    }
    const promoted = await promoteToEmployer(trx, person.id, companyId, now);
    if (!promoted) throw new HttpError(409, 'ALREADY_EMPLOYER');
    await setCompanyOwner(trx, companyId, person.id);
    await audit(trx, {
      action: 'employer.changed',
      actor: caller,
      targetUserId: person.id,
      targetCompanyId: companyId,
      clientAddress,
      details: { previousEmployerId: previous, previousEmployerRole: previousRole, formerRole: person.role },
    });
    return { success: true as const, employerId: person.id, previousEmployerId: previous };
  });
}
