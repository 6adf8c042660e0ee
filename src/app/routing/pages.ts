import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from './lazy-page.tsx';
import type { RouteName } from './route-table.ts';
import type { PlannedName } from '../features/planned/planned-pages.tsx';

const planned = (name: PlannedName) =>
  lazyPage(() => import('../features/planned/planned-pages.tsx').then((module) => ({ default: module.PLANNED[name] })));

/** Each route's page, in its own chunk. */
export const PAGES: Record<RouteName, LazyExoticComponent<ComponentType>> = {
  login: lazyPage(() => import('../features/auth/login-page.tsx')),
  adminLogin: lazyPage(() => import('../features/auth/admin-login-page.tsx')),
  register: lazyPage(() => import('../features/register/register-page.tsx')),
  resetPassword: lazyPage(() => import('../features/auth/reset-request-page.tsx')),
  adminResetPassword: lazyPage(() => import('../features/auth/admin-reset-request-page.tsx')),
  invitation: lazyPage(() => import('../features/auth/invitation-page.tsx')),
  recoveryPassword: lazyPage(() => import('../features/auth/recovery-page.tsx')),
  adminRecoveryPassword: lazyPage(() => import('../features/auth/admin-recovery-page.tsx')),
  orderDataProcessing: lazyPage(() => import('../features/legal/agreement-page.tsx')),
  privacy: lazyPage(() => import('../features/legal/privacy-page.tsx')),
  impressum: lazyPage(() => import('../features/legal/impressum-page.tsx')),
  verify: lazyPage(() => import('../features/certificates/verify-page.tsx')),
  home: planned('home'),
  admin: planned('home'),
  users: lazyPage(() => import('../features/users/users-page.tsx')),
  courseSettings: lazyPage(() => import('../features/course-settings/course-settings-page.tsx')),
  dashboard: planned('dashboard'),
  proofOfInsurance: lazyPage(() => import('../features/certificates/company-certificate-page.tsx')),
  personalCertificate: lazyPage(() => import('../features/certificates/personal-certificate-page.tsx')),
  trainings: lazyPage(() => import('../features/trainings/trainings-page.tsx')),
  training: lazyPage(() => import('../features/trainings/training-page.tsx')),
  accountSettings: lazyPage(() => import('../features/account-settings/account-settings-page.tsx')),
  logout: lazyPage(() => import('../features/auth/logout-page.tsx')),
  adminPolicyholders: planned('adminPolicyholders'),
  adminPolicyholder: planned('adminPolicyholder'),
  adminStatistics: planned('adminStatistics'),
  adminAdmins: planned('adminAdmins'),
  adminUpload: planned('adminUpload'),
};
