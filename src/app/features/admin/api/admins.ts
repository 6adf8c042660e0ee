import { queryOptions } from '@tanstack/react-query';
import {
  AdminAccountList,
  CreateAdminResponse,
  DeleteAdminResponse,
  type CreateAdminRequest,
} from '#shared/api/admin-admins.ts';
import { callApi } from '../../../api/client.ts';

/** GET /appuser, POST /employee/create-admin, DELETE /appuser/{id} (spec.md section 7). */

export const adminsQuery = queryOptions({
  queryKey: ['admin', 'admins'],
  queryFn: () => callApi('GET', '/appuser', { schema: AdminAccountList }),
});

export const createAdmin = (body: CreateAdminRequest) =>
  callApi('POST', '/employee/create-admin', { body, schema: CreateAdminResponse });

export const deleteAdmin = (id: number) => callApi('DELETE', `/appuser/${id}`, { schema: DeleteAdminResponse });
