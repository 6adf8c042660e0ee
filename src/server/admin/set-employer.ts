import type { SetEmployerResponse } from '#shared/api/admin-employees.ts';
import { audit } from '../audit/audit-log.ts';
import { HttpError, notFound } from '../core/errors.ts';
import type { AppDeps, Caller } from '../http/types.ts';
import { findCustomer } from './targets.ts';

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
    const company = await trx
      .selectFrom('companies')
      .select(['id', 'owner_id'])
      .where('id', '=', companyId)
      .forUpdate()
      .executeTakeFirst();
    if (!company) throw notFound();
    const previous = company.owner_id;
    if (previous !== null) {
      await trx
        .updateTable('users')
        .set({ role: previousRole, updated_at: now })
        .where('id', '=', previous)
        .where('role', '=', 'employer')
        .execute();
    }
    const promoted = await trx
      .updateTable('users')
      .set({ role: 'employer', order_processing_accepted_at: null, updated_at: now })
      .where('id', '=', person.id)
      .where('company_id', '=', companyId)
      .where('role', 'in', ['manager', 'employee'])
      .executeTakeFirst();
    if (promoted.numUpdatedRows === 0n) throw new HttpError(409, 'ALREADY_EMPLOYER');
    await trx.updateTable('companies').set({ owner_id: person.id }).where('id', '=', companyId).execute();
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
