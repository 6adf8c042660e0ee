import * as v from 'valibot';
import { DELETE_CONFIRMATION, DeleteEmployerRequest } from '#shared/api/admin-employees.ts';
import { callerOf } from '../http/auth.ts';
import { HttpError } from '../core/errors.ts';
import type { AppDeps } from '../deps.ts';
import { activateAccount, blockEmployer, lockAccount, sendResetLink } from './account-control.ts';
import { deleteEmployerCompletely } from './delete-employer.ts';
import { setEmployer } from './set-employer.ts';
import { api } from '#shared/api/endpoints/index.ts';
import { endpointRoutes, implement } from '../http/endpoint-routes.ts';

/** The admin's calls on one customer's account (docs/product.md §4 and §7, R3 and R8). */
export function accountControlRoutes(deps: AppDeps) {
  return endpointRoutes(
    implement(api.blockAccount, async (c, { params, body }) => {
      const { id } = params;
      const { block } = body;
      return await blockEmployer(deps, callerOf(c), id, block, c.get('clientAddress'));
    }),
    implement(api.lockAccount, async (c, { params, body }) => {
      const { id } = params;
      const { lock } = body;
      return await lockAccount(deps, callerOf(c), id, lock, c.get('clientAddress'));
    }),
    implement(
      api.activateAccount,
      async (c, { params }) => await activateAccount(deps, callerOf(c), params.id, c.get('clientAddress')),
    ),
    implement(
      api.sendResetLink,
      async (c, { params }) => await sendResetLink(deps, callerOf(c), params.id, c.get('clientAddress')),
    ),
    implement(api.setEmployer, async (c, { params, query }) => {
      const { id } = params;
      const { role } = query;
      return await setEmployer(deps, callerOf(c), id, role, c.get('clientAddress'));
    }),
    implement(
      api.deleteEmployer,
      async (c, { params }) => await deleteEmployerCompletely(deps, callerOf(c), params.id, c.get('clientAddress')),
      {
        before: [
          async (c, next) => {
            // The typed word travels with the call: a stray request deletes nothing.
            const body: unknown = await c.req.json().catch(() => undefined);
            if (!v.safeParse(DeleteEmployerRequest, body).success) {
              throw new HttpError(400, 'CONFIRMATION_REQUIRED', { params: { word: DELETE_CONFIRMATION } });
            }
            await next();
          },
        ],
      },
    ),
  );
}
