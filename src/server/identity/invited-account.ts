import type { Lang } from '#shared/constants.ts';
import type { NewUser } from '../db/schema.ts';

/**
 * The account of a person invited into a company, by hand or from an employee list: no password
 * until they set one through their link, not active and on first sign-in until then, in the
 * inviter's language.
 */
export const invitedAccount = (
  person: { email: string; firstname: string; lastname: string },
  into: { role: 'manager' | 'employee'; companyId: number; lang: Lang },
  now: Date,
): NewUser => ({
  email: person.email,
  firstname: person.firstname,
  lastname: person.lastname,
  salutation: null,
  role: into.role,
  company_id: into.companyId,
  password_hash: null,
  active: false,
  is_first_login: true,
  lang: into.lang,
  created_at: now,
  updated_at: now,
});
