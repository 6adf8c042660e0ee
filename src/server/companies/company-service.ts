import type { Company, CompanyPatch } from '#shared/api/companies.ts';
import { audit } from '../audit/audit-log.ts';
import { companyHasAgreement } from '../identity/users.repository.ts';
import { forbidden, notFound } from '../core/errors.ts';
import type { AppDeps } from '../deps.ts';
import type { Caller } from '../core/caller.ts';
import { findCompany } from '../identity/companies.repository.ts';
import { updateCompany } from '../identity/companies.repository.ts';
import { toCompany } from './company.presenter.ts';

const emptyToNull = (value: string | undefined) => (value === undefined ? undefined : value === '' ? null : value);

/** People read their own company; admins any. */
function assertOwnCompany(caller: Caller, id: number): void {
  if (caller.role !== 'admin' && caller.companyId !== id) throw forbidden();
}

export async function readCompany(deps: AppDeps, caller: Caller, id: number): Promise<Company> {
  assertOwnCompany(caller, id);
  const company = await findCompany(deps.db, id);
  if (!company) throw notFound();
  return toCompany(company, await companyHasAgreement(deps.db, id));
}

/** Changes company data (the route lets only the employer and admins in); an empty text clears a field. */
export async function patchCompany(deps: AppDeps, caller: Caller, id: number, patch: CompanyPatch): Promise<Company> {
  assertOwnCompany(caller, id);
  const company = await deps.db.transaction().execute(async (trx) => {
    const row = await updateCompany(trx, id, {
      company_name: patch.companyName,
      street: emptyToNull(patch.address?.street),
      post_code: emptyToNull(patch.address?.postCode),
      city: emptyToNull(patch.address?.city),
      phone_number: emptyToNull(patch.phoneNumber),
      insurance_number: emptyToNull(patch.insuranceNumber),
      employee_count: patch.employeeCount,
      onboarding_courses: patch.onboardingCourses,
      reminders_enabled: patch.remindersEnabled,
    });
    if (!row) throw notFound();
    await audit(trx, {
      action: 'company.updated',
      actor: caller,
      targetCompanyId: id,
      details: { fields: Object.keys(patch) },
    });
    return row;
  });
  return toCompany(company, await companyHasAgreement(deps.db, id));
}
