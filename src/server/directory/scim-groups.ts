import { randomUUID } from 'node:crypto';
import { audit } from '../audit/audit-log.ts';
import type { Db } from '../db/database.ts';
import type { AppDeps } from '../deps.ts';
import { applyGroupRoles } from './directory-roles.ts';
import type { ScimContext } from './scim-context.ts';
import { ScimError, invalidPath, invalidValue, scimNotFound } from './scim-errors.ts';
import { listResponse, parseFilter, parsePaging } from './scim-filter.ts';
import {
  addMembers,
  deleteGroup,
  findGroup,
  groupMembers,
  insertGroup,
  listGroups,
  removeMembers,
  renameGroup,
} from './scim-groups.repository.ts';
import { patchOperations } from './scim-patch.ts';
import { NOT_IN_ONE_LINE } from '#shared/api/common.ts';
import { attribute, isObject, parseExternalId, type JsonObject } from './scim-user.ts';

/**
 * SCIM Groups, as far as Entra ID and Okta use them to push a group and its members (decision
 * 107): the portal keeps them only to give managers their role from the group names the employer
 * chose. Members are people of the company; ids of others are left out.
 */

export const GROUP_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Group';
type GroupRow = NonNullable<Awaited<ReturnType<typeof findGroup>>>;

function parseDisplayName(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '' || value.length > 256 || NOT_IN_ONE_LINE.test(value)) {
    throw invalidValue('displayName');
  }
  return value.trim();
}

/** Member ids of a `members` value: `[{ "value": "12" }, …]`; ids that are no person's number are left out. */
function memberIds(value: unknown): number[] {
  if (value === undefined || value === null) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.flatMap((member) => {
    const id = isObject(member) ? attribute(member, 'value') : member;
    return typeof id === 'string' && /^[1-9][0-9]{0,9}$/.test(id) ? [Number(id)] : typeof id === 'number' ? [id] : [];
  });
}

async function present(db: Db, ctx: ScimContext, groups: GroupRow[], withMembers: boolean) {
  const members = withMembers
    ? await groupMembers(
        db,
        groups.map((group) => group.id),
      )
    : [];
  return groups.map((group) => ({
    schemas: [GROUP_SCHEMA],
    id: group.id,
    ...(group.external_id ? { externalId: group.external_id } : {}),
    displayName: group.display_name,
    ...(withMembers
      ? {
          members: members
            .filter((member) => member.group_id === group.id)
            .map((member) => ({
              value: String(member.user_id),
              display: member.email,
              $ref: `${ctx.base}/Users/${member.user_id}`,
            })),
        }
      : {}),
    meta: {
      resourceType: 'Group',
      created: group.created_at.toISOString(),
      location: `${ctx.base}/Groups/${group.id}`,
    },
  }));
}

const excludesMembers = (query: Record<string, string | undefined>) =>
  /(^|,)\s*members\s*(,|$)/i.test(query.excludedAttributes ?? '');

async function findOwn(db: Db, ctx: ScimContext, id: string): Promise<GroupRow> {
  const group = id.length <= 64 ? await findGroup(db, ctx.companyId, id) : undefined;
  if (!group) throw scimNotFound();
  return group;
}

export async function getGroup(deps: AppDeps, ctx: ScimContext, id: string, query: Record<string, string | undefined>) {
  const [group] = await present(deps.db, ctx, [await findOwn(deps.db, ctx, id)], !excludesMembers(query));
  return group;
}

export async function listGroupsOf(deps: AppDeps, ctx: ScimContext, query: Record<string, string | undefined>) {
  const filter = parseFilter(query.filter, ['displayName']);
  const paging = parsePaging(query.startIndex, query.count);
  const { total, rows } = await listGroups(deps.db, ctx.companyId, {
    ...(filter ? { displayName: filter.value } : {}),
    ...paging,
  });
  return listResponse(await present(deps.db, ctx, rows, !excludesMembers(query)), total, paging.startIndex);
}

/** Writes a group change, the roles of the people it touched, and one audit entry. */
async function changeGroup(
  deps: AppDeps,
  ctx: ScimContext,
  change: (trx: Db) => Promise<{ groupId: string; touched: number[]; everyone?: boolean; what: string }>,
) {
  return deps.db.transaction().execute(async (trx) => {
    const { groupId, touched, everyone, what } = await change(trx);
    const rolesChanged = await applyGroupRoles(
      trx,
      ctx.companyId,
      ctx.managerGroups,
      ctx.now,
      ctx.clientAddress,
      everyone ? undefined : touched,
    );
    await audit(trx, {
      action: 'directory.group_changed',
      actor: null,
      targetCompanyId: ctx.companyId,
      clientAddress: ctx.clientAddress,
      details: { group: groupId, change: what, members: touched.length, rolesChanged },
    });
    return groupId;
  });
}

