import { api } from '#shared/api/endpoints/index.ts';
import { queryOptions } from '@tanstack/react-query';
import { type CreateAdminRequest } from '#shared/api/admin-admins.ts';
import { call } from '../../../api/client.ts';

/** GET /appuser, POST /employee/create-admin, POST /appuser/{id}/send-invitation, DELETE /appuser/{id} (docs/product.md §7). */

export const adminsQuery = queryOptions({
  queryKey: ['admin', 'admins'],
  queryFn: () => call(api.admins, {}),
});

export const createAdmin = (body: CreateAdminRequest) => call(api.createAdmin, { body });

export const resendAdminInvitation = (id: number) => call(api.resendAdminInvitation, { params: { id } });

export const deleteAdmin = (id: number) => call(api.deleteAdmin, { params: { id } });
