/**
 * The one error envelope of the /api/ (docs/architecture.md):
 * { "error": { "statusCode": 401, "code": "AUTHORIZATION_REQUIRED", "message": "..." } }
 * `code` is stable for programs; `message` is in the request's language.
 * Each code has a message id; where docs/product.md §8 names a key, that key is the id.
 */
export const ERROR_MESSAGE_IDS = {
  AUTHORIZATION_REQUIRED: 'common.authorization_required',
  ACCESS_DENIED: 'common.access_denied',
  NOT_FOUND: 'common.not_found',
  VALIDATION_FAILED: 'common.validation_failed',
  LOGIN_FAILED: 'login.failed',
  ACCOUNT_LOCKED: 'login.account_locked',
  ACCOUNT_BLOCKED: 'login.account_blocked',
  EMAIL_ALREADY_EXISTS: 'users.email_already_exists',
  INVITATION_ALREADY_ACCEPTED: 'users.invitation_already_accepted',
  PASSWORD_TOO_WEAK: 'change_password.password_too_weak',
  PASSWORD_TOO_SHORT: 'change_password.password_too_short',
  PASSWORD_BREACHED: 'change_password.password_breached',
  PASSWORDS_DO_NOT_MATCH: 'change_password.passwords_do_not_match',
  CURRENT_PASSWORD_WRONG: 'change_password.current_password_wrong',
  TEMPORARY_PASSWORD_EXPIRED: 'login.temporary_password_expired',
  PASSWORD_CHANGE_REQUIRED: 'change_password.required',
  SECOND_FACTOR_REQUIRED: 'login.second_factor_required',
  SECOND_FACTOR_INVALID: 'login.second_factor_invalid',
  SECOND_FACTOR_LOCKED: 'login.second_factor_locked',
  SECOND_FACTOR_SETUP_REQUIRED: 'second_factor.setup_required',
  SECOND_FACTOR_REQUIRED_FOR_ROLE: 'second_factor.required_for_role',
  CANNOT_RESET_OWN_SECOND_FACTOR: 'admin.cannot_reset_own_second_factor',
  CONSENT_REQUIRED: 'register.consent_required',
  AGREEMENT_CANNOT_BE_WITHDRAWN: 'agreement.cannot_be_withdrawn',
  INSURANCE_NUMBER_INVALID: 'settings.insurance_number_invalid',
  INSURANCE_NUMBER_MISSING: 'certificates.insurance_number_missing',
  CERTIFICATE_NOT_EARNED: 'certificates.not_earned',
  MANAGEMENT_TRAINING_NOT_PASSED: 'certificates.management_not_passed',
  ACTIONS_BLOCKED: 'common.is_actions_blocked',
  RESET_TOO_SOON: 'progress.reset_too_soon',
  TRAINING_NOT_ASSIGNED: 'trainings.not_assigned',
  QUIZ_NOT_HANDED_OUT: 'quiz.not_handed_out',
  QUIZ_MODULE_FIRST: 'quiz.module_first',
  FEATURE_NOT_BOOKED: 'simulation.not_booked',
  SIMULATION_UNAVAILABLE: 'simulation.unavailable',
  TEXT_VERSION_OUTDATED: 'simulation.text_version_outdated',
  DOMAIN_NOT_ALLOWED: 'simulation.domain_not_allowed',
  DOMAIN_TAKEN: 'simulation.domain_taken',
  DOMAIN_NOT_VERIFIED: 'simulation.domain_not_verified',
  SIMULATION_NOT_READY: 'simulation.not_ready',
  SIMULATION_NO_RECIPIENTS: 'simulation.no_recipients',
  SIMULATION_NO_SCENARIOS: 'simulation.no_scenarios',
  SIMULATION_WINDOW_PASSED: 'simulation.window_passed',
  CAMPAIGN_STATE: 'simulation.campaign_state',
  UPLOAD_REJECTED: 'users.upload_error',
  POLICY_PDF_REJECTED: 'policies.pdf_rejected',
  EVIDENCE_DAY_INVALID: 'evidence.day_invalid',
  EVIDENCE_LINK_EXPIRED: 'evidence.link_expired',
  EVIDENCE_LINK_REVOKED: 'evidence.link_revoked',
  UPLOAD_NOT_AVAILABLE: 'users.upload_min_employees',
  NO_UPLOAD: 'users.no_upload',
  CONFIRMATION_OWN_EMAIL_ONLY: 'users.confirmation_own_email_only',
  CONFIRMATION_COPY_NOT_ALLOWED: 'users.confirmation_copy_not_allowed',
  CONFIRMATION_REQUIRED: 'admin.confirmation_required',
  CANNOT_DELETE_SELF: 'admin.cannot_delete_self',
  LAST_ADMIN: 'admin.last_admin',
  ALREADY_EMPLOYER: 'admin.already_employer',
  UPLOAD_ALREADY_IMPORTED: 'admin.upload_already_imported',
  RATE_LIMITED: 'common.too_many_requests',
  LINK_INVALID: 'reset_password.link_invalid',
  PAYLOAD_TOO_LARGE: 'common.payload_too_large',
  CONFLICT: 'common.conflict',
  SERVICE_UNAVAILABLE: 'common.service_unavailable',
  PASSWORD_SIGN_IN_OFF: 'login.password_sign_in_off',
  SSO_DISCOVERY_FAILED: 'sso.discovery_failed',
  SSO_SECRET_REQUIRED: 'sso.secret_required',
  SSO_NOT_CONFIGURED: 'sso.not_configured',
  SSO_PROVIDER_UNREACHABLE: 'sso.provider_unreachable',
  SSO_STATE_INVALID: 'sso.state_invalid',
  SSO_TOKEN_INVALID: 'sso.token_invalid',
  SSO_PROVIDER_REFUSED: 'sso.provider_refused',
  SSO_ADDRESS_UNVERIFIED: 'sso.address_unverified',
  SSO_OTHER_COMPANY: 'sso.other_company',
  SSO_NO_ACCOUNT: 'sso.no_account',
  SSO_CONSENT_REQUIRED: 'sso.consent_required',
  INTERNAL: 'common.something_went_wrong',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGE_IDS;

export type ErrorEnvelope = {
  error: { statusCode: number; code: ErrorCode; message: string; details?: ErrorDetail[] };
};

/**
 * One failed field of a validation error. `code` is a stable name of the problem where the call
 * has its own list (e.g. UPLOAD_REFUSALS of an upload); `message` is for people.
 */
export type ErrorDetail = { path: string; message: string; code?: string };
