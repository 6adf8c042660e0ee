import type { SimulationPeople } from '#shared/api/simulation.ts';
import { audit } from '../audit/audit-log.ts';
import type { Caller } from '../core/caller.ts';
import { notFound } from '../core/errors.ts';
import type { AppDeps } from '../deps.ts';
import { requireBooking } from './booking.ts';
import { deleteExclusion, findSimulationPeople, insertExclusion, isPersonOfCompany } from './people.repository.ts';

/**
 * Who a simulation may reach: the company's own people (never a typed address), active and not
 * locked, at a verified domain, minus those the employer left out. No reason is asked or stored.
 */
export async function simulationPeople(deps: AppDeps, caller: Caller): Promise<SimulationPeople> {
  const { company_id: companyId } = await requireBooking(deps, caller);
  const rows = await findSimulationPeople(deps.db, companyId);
  const people = rows.map((row) => ({
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    excluded: Boolean(row.excluded),
    domainVerified: Boolean(row.domain_verified),
  }));
  const recipients = rows.filter((r) => r.active && r.locked_at === null && !r.excluded && r.domain_verified).length;
  return { people, recipients };
}

export async function setExcluded(
  deps: AppDeps,
  caller: Caller,
  userId: number,
  excluded: boolean,
  clientAddress: string,
): Promise<void> {
  const { company_id: companyId } = await requireBooking(deps, caller);
  if (!(await isPersonOfCompany(deps.db, userId, companyId))) throw notFound();
  await deps.db.transaction().execute(async (trx) => {
    const changed = excluded
      ? await insertExclusion(trx, userId, companyId, deps.now())
      : await deleteExclusion(trx, userId, companyId);
    if (changed) {
      await audit(trx, {
        action: excluded ? 'simulation.person_excluded' : 'simulation.person_included',
        actor: caller,
        targetUserId: userId,
        targetCompanyId: companyId,
        clientAddress,
      });
    }
  });
}
