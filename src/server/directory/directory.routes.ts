import { api } from '#shared/api/endpoints/index.ts';
import type { AppDeps } from '../deps.ts';
import { callerOf } from '../http/auth.ts';
import { endpointRoutes, implement } from '../http/endpoint-routes.ts';
import {
  createDirectorySyncToken,
  directorySyncStatus,
  revokeDirectorySyncToken,
  setDirectoryManagerGroups,
} from './directory-sync.ts';

/** The employer's calls for directory sync (docs/decisions/107-directory-sync-scim.md). */
export function directoryRoutes(deps: AppDeps) {
  return endpointRoutes(
    implement(api.directorySync, (c) => directorySyncStatus(deps, callerOf(c))),
    implement(api.createDirectorySyncToken, (c) => createDirectorySyncToken(deps, callerOf(c), c.get('clientAddress'))),
    implement(api.revokeDirectorySyncToken, (c) => revokeDirectorySyncToken(deps, callerOf(c), c.get('clientAddress'))),
    implement(api.setDirectoryManagerGroups, (c, { body }) =>
      setDirectoryManagerGroups(deps, callerOf(c), body.managerGroups, c.get('clientAddress')),
    ),
  );
}
