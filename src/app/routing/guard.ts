import type { Role } from '#shared/constants.ts';
import { homeOf, type RouteDef } from './route-table.ts';

export type GuardInput = {
  route: RouteDef;
  /** Path and query of the wanted page, e.g. /users?x=1. */
  location: string;
  signedIn: boolean;
  role: Role | undefined;
  /** For employers: whether the account settings are complete (undefined while loading). */
  settingsComplete: boolean | undefined;
};

export type GuardDecision =
  { kind: 'render' } | { kind: 'wait' } | { kind: 'redirect'; to: string; warnIncompleteSettings?: boolean };

/**
 * Whether an employer's settings count as complete for the guard while their account is read:
 * the fresh check decides; without a network the check cannot be made and the employer learning
 * offline is not stopped (the server still refuses what incomplete settings do not allow); a
 * failed read counts as incomplete; meanwhile a device that saw them complete before shows the
 * page at once (never an "incomplete" seen before: that waits for the fresh answer).
 */
export function settingsCompleteNow(facts: {
  checked: boolean | undefined;
  offline: boolean;
  readFailed: boolean;
  /** Asked last: it reads the device's storage. */
  completeBefore: () => boolean;
}): boolean | undefined {
  if (facts.checked !== undefined) return facts.checked;
  if (facts.offline) return true;
  if (facts.readFailed) return false;
  return facts.completeBefore() ? true : undefined;
}

/** Routes an employer with incomplete settings may still open (a second factor the company requires comes first). */
const OPEN_WHILE_INCOMPLETE = new Set([
  'accountSettings',
  'signInSecurity',
  'logout',
  'impressum',
  'privacy',
  'orderDataProcessing',
]);

/** The navigation guard of docs/product.md §2, as a pure function of what the app knows. */
export function decide(input: GuardInput): GuardDecision {
  const { route, signedIn, role } = input;
  if (route.access.kind === 'public') return { kind: 'render' };
  if (!signedIn || !role) {
    const login = input.location.startsWith('/admin') ? '/admin/login' : '/login';
    return { kind: 'redirect', to: `${login}?next=${encodeURIComponent(input.location)}` };
  }
  if (route.access.roles && !route.access.roles.includes(role)) return { kind: 'redirect', to: '/' };
  if (route.name === 'home') return { kind: 'redirect', to: homeOf(role) };
  if (route.name === 'admin') return { kind: 'redirect', to: '/admin/policyholders' };
  if (role === 'employer' && !OPEN_WHILE_INCOMPLETE.has(route.name)) {
    if (input.settingsComplete === undefined) return { kind: 'wait' };
    if (!input.settingsComplete) return { kind: 'redirect', to: '/account-settings', warnIncompleteSettings: true };
  }
  return { kind: 'render' };
}
