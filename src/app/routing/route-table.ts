import type { Role } from '#shared/constants.ts';

/** Who may open a route: anyone, or signed-in people of the listed roles (all when none). */
export type Access = { kind: 'public' } | { kind: 'signedIn'; roles?: readonly Role[] };

export type RouteName =
  | 'login'
  | 'adminLogin'
  | 'ssoCallback'
  | 'adminSsoCallback'
  | 'register'
  | 'resetPassword'
  | 'adminResetPassword'
  | 'invitation'
  | 'recoveryPassword'
  | 'adminRecoveryPassword'
  | 'confirmEmail'
  | 'reportEmailChange'
  | 'orderDataProcessing'
  | 'privacy'
  | 'impressum'
  | 'verify'
  | 'home'
  | 'users'
  | 'courseSettings'
  | 'dashboard'
  | 'proofOfInsurance'
  | 'phishingSimulation'
  | 'mySimulations'
  | 'management'
  | 'companyPolicies'
  | 'companyPolicy'
  | 'myPolicies'
  | 'aiLiteracy'
  | 'evidence'
  | 'sharedEvidence'
  | 'adminEvidence'
  | 'personalCertificate'
  | 'trainings'
  | 'training'
  | 'accountSettings'
  | 'signInSecurity'
  | 'logout'
  | 'admin'
  | 'adminPolicyholders'
  | 'adminPolicyholder'
  | 'adminStatistics'
  | 'adminAdmins'
  | 'adminUpload'
  | 'adminSimulation'
  | 'adminSecurity';

export type RouteDef = { name: RouteName; path: string; access: Access };

const PUBLIC: Access = { kind: 'public' };
const SIGNED_IN: Access = { kind: 'signedIn' };
const COMPANY: Access = { kind: 'signedIn', roles: ['employer', 'manager'] };
const LEARNERS: Access = { kind: 'signedIn', roles: ['employer', 'manager', 'employee'] };
const EMPLOYER: Access = { kind: 'signedIn', roles: ['employer'] };
const ADMIN: Access = { kind: 'signedIn', roles: ['admin'] };

/** The routes of docs/product.md §2, in matching order (wouter patterns). */
export const ROUTES: readonly RouteDef[] = [
  { name: 'login', path: '/login', access: PUBLIC },
  { name: 'invitation', path: '/login/:token', access: PUBLIC },
  { name: 'adminLogin', path: '/admin/login', access: PUBLIC },
  // The company's identity provider sends the browser back here (decision 106).
  { name: 'ssoCallback', path: '/sso/callback', access: PUBLIC },
  // The admins' identity provider sends the browser back here (decision 112).
  { name: 'adminSsoCallback', path: '/admin/sso/callback', access: PUBLIC },
  { name: 'register', path: '/register', access: PUBLIC },
  { name: 'resetPassword', path: '/reset-password', access: PUBLIC },
  { name: 'adminResetPassword', path: '/admin/reset-password', access: PUBLIC },
  { name: 'recoveryPassword', path: '/recovery-password/:token', access: PUBLIC },
  { name: 'adminRecoveryPassword', path: '/admin/recovery-password/:token', access: PUBLIC },
  // The links of an e-mail change (decision 066): opened from a mail, with or without a session.
  { name: 'confirmEmail', path: '/confirm-email/:token', access: PUBLIC },
  { name: 'reportEmailChange', path: '/report-email-change/:token', access: PUBLIC },
  { name: 'orderDataProcessing', path: '/order-data-processing', access: PUBLIC },
  { name: 'privacy', path: '/datenschutzhinweise', access: PUBLIC },
  { name: 'privacy', path: '/data-protection-notes', access: PUBLIC },
  // Public although docs/product.md §2 says login: German law wants the Impressum reachable (R27).
  { name: 'impressum', path: '/impressum', access: PUBLIC },
  { name: 'verify', path: '/verify/:code', access: PUBLIC },
  // A shared evidence package, opened by whoever holds the link (decision 110).
  { name: 'sharedEvidence', path: '/evidence/shared/:token', access: PUBLIC },
  { name: 'home', path: '/', access: SIGNED_IN },
  { name: 'users', path: '/users', access: COMPANY },
  { name: 'courseSettings', path: '/course-settings', access: COMPANY },
  { name: 'dashboard', path: '/dashboard', access: COMPANY },
  { name: 'proofOfInsurance', path: '/proofOfInsurance', access: COMPANY },
  // The phishing-simulation add-on (decision 096): booking and setup by the employer, managers read.
  { name: 'phishingSimulation', path: '/phishing-simulation', access: COMPANY },
  // The management training of § 38 (3) BSIG: naming and proofs are the employer's (decision 103).
  { name: 'management', path: '/management', access: EMPLOYER },
  // The company's own policies and who confirmed them are the employer's (decision 108).
  { name: 'companyPolicies', path: '/company-policies', access: EMPLOYER },
  { name: 'companyPolicy', path: '/company-policies/:id', access: EMPLOYER },
  // Each person's policies to read and confirm (decision 108).
  { name: 'myPolicies', path: '/policies', access: LEARNERS },
  // The AI-literacy record of Art. 4 EU AI Act: inventory and record are the employer's (decision 109).
  { name: 'aiLiteracy', path: '/ai-literacy', access: EMPLOYER },
  { name: 'evidence', path: '/evidence', access: EMPLOYER },
  { name: 'personalCertificate', path: '/personalCertificate', access: LEARNERS },
  // Each person's own simulations, in the pseudonymous mode (decision 102).
  { name: 'mySimulations', path: '/my-simulations', access: LEARNERS },
  // docs/product.md §2 marks them login-only; admins have no trainings (§6), so they go home.
  { name: 'trainings', path: '/trainings', access: LEARNERS },
  { name: 'training', path: '/trainings/:slug/*?', access: LEARNERS },
  { name: 'accountSettings', path: '/account-settings', access: LEARNERS },
  // Where a customer whose company requires a second factor sets one up (decision 099).
  { name: 'signInSecurity', path: '/sign-in-security', access: LEARNERS },
  { name: 'logout', path: '/logout', access: PUBLIC },
  { name: 'admin', path: '/admin', access: ADMIN },
  { name: 'adminPolicyholders', path: '/admin/policyholders', access: ADMIN },
  { name: 'adminPolicyholder', path: '/admin/policyholders/:id', access: ADMIN },
  { name: 'adminStatistics', path: '/admin/statistics', access: ADMIN },
  { name: 'adminAdmins', path: '/admin/admins', access: ADMIN },
  { name: 'adminUpload', path: '/admin/upload', access: ADMIN },
  { name: 'adminEvidence', path: '/admin/evidence', access: ADMIN },
  { name: 'adminSimulation', path: '/admin/simulation', access: ADMIN },
  // An admin's second factor (decision 069).
  { name: 'adminSecurity', path: '/admin/security', access: ADMIN },
];

/** Where `/` leads each role (docs/product.md §2). */
export function homeOf(role: Role): string {
  if (role === 'admin') return '/admin/policyholders';
  if (role === 'employee') return '/trainings';
  return '/course-settings';
}
