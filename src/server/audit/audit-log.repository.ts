import type { Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { AuditLogTable } from '../db/schema.ts';
import type { AuditLogEntry, AuditLogPage, AuditLogQuery } from '#shared/api/admin-audit.ts';
import type { Role } from '#shared/constants.ts';

/** SQL of the audit log: writing and pruning it (audit/), the admin's reading and the deletion's forgetting (admin/). */

/** Inserts audit entries in one statement. */
export async function insertAuditRows(db: Db, rows: Insertable<AuditLogTable>[]): Promise<void> {
  await db.insertInto('audit_log').values(rows).execute();
}

/** Deletes the audit entries written before `cutoff`; answers how many went. */
export async function deleteAuditEntriesBefore(db: Db, cutoff: Date): Promise<number> {
  const result = await db.deleteFrom('audit_log').where('at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

const DEFAULT_LIMIT = 50;

const fullName = (first: string | null, last: string | null) =>
  first === null ? null : `${first} ${last ?? ''}`.trim();

/**
 * One page of the audit log, newest first. Names are read from today's accounts, so a deleted
 * person appears by id only; the entries themselves never held their names or addresses.
 */
export async function readAuditLog(db: Db, query: AuditLogQuery): Promise<AuditLogPage> {
  const limit = query.limit ?? DEFAULT_LIMIT;
  let select = db
    .selectFrom('audit_log as a')
    .leftJoin('users as actor', 'actor.id', 'a.actor_id')
    .leftJoin('users as target', 'target.id', 'a.target_user_id')
    .select([
      'a.id',
      'a.at',
      'a.action',
      'a.actor_id',
      'a.actor_role',
      'actor.firstname as actor_firstname',
      'actor.lastname as actor_lastname',
      'a.target_user_id',
      'target.role as target_role',
      'target.firstname as target_firstname',
      'target.lastname as target_lastname',
      'a.target_company_id',
      'a.client_address',
      'a.details',
    ]);
  if (query.companyId !== undefined) select = select.where('a.target_company_id', '=', query.companyId);
  if (query.userId !== undefined) {
    const userId = query.userId;
    select = select.where((eb) => eb.or([eb('a.target_user_id', '=', userId), eb('a.actor_id', '=', userId)]));
  }
  if (query.before !== undefined) select = select.where('a.id', '<', query.before);
  const rows = await select
    .orderBy('a.id', 'desc')
    .limit(limit + 1)
    .execute();
  const entries: AuditLogEntry[] = rows.slice(0, limit).map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    action: row.action,
    actor:
      row.actor_id === null
        ? null
        : {
            id: row.actor_id,
            role: (row.actor_role as Role | null) ?? null,
            name: fullName(row.actor_firstname, row.actor_lastname),
          },
    target:
      row.target_user_id === null
        ? null
        : {
            id: row.target_user_id,
            role: row.target_role,
            name: fullName(row.target_firstname, row.target_lastname),
          },
    targetCompanyId: row.target_company_id,
    clientAddress: row.client_address,
    details: row.details,
  }));
  return { entries, nextBefore: rows.length > limit ? (entries.at(-1)?.id ?? null) : null };
}

/** Drops the client addresses of the company's entries, except those recorded for admins' actions. */
export async function forgetCompanyClientAddresses(db: Db, companyId: number): Promise<void> {
  await db
    .updateTable('audit_log')
    .set({ client_address: null })
    .where('target_company_id', '=', companyId)
    .where((eb) => eb.or([eb('actor_role', 'is', null), eb('actor_role', '!=', 'admin')]))
    .execute();
}

/** Drops the client addresses of the entries by or about these people, except those recorded for admins' actions. */
export async function forgetPeopleClientAddresses(db: Db, userIds: number[]): Promise<void> {
  await db
    .updateTable('audit_log')
    .set({ client_address: null })
    .where((eb) => eb.or([eb('actor_id', 'in', userIds), eb('target_user_id', 'in', userIds)]))
    .where((eb) => eb.or([eb('actor_role', 'is', null), eb('actor_role', '!=', 'admin')]))
    .execute();
}
