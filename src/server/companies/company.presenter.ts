import type { Company } from '#shared/api/companies.ts';
import { isValidPolicyNumber } from '#shared/rules/policy-number.ts';
import { COURSE_SLUGS } from '#shared/courses.ts';
import type { CompanyRow } from '../db/schema.ts';

export function toCompany(row: CompanyRow, orderProcessingAccepted: boolean): Company {
  return {
    id: row.id,
    companyName: row.company_name,
    address: { street: row.street, postCode: row.post_code, city: row.city },
    phoneNumber: row.phone_number,
    insuranceNumber: row.insurance_number,
    insuranceNumberInvalid: Boolean(row.insurance_number) && !isValidPolicyNumber(row.insurance_number ?? ''),
    employeeCount: row.employee_count,
    ownerId: row.owner_id ?? 0,
    orderProcessingAccepted,
    isActionsBlocked: !orderProcessingAccepted,
    blocked: row.blocked_at !== null,
    onboardingCourses: COURSE_SLUGS.filter((slug) => row.onboarding_courses.includes(slug)),
    remindersEnabled: row.reminders_enabled,
    secondFactorRule: row.second_factor_rule,
  };
}
