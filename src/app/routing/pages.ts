import { type LazyPage, lazyPage } from './lazy-page.tsx';
import type { RouteName } from './route-table.ts';

/** Each route's page, in its own chunk. */
export const PAGES: Record<RouteName, LazyPage> = {
  login: lazyPage(() => import('../features/auth/login-page.tsx')),
  adminLogin: lazyPage(() => import('../features/auth/admin-login-page.tsx')),
  register: lazyPage(() => import('../features/register/register-page.tsx')),
  resetPassword: lazyPage(() => import('../features/auth/reset-request-page.tsx')),
  adminResetPassword: lazyPage(() => import('../features/auth/admin-reset-request-page.tsx')),
  invitation: lazyPage(() => import('../features/auth/invitation-page.tsx')),
  recoveryPassword: lazyPage(() => import('../features/auth/recovery-page.tsx')),
  adminRecoveryPassword: lazyPage(() => import('../features/auth/admin-recovery-page.tsx')),
  confirmEmail: lazyPage(() => import('../features/auth/email-link-page.tsx')),
  reportEmailChange: lazyPage(() =>
    import('../features/auth/email-link-page.tsx').then((page) => ({ default: page.ReportEmailChangePage })),
  ),
  orderDataProcessing: lazyPage(() => import('../features/legal/agreement-page.tsx')),
  privacy: lazyPage(() => import('../features/legal/privacy-page.tsx')),
  impressum: lazyPage(() => import('../features/legal/impressum-page.tsx')),
  verify: lazyPage(() => import('../features/certificates/verify-page.tsx')),
  home: lazyPage(() => import('../features/home/home-page.tsx')),
  admin: lazyPage(() => import('../features/home/home-page.tsx')),
  users: lazyPage(() => import('../features/users/users-page.tsx')),
  courseSettings: lazyPage(() => import('../features/course-settings/course-settings-page.tsx')),
  dashboard: lazyPage(() => import('../features/statistics/dashboard-page.tsx')),
  proofOfInsurance: lazyPage(() => import('../features/certificates/company-certificate-page.tsx')),
  personalCertificate: lazyPage(() => import('../features/certificates/personal-certificate-page.tsx')),
  trainings: lazyPage(() => import('../features/trainings/trainings-page.tsx')),
  training: lazyPage(() => import('../features/trainings/training-page.tsx')),
  accountSettings: lazyPage(() => import('../features/account-settings/account-settings-page.tsx')),
  logout: lazyPage(() => import('../features/auth/logout-page.tsx')),
  adminPolicyholders: lazyPage(() => import('../features/policyholders/policyholders-page.tsx')),
  adminPolicyholder: lazyPage(() => import('../features/policyholders/policyholder-page.tsx')),
  adminStatistics: lazyPage(() => import('../features/statistics/admin-statistics-page.tsx')),
  adminAdmins: lazyPage(() => import('../features/admins/admins-page.tsx')),
  adminSecurity: lazyPage(() => import('../features/account-settings/admin-security-page.tsx')),
  adminUpload: lazyPage(() => import('../features/admin-uploads/upload-page.tsx')),
};
