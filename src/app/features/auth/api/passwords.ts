import { api } from '#shared/api/endpoints/index.ts';
import { call } from '../../../api/client.ts';

/** A forgotten password (docs/product.md §2): the link by mail, then the new password with its token. */

export const requestResetLink = (admin: boolean, email: string) =>
  call(admin ? api.adminReset : api.customerReset, { body: { email } });

export const resetPassword = (admin: boolean, token: string, newPassword: string) =>
  call(admin ? api.adminResetPassword : api.customerResetPassword, { body: { newPassword }, token });
