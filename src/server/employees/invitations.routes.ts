import { Hono } from 'hono';
import { InviteEmployeeRequest, ResendInvitationQuery } from '#shared/api/company-employees.ts';
import { callerOf, requireSession } from '../http/auth.ts';
import type { AppDeps, AppEnv } from '../http/types.ts';
import { validate } from '../http/validate.ts';
import { inviteEmployee, resendInvitation } from './invitations.ts';

/** Inviting people into the caller's company and resending their link (employer and managers). */
export function invitationsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post(
      '/employee/invite-employee',
      requireSession('employer', 'manager'),
      validate('json', InviteEmployeeRequest),
      async (c) => {
        const caller = callerOf(c);
        return c.json(await inviteEmployee(deps, caller, c.req.valid('json'), c.get('clientAddress')));
      },
    )
    .get(
      '/employee/resend-invitation',
      requireSession('employer', 'manager'),
      validate('query', ResendInvitationQuery),
      async (c) => {
        const caller = callerOf(c);
        await resendInvitation(deps, caller, c.req.valid('query').employeeId, c.get('clientAddress'));
        return c.json({ success: true as const });
      },
    );
}
