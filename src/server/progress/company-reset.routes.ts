import { Hono } from 'hono';
import { ResetCompanyProgressRequest } from '#shared/api/progress-reset.ts';
import { callerOf, requireSession } from '../http/auth.ts';
import type { AppDeps, AppEnv } from '../http/types.ts';
import { validate } from '../http/validate.ts';
import { resetCompanyProgress } from './company-reset.ts';

/** The e-learning reset of a company: its employer (once in 30 days) and admins. */
export function companyResetRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post(
    '/progress/reset-company-progress',
    requireSession('employer', 'admin'),
    validate('json', ResetCompanyProgressRequest),
    async (c) => {
      const { companyId } = c.req.valid('json');
      return c.json(await resetCompanyProgress(deps, callerOf(c), companyId, c.get('clientAddress')));
    },
  );
}
