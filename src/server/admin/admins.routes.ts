import { callerOf } from '../http/auth.ts';
import type { AppDeps } from '../deps.ts';
import { createAdmin, deleteAdmin, listAdmins, resendAdminInvitation } from './admins.ts';
import { api } from '#shared/api/endpoints/index.ts';
import { endpointRoutes, implement } from '../http/endpoint-routes.ts';

/** The provider's admin accounts (docs/product.md §7): list, create, send the link again, delete. Admins only. */
export function adminsRoutes(deps: AppDeps) {
  return endpointRoutes(
    implement(api.admins, async () => await listAdmins(deps.db)),
    implement(
      api.createAdmin,
      async (c, { body }) => await createAdmin(deps, callerOf(c), body, c.get('lang'), c.get('clientAddress')),
    ),
    implement(
      api.resendAdminInvitation,
      async (c, { params }) => await resendAdminInvitation(deps, callerOf(c), params.id, c.get('clientAddress')),
    ),
    implement(api.deleteAdmin, async (c, { params }) => {
      await deleteAdmin(deps, callerOf(c), params.id, c.get('clientAddress'));
      return { success: true as const };
    }),
  );
}
