import type { Company, CompanyPatch } from '#shared/api/companies.ts';
import { audit } from '../audit/audit-log.ts';
import { companyHasAgreement } from '../identity/users.repository.ts';
import { forbidden, notFound } from '../core/errors.ts';
import type { AppDeps } from '../deps.ts';
import type { Caller } from '../core/caller.ts';
import { findCompany, updateCompany } from '../identity/companies.repository.ts';
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

/**
 * Changes company data (the route lets only the employer and admins in); an empty text clears a field.
 * The second-factor rule is the employer's alone (decision 099): it decides how their own people sign in.
 */
export async function patchCompany(deps: AppDeps, caller: Caller, id: number, patch: CompanyPatch): Promise<Company> {
  assertOwnCompany(caller, id);
  if (patch.secondFactorRule !== undefined && caller.role !== 'employer') throw forbidden();
  const company = await deps.db.transaction().execute(async (trx) => {
    const before = patch.secondFactorRule === undefined ? undefined : await findCompany(trx, id);
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
      second_factor_rule: patch.secondFactorRule,
    });
    if (!row) throw notFound();
    if (before && before.second_factor_rule !== row.second_factor_rule) {
      await audit(trx, {
        action: 'company.second_factor_rule_changed',
        actor: caller,
        targetCompanyId: id,
        details: { from: before.second_factor_rule, to: row.second_factor_rule },
      });
    }
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
