import type { DirectorySyncStatus, DirectorySyncToken } from '#shared/api/directory-sync.ts';
import { audit } from '../audit/audit-log.ts';
import type { Caller } from '../core/caller.ts';
import { forbidden } from '../core/errors.ts';
import type { Db } from '../db/database.ts';
import type { AppDeps } from '../deps.ts';
import { hashToken, newToken } from '../identity/tokens.ts';
import { applyGroupRoles } from './directory-roles.ts';
import {
  clearTokenHash,
  countManagedPeople,
  findConnection,
  storeManagerGroups,
  storeTokenHash,
} from './scim-connections.repository.ts';

/** The employer's side of directory sync (decision 107): the token and the group mapping. */

/** The SCIM base URL of a company: the identity provider's "Tenant URL". */
export const scimBaseUrl = (publicUrl: string, companyId: number) => `${publicUrl}/scim/v2/${companyId}`;

/** A SCIM token says what it is, so that a leaked one is recognised by secret scanners. */
export const SCIM_TOKEN_PREFIX = 'scim_';

function companyOf(caller: Caller): number {
  if (caller.companyId === null) throw forbidden();
  return caller.companyId;
}

async function statusOf(db: Db, deps: AppDeps, companyId: number): Promise<DirectorySyncStatus> {
  const row = await findConnection(db, companyId);
  return {
    baseUrl: scimBaseUrl(deps.config.publicUrl, companyId),
    tokenActive: Boolean(row?.token_hash),
    tokenCreatedAt: row?.token_created_at?.toISOString() ?? null,
    lastUsedAt: row?.token_hash ? (row.last_used_at?.toISOString() ?? null) : null,
    managerGroups: row?.manager_groups ?? [],
    managedPeople: await countManagedPeople(db, companyId),
  };
}

/** GET /directory-sync */
export function directorySyncStatus(deps: AppDeps, caller: Caller): Promise<DirectorySyncStatus> {
  return statusOf(deps.db, deps, companyOf(caller));
}

/** POST /directory-sync/token: a new token; the old one, if any, stops in the same transaction. */
export async function createDirectorySyncToken(
  deps: AppDeps,
  caller: Caller,
  clientAddress: string,
): Promise<DirectorySyncToken> {
  const companyId = companyOf(caller);
  const token = `${SCIM_TOKEN_PREFIX}${newToken()}`;
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const rotated = await storeTokenHash(trx, companyId, hashToken(token), now);
    await audit(trx, {
      action: rotated ? 'directory.token_rotated' : 'directory.token_created',
      actor: caller,
      targetCompanyId: companyId,
      clientAddress,
    });
    return { token, status: await statusOf(trx, deps, companyId) };
  });
}

/** DELETE /directory-sync/token */
export async function revokeDirectorySyncToken(
  deps: AppDeps,
  caller: Caller,
  clientAddress: string,
): Promise<DirectorySyncStatus> {
  const companyId = companyOf(caller);
  return deps.db.transaction().execute(async (trx) => {
    const revoked = await clearTokenHash(trx, companyId);
    await audit(trx, {
      action: 'directory.token_revoked',
      actor: caller,
      targetCompanyId: companyId,
      clientAddress,
      details: { changed: revoked },
    });
    return statusOf(trx, deps, companyId);
  });
}

/** PUT /directory-sync/manager-groups: the mapping, and the directory's people's roles after it. */
export async function setDirectoryManagerGroups(
  deps: AppDeps,
  caller: Caller,
  managerGroups: string[],
  clientAddress: string,
): Promise<DirectorySyncStatus> {
  const companyId = companyOf(caller);
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    await storeManagerGroups(trx, companyId, managerGroups, now);
    const rolesChanged = await applyGroupRoles(trx, companyId, managerGroups, now, clientAddress);
    await audit(trx, {
      action: 'directory.groups_mapped',
      actor: caller,
      targetCompanyId: companyId,
      clientAddress,
      details: { groups: managerGroups.length, rolesChanged },
    });
    return statusOf(trx, deps, companyId);
  });
}
