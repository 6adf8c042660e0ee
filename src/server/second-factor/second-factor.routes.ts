import { api } from '#shared/api/endpoints/index.ts';
import { callerOf } from '../http/auth.ts';
import { endpointRoutes, implement } from '../http/endpoint-routes.ts';
import type { AppDeps } from '../deps.ts';
import {
  addPasskey,
  confirmTotp,
  removeSecondFactor,
  renewRecoveryCodes,
  resetSecondFactor,
  secondFactorStatus,
  startPasskey,
  startTotp,
} from './second-factors.ts';

/** The own second factors in the account settings, and an admin's reset of a lost one (decision 069). */
export function secondFactorRoutes(deps: AppDeps) {
  return endpointRoutes(
    implement(api.secondFactorStatus, async (c) => await secondFactorStatus(deps, callerOf(c))),
    implement(api.startTotp, async (c, { body }) => await startTotp(deps, callerOf(c), body.currentPassword)),
    implement(
      api.confirmTotp,
      async (c, { body }) => await confirmTotp(deps, callerOf(c), body, c.get('clientAddress')),
    ),
    implement(api.startPasskey, async (c, { body }) => await startPasskey(deps, callerOf(c), body.currentPassword)),
    implement(api.addPasskey, async (c, { body }) => await addPasskey(deps, callerOf(c), body, c.get('clientAddress'))),
    implement(api.removeSecondFactor, async (c, { params, body }) => {
      await removeSecondFactor(deps, callerOf(c), params.id, body.currentPassword, c.get('clientAddress'));
      return { success: true as const };
    }),
    implement(api.newRecoveryCodes, async (c, { body }) => ({
      recoveryCodes: await renewRecoveryCodes(deps, callerOf(c), body.currentPassword, c.get('clientAddress')),
    })),
    implement(api.resetSecondFactor, async (c, { params, body }) => {
      await resetSecondFactor(deps, callerOf(c), params.id, body.currentPassword, c.get('clientAddress'));
      return { success: true as const };
    }),
  );
}
