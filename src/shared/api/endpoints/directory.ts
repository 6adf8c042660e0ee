import { endpoint } from '../endpoint.ts';
import { DirectorySyncStatus, DirectorySyncToken, SetManagerGroupsRequest } from '../directory-sync.ts';
import { EMPLOYER } from './access.ts';

const tag = 'Directory sync';
const BASIS = 'Employer only (docs/decisions/107-directory-sync-scim.md).';

/** The employer's side of directory sync with SCIM 2.0; the SCIM calls themselves are under /scim/v2. */
export const directoryEndpoints = {
  directorySync: endpoint({
    method: 'GET',
    path: '/directory-sync',
    summary: 'The company’s SCIM connection: base URL, token state, last use and the group mapping',
    description: `${BASIS} The token itself is never shown again after it was made.`,
    tag,
    access: EMPLOYER,
    response: DirectorySyncStatus,
  }),
  createDirectorySyncToken: endpoint({
    method: 'POST',
    path: '/directory-sync/token',
    summary: 'Make the company’s SCIM token, or a new one in place of the old',
    description:
      `${BASIS} The answer holds the token this once; only its SHA-256 is kept. An older token stops ` +
      'at once. Audited as made or rotated.',
    tag,
    access: EMPLOYER,
    response: DirectorySyncToken,
  }),
  revokeDirectorySyncToken: endpoint({
    method: 'DELETE',
    path: '/directory-sync/token',
    summary: 'Revoke the company’s SCIM token',
    description: `${BASIS} The token stops at once; the people the directory made stay. Audited.`,
    tag,
    access: EMPLOYER,
    response: DirectorySyncStatus,
  }),
  setDirectoryManagerGroups: endpoint({
    method: 'PUT',
    path: '/directory-sync/manager-groups',
    summary: 'Name the directory groups whose members are managers',
    description:
      `${BASIS} Replaces the list (at most 20 names, each once in any case). The directory’s people in ` +
      'one of these groups become managers, the others employees, at once; an empty list leaves roles ' +
      'to the employer. Audited.',
    tag,
    access: EMPLOYER,
    body: SetManagerGroupsRequest,
    response: DirectorySyncStatus,
  }),
};
