import type { CompanyEmployee, InvitationState } from '#shared/api/company-employees.ts';
import { isCourseSlug, type CourseSlug } from '#shared/courses.ts';
import type { UserRow } from '../db/schema.ts';

/**
 * `accepted` once the account has a password; otherwise `pending` while the newest invitation
 * link is valid and `expired` after (or when none was ever sent, e.g. an imported list).
 */
export function invitationState(user: UserRow, invitationExpiresAt: Date | null, now: Date): InvitationState {
  if (user.password_hash !== null) return 'accepted';
  return invitationExpiresAt !== null && invitationExpiresAt > now ? 'pending' : 'expired';
}

/** A person as the company's people list shows them: never the password hash. */
export function toCompanyEmployee(
  user: UserRow,
  courses: string[],
  invitationExpiresAt: Date | null,
  now: Date,
): CompanyEmployee {
  if (user.role === 'admin' || user.company_id === null) throw new Error('admins belong to no company');
  const state = invitationState(user, invitationExpiresAt, now);
  return {
    id: user.id,
    companyId: user.company_id,
    firstname: user.firstname,
    lastname: user.lastname,
    salutation: user.salutation,
    email: user.email,
    role: user.role,
    active: user.active,
    isFirstLogin: user.is_first_login,
    lang: user.lang,
    createdAt: user.created_at.toISOString(),
    assignedCourseList: courses.filter((slug): slug is CourseSlug => isCourseSlug(slug)),
    invitation: state,
    invitationExpiresAt: state === 'accepted' ? null : (invitationExpiresAt?.toISOString() ?? null),
    hasSecondFactor: user.second_factor_since !== null,
    directoryManaged: user.directory_managed_at !== null,
  };
}
