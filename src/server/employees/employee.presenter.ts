import type { Employee, Notification } from '#shared/api/employees.ts';
import { isCourseSlug, type CourseSlug } from '#shared/courses.ts';
import { type SecondFactorRule, secondFactorRequired } from '#shared/rules/second-factor-rule.ts';
import type { UserRow } from '../db/schema.ts';

/** Notices the app shows in its notifications bar (docs/product.md R10 and R11). */
export function notificationsFor(user: UserRow): Notification[] {
  if (user.role === 'employer' && !user.order_processing_accepted_at) return [{ name: 'orderProcessingAgreement' }];
  return [];
}

/** What the API shows of a person's company with them: its block and its second-factor rule. */
export type CompanyState = { blocked: boolean; secondFactorRule: SecondFactorRule | null };

/** The API's view of a user account: never the password hash, timestamps as ISO strings. */
export function toEmployee(
  user: UserRow,
  courses: string[],
  company: CompanyState,
  pendingEmail: string | null = null,
): Employee {
  return {
    id: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    pendingEmail,
    salutation: user.salutation,
    role: user.role,
    active: user.active,
    isFirstLogin: user.is_first_login,
    companyId: user.company_id,
    dataProtectionPolicyAccepted: user.data_protection_policy_accepted_at !== null,
    lang: user.lang,
    sawVideo: user.saw_video,
    createdAt: user.created_at.toISOString(),
    orderProcessingAccepted: user.order_processing_accepted_at !== null,
    orderProcessingAcceptedAt: user.order_processing_accepted_at?.toISOString() ?? null,
    assignedCourseList: courses.filter((slug): slug is CourseSlug => isCourseSlug(slug)),
    locked: user.locked_at !== null,
    blocked: company.blocked,
    notifications: notificationsFor(user),
    remindersEnabled: user.reminders_enabled,
    hasSecondFactor: user.second_factor_since !== null,
    secondFactorRequired: secondFactorRequired(user.role, company.secondFactorRule),
  };
}
