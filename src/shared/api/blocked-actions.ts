/** The own sessions, the second factor's state and setting one up (apps and passkeys). */
const OWN_SESSIONS_AND_FACTOR_SETUP = [
  'GET /account/sessions',
  'POST /account/sessions/end-others',
  'POST /account/sessions/end',
  'GET /account/second-factor',
  'POST /account/second-factor/totp',
  'POST /account/second-factor/totp/confirm',
  'POST /account/second-factor/passkey/options',
  'POST /account/second-factor/passkey',
] as const;

/**
 * Blocked actions (docs/product.md R12): while a company's employer has not accepted the
 * data-processing agreement, its employer, managers and employees may make only these calls;
 * the server refuses every other call with 403 ACTIONS_BLOCKED (`common.is_actions_blocked`).
 * Paths are relative to /api/; `:name` stands for a numeric id. A new call is blocked unless it
 * is added here.
 */
export const ALLOWED_WHILE_BLOCKED = [
  // signing in and out, invitation and reset links
  'POST /employee/login',
  'POST /employee/login/second-factor',
  'GET /account/sign-in-challenge',
  'POST /employee/logout',
  'GET /account/provider-sign-out',
  'POST /employee/create-employer',
  'POST /employee/reset',
  'POST /employee/reset-password',
  'POST /employee/change-password',
  'GET /employee/invitation',
  // account settings, language, video flag and the agreement itself
  'GET /employee/:id',
  'PATCH /employee/:id',
  'GET /employee/:id/ownsOneCompany',
  'POST /employee/supervisor-data/:id',
  'GET /company/:id',
  'PATCH /company/:id',
  // the own sessions and second factor
  ...OWN_SESSIONS_AND_FACTOR_SETUP,
  'POST /account/second-factor/:id/remove',
  'POST /account/second-factor/recovery-codes',
  // legal pages and the agreement PDF, public configuration, health
  'GET /files/agreement',
  'GET /public-config',
  'GET /health',
] as const;
export type AllowedWhileBlocked = (typeof ALLOWED_WHILE_BLOCKED)[number];

/**
 * While a person signs in with a password someone else set (docs/decisions/064-temporary-passwords.md),
 * their session may make only these calls, the ones of signing out and of the account settings
 * where they replace it; every other call is refused with 403 PASSWORD_CHANGE_REQUIRED.
 */
export const ALLOWED_BEFORE_PASSWORD_CHANGE = [
  'POST /employee/logout',
  'GET /account/provider-sign-out',
  'GET /employee/:id',
  'PATCH /employee/:id',
  'GET /employee/:id/ownsOneCompany',
  'POST /employee/supervisor-data/:id',
  'GET /account/sessions',
  'POST /account/sessions/end-others',
  'POST /account/sessions/end',
  'GET /account/second-factor',
  'GET /company/:id',
  'GET /files/agreement',
  'GET /public-config',
  'GET /health',
] as const;

/**
 * An admin without a second factor (docs/decisions/069-second-factor.md) may make only these calls:
 * signing out, the own sessions and setting a factor up; every other call (reading any account
 * included) is refused with 403 SECOND_FACTOR_SETUP_REQUIRED.
 */
export const ALLOWED_BEFORE_SECOND_FACTOR = [
  'POST /appuser/logout',
  'GET /account/provider-sign-out',
  ...OWN_SESSIONS_AND_FACTOR_SETUP,
  'GET /public-config',
  'GET /health',
] as const;

/**
 * A customer whose company's rule asks them for a second factor and who has none yet
 * (docs/decisions/099-company-second-factor-rule.md) may make only these calls: signing out, reading
 * the own account and whether the company's agreement is accepted (the app's frame needs both), the
 * own sessions and setting a factor up; every other call is refused with 403
 * SECOND_FACTOR_SETUP_REQUIRED. An id in the path must be the caller's own (http/second-factor-setup.ts).
 */
export const ALLOWED_BEFORE_COMPANY_SECOND_FACTOR = [
  'POST /employee/logout',
  'GET /account/provider-sign-out',
  'GET /employee/:id',
  'POST /employee/supervisor-data/:id',
  ...OWN_SESSIONS_AND_FACTOR_SETUP,
  'GET /public-config',
  'GET /health',
] as const;

/** A test of a method and a path (relative to /api/) against a list of `METHOD /path` entries. */
function callMatcher(entries: readonly string[]): (method: string, path: string) => boolean {
  const patterns = entries.map((entry) => {
    const [method = '', path = ''] = entry.split(' ');
    const source = path
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[0-9]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    return { method, path: new RegExp(`^${source}$`) };
  });
  return (method, path) => {
    const verb = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
    const normalized = path.replace(/\/+$/, '') || '/';
    return patterns.some((pattern) => pattern.method === verb && pattern.path.test(normalized));
  };
}

/** Whether a blocked customer may still make this call; `path` is relative to /api/. */
export const isAllowedWhileBlocked = callMatcher(ALLOWED_WHILE_BLOCKED);

/** Whether a session with a temporary password may make this call; `path` is relative to /api/. */
export const isAllowedBeforePasswordChange = callMatcher(ALLOWED_BEFORE_PASSWORD_CHANGE);

/** Whether an admin without a second factor may make this call; `path` is relative to /api/. */
export const isAllowedBeforeSecondFactor = callMatcher(ALLOWED_BEFORE_SECOND_FACTOR);

/** Whether a customer whose company requires a second factor, before setting one up, may make this call. */
export const isAllowedBeforeCompanySecondFactor = callMatcher(ALLOWED_BEFORE_COMPANY_SECOND_FACTOR);
