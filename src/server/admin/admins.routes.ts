import { Hono } from 'hono';
import { CreateAdminRequest } from '#shared/api/admin-admins.ts';
import { IdParam } from '#shared/api/common.ts';
import { callerOf, requireSession } from '../http/auth.ts';
import type { AppDeps, AppEnv } from '../http/types.ts';
import { validate } from '../http/validate.ts';
import { createAdmin, deleteAdmin, listAdmins } from './admins.ts';

/** The provider's admin accounts (spec.md section 7): list, create, delete. Admins only. */
export function adminsRoutes(deps: AppDeps) {
  const admin = requireSession('admin');
  return new Hono<AppEnv>()
    .get('/appuser', admin, async (c) => c.json(await listAdmins(deps.db)))
    .post('/employee/create-admin', admin, validate('json', CreateAdminRequest), async (c) =>
      c.json(await createAdmin(deps, callerOf(c), c.req.valid('json'), c.get('lang'), c.get('clientAddress'))),
    )
    .delete('/appuser/:id{[0-9]+}', admin, validate('param', IdParam), async (c) => {
      await deleteAdmin(deps, callerOf(c), c.req.valid('param').id, c.get('clientAddress'));
      return c.json({ success: true as const });
    });
}
