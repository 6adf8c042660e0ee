import type { ResetCompanyProgressResponse } from '#shared/api/company-reset.ts';
import { COMPANY_RESET_INTERVAL_DAYS } from '#shared/constants.ts';
import { audit } from '../audit/audit-log.ts';
import { formatBerlinDate } from '../core/berlin-dates.ts';
import { HttpError, forbidden, notFound } from '../core/errors.ts';
import type { AppDeps } from '../deps.ts';
import type { Caller } from '../core/caller.ts';
import { claimProgressReset, findLastProgressReset } from '../identity/companies.repository.ts';
import { archiveCurrentProgressOfCompany, lockCurrentProgressOfCompany } from './progress.repository.ts';

const INTERVAL_MS = COMPANY_RESET_INTERVAL_DAYS * 24 * 60 * 60 * 1000;

const resetTooSoon = (nextResetAt: Date) =>
  new HttpError(409, 'RESET_TOO_SOON', {
    params: { days: COMPANY_RESET_INTERVAL_DAYS, date: formatBerlinDate(nextResetAt) },
  });

/**
 * POST /progress/reset-company-progress (docs/product.md R17): the company's current course progress
 * is archived, never deleted, so issued certificates stay verifiable; quiz attempts stay with
 * their archived rows; assignments stay. The employer may reset once in 30 days, admins at any
 * time; every reset, an admin's too, starts the employer's 30 days anew. The interval is checked
 * and recorded by one conditional update, so two resets at once cannot both pass.
 */
export async function resetCompanyProgress(
  deps: AppDeps,
  caller: Caller,
  companyId: number,
  clientAddress: string,
): Promise<ResetCompanyProgressResponse> {
  const isAdmin = caller.role === 'admin';
  if (!isAdmin && !(caller.role === 'employer' && caller.companyId === companyId)) throw forbidden();
  const now = deps.now();
  const latestAllowedPrevious = new Date(now.getTime() - INTERVAL_MS);

  return deps.db.transaction().execute(async (trx) => {
    const claimed = await claimProgressReset(trx, companyId, now, isAdmin ? undefined : latestAllowedPrevious);
    if (!claimed) {
      const company = await findLastProgressReset(trx, companyId);
      if (!company) throw notFound();
      throw resetTooSoon(new Date((company.last_progress_reset_at ?? now).getTime() + INTERVAL_MS));
    }
    // Locked in the order every writer of progress uses (person, then course): never a deadlock
    // with a save batch or the archiving of lapsed passes.
    await lockCurrentProgressOfCompany(trx, companyId);
    const count = await archiveCurrentProgressOfCompany(trx, companyId, now);
    await audit(trx, {
      action: 'progress.company_reset',
      actor: caller,
      targetCompanyId: companyId,
      clientAddress,
      details: { archived: count },
    });
    return {
      success: true as const,
      archived: count,
      resetAt: now.toISOString(),
      nextResetAt: new Date(now.getTime() + INTERVAL_MS).toISOString(),
    };
  });
}
