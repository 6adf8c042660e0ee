import type { AuditLogPage, AuditLogQuery } from '#shared/api/admin-audit.ts';
import type { Db } from '../db/database.ts';
import { readAuditLog } from '../audit/audit-log.repository.ts';

/** A page of the audit log for an admin, as asked (by company, by person, older than an id). */
export const auditLogPage = (db: Db, query: AuditLogQuery): Promise<AuditLogPage> => readAuditLog(db, query);
