import { Hono } from 'hono';
import { EmployeeCountQuery, EmployeeListQuery } from '#shared/api/admin-filter.ts';
import { requireSession } from '../http/auth.ts';
import type { AppDeps, AppEnv } from '../http/types.ts';
import { validate } from '../http/validate.ts';
import { countEmployees, listEmployees } from './employer-filter.ts';

/**
 * GET /employee/count?where= and GET /employee?filter= (spec.md section 7, "Admin on
 * employers"): the admin pages list employers with their companies, and a company's managers
 * and employees, in pages of at most 1000.
 */
export function employerListRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/employee/count', requireSession('admin'), validate('query', EmployeeCountQuery), async (c) =>
      c.json({ count: await countEmployees(deps.db, c.req.valid('query').where) }),
    )
    .get('/employee', requireSession('admin'), validate('query', EmployeeListQuery), async (c) =>
      c.json(await listEmployees(deps.db, c.req.valid('query').filter)),
    );
}
