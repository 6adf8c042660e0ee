import type { Role } from '../constants.ts';

/**
 * A company's own second-factor rule (docs/decisions/099-company-second-factor-rule.md): nobody,
 * its leaders (the employer and the managers) or everyone must sign in with a second factor.
 */
export const SECOND_FACTOR_RULES = ['none', 'leaders', 'everyone'] as const;
export type SecondFactorRule = (typeof SECOND_FACTOR_RULES)[number];

/** Whether a person of this role must have a second factor: admins always, customers by their company's rule. */
export function secondFactorRequired(role: Role, companyRule: SecondFactorRule | null): boolean {
  if (role === 'admin') return true;
  if (companyRule === 'everyone') return true;
  return companyRule === 'leaders' && (role === 'employer' || role === 'manager');
}
