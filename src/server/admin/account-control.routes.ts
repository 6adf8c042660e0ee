import { Hono } from 'hono';
import * as v from 'valibot';
import {
  BlockAccountRequest,
  DELETE_CONFIRMATION,
  DeleteEmployerRequest,
  LockAccountRequest,
  SetEmployerQuery,
} from '#shared/api/admin-employees.ts';
import { IdParam } from '#shared/api/common.ts';
import { callerOf, requireSession } from '../http/auth.ts';
import { HttpError } from '../http/errors.ts';
import type { AppDeps, AppEnv } from '../http/types.ts';
import { validate } from '../http/validate.ts';
import { activateAccount, blockEmployer, lockAccount, sendResetLink } from './account-control.ts';
import { deleteEmployerCompletely } from './delete-employer.ts';
import { setEmployer } from './set-employer.ts';

const ID = ':id{[0-9]+}';

/** The admin's calls on one customer's account (spec.md sections 4 and 7, DECISIONS.md 3 and 8). */
export function accountControlRoutes(deps: AppDeps) {
  const admin = requireSession('admin');
  return new Hono<AppEnv>()
    .post(
      `/employee/block-account/${ID}`,
      admin,
      validate('param', IdParam),
      validate('json', BlockAccountRequest),
      async (c) => {
        const { id } = c.req.valid('param');
        const { block } = c.req.valid('json');
        return c.json(await blockEmployer(deps, callerOf(c), id, block, c.get('clientAddress')));
      },
    )
    .post(
      `/employee/lock-account/${ID}`,
      admin,
      validate('param', IdParam),
      validate('json', LockAccountRequest),
      async (c) => {
        const { id } = c.req.valid('param');
        const { lock } = c.req.valid('json');
        return c.json(await lockAccount(deps, callerOf(c), id, lock, c.get('clientAddress')));
      },
    )
    .post(`/employee/activate-account/${ID}`, admin, validate('param', IdParam), async (c) =>
      c.json(await activateAccount(deps, callerOf(c), c.req.valid('param').id, c.get('clientAddress'))),
    )
    .post(`/employee/send-reset-link/${ID}`, admin, validate('param', IdParam), async (c) =>
      c.json(await sendResetLink(deps, callerOf(c), c.req.valid('param').id, c.get('clientAddress'))),
    )
    .post(
      `/employee/set-employer/${ID}`,
      admin,
      validate('param', IdParam),
      validate('query', SetEmployerQuery),
      async (c) => {
        const { id } = c.req.valid('param');
        const { role } = c.req.valid('query');
        return c.json(await setEmployer(deps, callerOf(c), id, role, c.get('clientAddress')));
      },
    )
    .post(
      `/employee/delete-employer-completely/${ID}`,
      admin,
      validate('param', IdParam),
      async (c, next) => {
        // The typed word travels with the call: a stray request deletes nothing.
        const body: unknown = await c.req.json().catch(() => undefined);
        if (!v.safeParse(DeleteEmployerRequest, body).success) {
          throw new HttpError(400, 'CONFIRMATION_REQUIRED', { params: { word: DELETE_CONFIRMATION } });
        }
        await next();
      },
      async (c) =>
        c.json(await deleteEmployerCompletely(deps, callerOf(c), c.req.valid('param').id, c.get('clientAddress'))),
    );
}
