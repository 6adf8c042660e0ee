import type { Caller } from './caller.ts';
import { forbidden } from './errors.ts';

/**
 * The caller's company, for calls that are its employer's alone: management, policies, the AI
 * record and the evidence package (decisions 103, 108–110). Managers and employees get 403.
 */
export function employerCompany(caller: Caller): number {
  if (caller.role !== 'employer' || caller.companyId === null) throw forbidden();
  return caller.companyId;
}