export async function createGroup(deps: AppDeps, ctx: ScimContext, body: JsonObject) {
  const displayName = parseDisplayName(attribute(body, 'displayName'));
  const externalId = parseExternalId(attribute(body, 'externalId') ?? null);
  const existing = await listGroups(deps.db, ctx.companyId, { displayName, offset: 0, limit: 1 });
  if (existing.total > 0) throw new ScimError(409, 'uniqueness', { scimType: 'uniqueness' });
  const id = await changeGroup(deps, ctx, async (trx) => {
    const groupId = randomUUID();
    await insertGroup(trx, { id: groupId, companyId: ctx.companyId, displayName, externalId, now: ctx.now });
    const touched = await addMembers(trx, groupId, ctx.companyId, memberIds(attribute(body, 'members')));
    return { groupId, touched, what: 'created' };
  });
  return getGroup(deps, ctx, id, {});
}

/** PUT /Groups/{id}: the name and the whole member list. */
export async function replaceGroup(deps: AppDeps, ctx: ScimContext, id: string, body: JsonObject) {
  const group = await findOwn(deps.db, ctx, id);
  const displayName = parseDisplayName(attribute(body, 'displayName'));
  await changeGroup(deps, ctx, async (trx) => {
    await renameGroup(trx, group.id, displayName);
    const removed = await removeMembers(trx, group.id, 'all');
    const added = await addMembers(trx, group.id, ctx.companyId, memberIds(attribute(body, 'members')));
    return { groupId: group.id, touched: [...removed, ...added], what: 'replaced' };
  });
  return getGroup(deps, ctx, id, {});
}

/**
 * PATCH /Groups/{id}: members added (`add`, path `members`), removed (`remove`, path `members` with
 * a value list as Entra ID sends it, or `members[value eq "12"]` as Okta does), replaced, and the
 * name replaced (path `displayName`, or a value object without path).
 */
export async function patchGroup(deps: AppDeps, ctx: ScimContext, id: string, body: JsonObject): Promise<void> {
  const group = await findOwn(deps.db, ctx, id);
  const operations = patchOperations(body);
  await changeGroup(deps, ctx, async (trx) => {
    const touched: number[] = [];
    let renamed = false;
    for (const { op, path, value } of operations) {
      const key = path?.toLowerCase();
      const filtered = path ? /^members\[\s*value\s+eq\s+"([1-9][0-9]{0,9})"\s*\]$/i.exec(path) : null;
      if (key === 'members') {
        if (op === 'remove')
          touched.push(...(await removeMembers(trx, group.id, value === undefined ? 'all' : memberIds(value))));
        else {
          if (op === 'replace') touched.push(...(await removeMembers(trx, group.id, 'all')));
          touched.push(...(await addMembers(trx, group.id, ctx.companyId, memberIds(value))));
        }
      } else if (filtered && op === 'remove') {
        touched.push(...(await removeMembers(trx, group.id, [Number(filtered[1])])));
      } else if (key === 'displayname' && op !== 'remove') {
        await renameGroup(trx, group.id, parseDisplayName(value));
        renamed = true;
      } else if (key === 'externalid' && op !== 'remove') {
        await renameGroup(trx, group.id, group.display_name, parseExternalId(value));
      } else if (path === undefined && isObject(value)) {
        const name = attribute(value, 'displayName');
        if (name !== undefined) {
          await renameGroup(trx, group.id, parseDisplayName(name));
          renamed = true;
        }
        const members = attribute(value, 'members');
        if (members !== undefined)
          touched.push(...(await addMembers(trx, group.id, ctx.companyId, memberIds(members))));
      } else if (path !== undefined) {
        throw invalidPath(path);
      } else {
        throw invalidValue('value');
      }
    }
    // A renamed group may now be, or no longer be, one of the manager groups: all its members count.
    if (renamed) touched.push(...(await groupMembers(trx, [group.id])).map((member) => member.user_id));
    return { groupId: group.id, touched: [...new Set(touched)], what: renamed ? 'renamed' : 'members' };
  });
}

export async function removeGroup(deps: AppDeps, ctx: ScimContext, id: string): Promise<void> {
  const group = await findOwn(deps.db, ctx, id);
  await changeGroup(deps, ctx, async (trx) => {
    const touched = await removeMembers(trx, group.id, 'all');
    await deleteGroup(trx, group.id);
    return { groupId: group.id, touched, what: 'deleted' };
  });
}
