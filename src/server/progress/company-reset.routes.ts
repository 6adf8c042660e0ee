import { callerOf } from '../http/auth.ts';
import type { AppDeps } from '../deps.ts';
import { resetCompanyProgress } from './company-reset.ts';
import { api } from '#shared/api/endpoints/index.ts';
import { endpointRoutes, implement } from '../http/endpoint-routes.ts';

/** The e-learning reset of a company: its employer (once in 30 days) and admins. */
export function companyResetRoutes(deps: AppDeps) {
  return endpointRoutes(
    implement(api.resetCompanyProgress, async (c, { body }) => {
      const { companyId } = body;
      return await resetCompanyProgress(deps, callerOf(c), companyId, c.get('clientAddress'));
    }),
  );
}
