import type { Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { AuditLogTable } from '../db/schema.ts';

/** SQL that writes and prunes the audit log (the admin's reading is in admin/audit-log.repository.ts). */

/** Inserts audit entries in one statement. */
export async function insertAuditRows(db: Db, rows: Insertable<AuditLogTable>[]): Promise<void> {
  await db.insertInto('audit_log').values(rows).execute();
}

/** Deletes the audit entries written before `cutoff`; answers how many went. */
export async function deleteAuditEntriesBefore(db: Db, cutoff: Date): Promise<number> {
  const result = await db.deleteFrom('audit_log').where('at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
