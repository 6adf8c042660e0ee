import type { Db } from '../db/database.ts';

/** The groups a company's directory pushed, and their members (decision 107). */

export function findGroup(db: Db, companyId: number, id: string) {
  return db
    .selectFrom('scim_groups')
    .selectAll()
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
}

export async function listGroups(
  db: Db,
  companyId: number,
  options: { displayName?: string; offset: number; limit: number },
) {
  let query = db.selectFrom('scim_groups').where('company_id', '=', companyId);
  if (options.displayName !== undefined) {
    const name = options.displayName.toLowerCase();
    query = query.where((eb) => eb(eb.fn('lower', ['display_name']), '=', name));
  }
  const total = await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows =
    options.limit === 0
      ? []
      : await query
          .selectAll()
          .orderBy('created_at')
          .orderBy('id')
          .offset(options.offset)
          .limit(options.limit)
          .execute();
  return { total: Number(total.n), rows };
}

export async function insertGroup(
  db: Db,
  group: { id: string; companyId: number; displayName: string; externalId: string | null; now: Date },
): Promise<void> {
  await db
    .insertInto('scim_groups')
    .values({
      id: group.id,
      company_id: group.companyId,
      display_name: group.displayName,
      external_id: group.externalId,
      created_at: group.now,
    })
    .execute();
}

export async function renameGroup(db: Db, id: string, displayName: string, externalId?: string | null): Promise<void> {
  await db
    .updateTable('scim_groups')
    .set(
      externalId === undefined ? { display_name: displayName } : { display_name: displayName, external_id: externalId },
    )
    .where('id', '=', id)
    .execute();
}

export async function deleteGroup(db: Db, id: string): Promise<void> {
  await db.deleteFrom('scim_groups').where('id', '=', id).execute();
}

export function groupMembers(db: Db, groupIds: readonly string[]) {
  if (groupIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('scim_group_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.group_id', 'm.user_id', 'u.email'])
    .where('m.group_id', 'in', groupIds)
    .orderBy('m.user_id')
    .execute();
}

/** The groups these people are in (their SCIM `groups`). */
export function groupsOf(db: Db, userIds: readonly number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('scim_group_members as m')
    .innerJoin('scim_groups as g', 'g.id', 'm.group_id')
    .select(['m.user_id', 'g.id', 'g.display_name'])
    .where('m.user_id', 'in', userIds)
    .orderBy('g.display_name')
    .execute();
}

/** Adds the company's people among `userIds` to the group; answers whom it added. */
export async function addMembers(db: Db, groupId: string, companyId: number, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  const rows = await db
    .insertInto('scim_group_members')
    .columns(['group_id', 'user_id'])
    .expression((eb) =>
      eb
        .selectFrom('users')
        .select([eb.val(groupId).as('group_id'), 'id'])
        .where('company_id', '=', companyId)
        .where('id', 'in', userIds),
    )
    .onConflict((oc) => oc.doNothing())
    .returning('user_id')
    .execute();
  return rows.map((row) => row.user_id);
}

export async function removeMembers(db: Db, groupId: string, userIds: readonly number[] | 'all') {
  let query = db.deleteFrom('scim_group_members').where('group_id', '=', groupId);
  if (userIds !== 'all') {
    if (userIds.length === 0) return [];
    query = query.where('user_id', 'in', userIds);
  }
  const rows = await query.returning('user_id').execute();
  return rows.map((row) => row.user_id);
}

/** Of these people, those in a group whose name is among `managerGroups` (any case). */
export async function inManagerGroups(
  db: Db,
  userIds: readonly number[],
  managerGroups: readonly string[],
): Promise<Set<number>> {
  if (userIds.length === 0 || managerGroups.length === 0) return new Set();
  const names = managerGroups.map((name) => name.toLowerCase());
  const rows = await db
    .selectFrom('scim_group_members as m')
    .innerJoin('scim_groups as g', 'g.id', 'm.group_id')
    .select('m.user_id')
    .where('m.user_id', 'in', userIds)
    .where((eb) => eb(eb.fn('lower', ['g.display_name']), 'in', names))
    .execute();
  return new Set(rows.map((row) => row.user_id));
}

/** The company's directory-kept managers and employees (whose role a changed mapping may move). */
export function managedStaff(db: Db, companyId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'role'])
    .where('company_id', '=', companyId)
    .where('directory_managed_at', 'is not', null)
    .where('role', 'in', ['manager', 'employee'])
    .execute();
}
