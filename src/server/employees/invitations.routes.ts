import { callerOf } from '../http/auth.ts';
import type { AppDeps } from '../deps.ts';
import { inviteEmployee, resendInvitation } from './invitations.ts';
import { api } from '#shared/api/endpoints/index.ts';
import { endpointRoutes, implement } from '../http/endpoint-routes.ts';

/** Inviting people into the caller's company and resending their link (employer and managers). */
export function invitationsRoutes(deps: AppDeps) {
  return endpointRoutes(
    implement(api.inviteEmployee, async (c, { body }) => {
      const caller = callerOf(c);
      return await inviteEmployee(deps, caller, body, c.get('clientAddress'));
    }),
    implement(api.resendInvitation, async (c, { query }) => {
      const caller = callerOf(c);
      await resendInvitation(deps, caller, query.employeeId, c.get('clientAddress'));
      return { success: true as const };
    }),
  );
}
