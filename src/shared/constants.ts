/** Business constants of docs/product.md §9 and of its readings (§10). */

export const LANGS = ['de', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const isLang = (value: string): value is Lang => (LANGS as readonly string[]).includes(value);
/** German is the default and the fallback language. */
export const DEFAULT_LANG: Lang = 'de';

export const ROLES = ['admin', 'employer', 'manager', 'employee'] as const;
export type Role = (typeof ROLES)[number];
/** Customers sign in at /employee/login; admins at /appuser/login. */
export const CUSTOMER_ROLES = ['employer', 'manager', 'employee'] as const;
export type CustomerRole = (typeof CUSTOMER_ROLES)[number];

export const SALUTATIONS = ['Herr', 'Frau'] as const;
export type Salutation = (typeof SALUTATIONS)[number];

/** Access tokens live 14 days (docs/product.md R2). */
export const SESSION_TTL_SECONDS = 14 * 24 * 60 * 60;
/** Reset links live 30 minutes, invitation links 14 days; both single-use. */
export const RESET_LINK_MINUTES = 30;
export const RESET_LINK_TTL_SECONDS = RESET_LINK_MINUTES * 60;
export const INVITATION_DAYS = 14;
export const INVITATION_TTL_SECONDS = INVITATION_DAYS * 24 * 60 * 60;

/**
 * Minimum password length, the "shared setting" of docs/product.md §5. OWASP ASVS 5.0 6.2.1 asks for at least 8
 * and recommends 15; NIST SP 800-63B-4 requires 15 where the password is the only factor, as here.
 * Passphrases of a few words reach it easily, and the password course teaches them.
 */
export const PASSWORD_MIN_LENGTH = 15;
/** At least 64 must be allowed (ASVS 6.2.9); 128 bounds the hashing work per request. */
export const PASSWORD_MAX_LENGTH = 128;
/** zxcvbn score 0 to 4; at least 2 ("medium"). */
export const PASSWORD_MIN_SCORE = 2;
/** A password someone else set for a person signs in this long, and only to be replaced (ASVS 6.4.1). */
export const TEMPORARY_PASSWORD_DAYS = 7;
/** A new e-mail address counts once confirmed through the link mailed to it, within this time. */
export const EMAIL_CONFIRM_HOURS = 24;
/** The old address's link to report a change it did not ask for works this long. */
export const EMAIL_REPORT_DAYS = 7;

export const AGREEMENT_VERSION = '5.40';
/** Employers created before this moment (2022-03-18 10:38 Europe/Berlin) may lack the agreement. */
export const AGREEMENT_CUTOFF = '2022-03-18T09:38:00Z';
export const AGREEMENT_FILE_NAME = `Auftragsverarbeitungsvertrag V ${AGREEMENT_VERSION}.pdf`;

export const QUIZ_QUESTIONS_PER_ATTEMPT = 5;
export const QUIZ_PASS_PERCENT = 80;
/** Failed attempts in a row after which the module must be gone through again before the next one. */
export const QUIZ_FAILURES_BEFORE_MODULE = 2;
export const CERTIFICATE_MIN_COURSES = 6;
/**
 * The share of a company's learners (people with an assigned course) who must have passed every
 * assigned course, valid today, before the company document is a certificate with a seal; below it
 * the document is a dated interim status (docs/decisions/104-interim-company-document.md).
 */
export const COMPANY_CERTIFICATE_MIN_PERCENT = 80;
export const UPLOAD_MIN_EMPLOYEES = 50;
export const COMPANY_RESET_INTERVAL_DAYS = 30;
/** The weekly digest names passes and company certificates that lapse within this many days. */
export const DIGEST_LAPSE_DAYS = 30;
export const EMPLOYER_PAGE_SIZE = 1000;

export const TOAST_DURATION_MS = 3000;
export const SETTINGS_WARNING_DURATION_MS = 10_000;
/** How long the notice of a refusal that closed a dialog (the role was changed meanwhile) stays. */
export const ACCESS_DENIED_NOTICE_MS = 10_000;
export const VIDEO_PLAYBACK_RATES = [0.7, 1, 1.5, 2] as const;
export const VIDEO_HEIGHT = 360;
export const VIDEO_RESIZE_THROTTLE_MS = 100;
export const DOWNLOAD_URL_RELEASE_MS = 60_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Names of the notices GET /employee/{id} derives (docs/product.md R11). */
export const NOTIFICATION_NAMES = ['orderProcessingAgreement'] as const;
export type NotificationName = (typeof NOTIFICATION_NAMES)[number];

/**
 * Where a learner stands with one course, derived from their progress (rules/progress-status.ts):
 * `notStarted` no progress yet, `inProgress` reading the module, `quizPending` module finished and
 * quiz not yet tried, `failed` quiz tried and not yet passed, `passed` a quiz attempt reached 80 %.
 */
export const PROGRESS_STATUSES = ['notStarted', 'inProgress', 'quizPending', 'failed', 'passed'] as const;
export type ProgressStatus = (typeof PROGRESS_STATUSES)[number];
