import {
  AdminAccessToken,
  ChangePasswordRequest,
  ChangePasswordResponse,
  CustomerAccessToken,
  LoginRequest,
  RegisterRequest,
  RegisterResponse,
  ResetPasswordRequest,
  ResetRequest,
} from '../accounts.ts';
import { SuccessResponse } from '../common.ts';
import { CUSTOMER_ROLES } from '../../constants.ts';
import { endpoint } from '../endpoint.ts';

const ANYONE = { token: 'none' } as const;
const tag = 'Accounts';

/** Signing in and out, registration, the password links. */
export const accountsEndpoints = {
  customerLogin: endpoint({
    method: 'POST',
    path: '/employee/login',
    summary: 'Sign in an employer, manager or employee',
    description: 'Answers the access token; its `id` goes into the Authorization header of later calls.',
    tag,
    access: ANYONE,
    body: LoginRequest,
    response: CustomerAccessToken,
  }),
  adminLogin: endpoint({
    method: 'POST',
    path: '/appuser/login',
    summary: 'Sign in an admin of the provider',
    tag,
    access: ANYONE,
    body: LoginRequest,
    response: AdminAccessToken,
  }),
  customerLogout: endpoint({
    method: 'POST',
    path: '/employee/logout',
    summary: 'End the own session',
    tag,
    access: { token: 'session', roles: CUSTOMER_ROLES },
    response: SuccessResponse,
  }),
  adminLogout: endpoint({
    method: 'POST',
    path: '/appuser/logout',
    summary: 'End the own admin session',
    tag,
    access: { token: 'session', roles: ['admin'] },
    response: SuccessResponse,
  }),
  register: endpoint({
    method: 'POST',
    path: '/employee/create-employer',
    summary: 'Register a company and its employer',
    tag,
    access: ANYONE,
    body: RegisterRequest,
    response: RegisterResponse,
  }),
  customerReset: endpoint({
    method: 'POST',
    path: '/employee/reset',
    summary: 'Ask for a password reset link (same answer for known and unknown addresses)',
    tag,
    access: ANYONE,
    body: ResetRequest,
    response: SuccessResponse,
  }),
  adminReset: endpoint({
    method: 'POST',
    path: '/appuser/reset',
    summary: 'Ask for an admin password reset link',
    tag,
    access: ANYONE,
    body: ResetRequest,
    response: SuccessResponse,
  }),
  customerResetPassword: endpoint({
    method: 'POST',
    path: '/employee/reset-password',
    summary: 'Set a new password with the token of a reset link',
    tag,
    access: { token: 'reset', roles: CUSTOMER_ROLES },
    body: ResetPasswordRequest,
    response: SuccessResponse,
  }),
  adminResetPassword: endpoint({
    method: 'POST',
    path: '/appuser/reset-password',
    summary: 'Set a new admin password with the token of a reset link',
    tag,
    access: { token: 'reset', roles: ['admin'] },
    body: ResetPasswordRequest,
    response: SuccessResponse,
  }),
  acceptInvitation: endpoint({
    method: 'POST',
    path: '/employee/change-password',
    summary: 'Accept an invitation: set the first password with the invitation token',
    tag,
    access: { token: 'invitation', roles: CUSTOMER_ROLES },
    body: ChangePasswordRequest,
    response: ChangePasswordResponse,
  }),
} as const;
