import { api } from '#shared/api/endpoints/index.ts';
import { queryOptions } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '#shared/api/accounts.ts';
import { call } from '../../../api/client.ts';

/** The calls behind the links the portal mails (invitation, decision 073; e-mail change, decision 066). */

/** Whether an invitation link still holds, asked before anything is typed. */
export const invitationStatusQuery = (token: string) =>
  queryOptions({
    queryKey: ['invitation', token],
    queryFn: () => call(api.invitationStatus, { token }),
    retry: false,
    gcTime: 0,
  });

/** POST /employee/change-password with the invitation token: the first password and the privacy consent. */
export const acceptInvitation = (token: string, body: ChangePasswordRequest) =>
  call(api.acceptInvitation, { body, token });

export const confirmEmail = (token: string) => call(api.confirmEmail, { body: { token } });

export const reportEmailChange = (token: string) => call(api.reportEmailChange, { body: { token } });
