import { api } from '#shared/api/endpoints/index.ts';
import type { CourseCatalog } from '../courses/course-catalog.ts';
import type { AppDeps } from '../deps.ts';
import { callerOf } from '../http/auth.ts';
import { endpointRoutes, implement } from '../http/endpoint-routes.ts';
import { managementOverview, myManagementTraining, setManagement } from './management.ts';

/** The management training's calls (docs/decisions/103-management-training.md). */
export function managementRoutes(deps: AppDeps, catalog: CourseCatalog) {
  return endpointRoutes(
    implement(api.management, (c) => managementOverview(deps, catalog, callerOf(c), c.get('lang'))),
    implement(api.setManagement, (c, { body }) =>
      setManagement(deps, catalog, callerOf(c), { body, lang: c.get('lang'), clientAddress: c.get('clientAddress') }),
    ),
    implement(api.myManagementTraining, (c) => myManagementTraining(deps, catalog, callerOf(c), c.get('lang'))),
  );
}
