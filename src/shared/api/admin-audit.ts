import * as v from 'valibot';
import { ROLES } from '../constants.ts';
import { Id } from './common.ts';

/**
 * GET /audit-log: who did what to whom, and when (admin actions and account-security events),
 * newest first, for admins. Entries keep ids, never the personal data of deleted people: the
 * names are looked up now and are null once the person is gone.
 */

export const AUDIT_PAGE_MAX = 200;

/** `companyId` for one policyholder's company (what the detail page shows); `before` pages on (an entry id). */
export const AuditLogQuery = v.strictObject({
  companyId: v.optional(Id),
  userId: v.optional(Id),
  before: v.optional(Id),
  limit: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number), v.minValue(1), v.maxValue(AUDIT_PAGE_MAX)),
  ),
});
export type AuditLogQuery = v.InferOutput<typeof AuditLogQuery>;

const Person = v.object({ id: v.number(), role: v.nullable(v.picklist(ROLES)), name: v.nullable(v.string()) });

export const AuditLogEntry = v.object({
  id: v.number(),
  at: v.string(),
  /** The stable action name, e.g. `employer.blocked` (src/server/audit/audit-log.ts). */
  action: v.string(),
  /** Who did it; null for events without a signed-in person (a failed sign-in). */
  actor: v.nullable(Person),
  target: v.nullable(Person),
  targetCompanyId: v.nullable(v.number()),
  clientAddress: v.nullable(v.string()),
  /** Ids and counts only. */
  details: v.record(v.string(), v.unknown()),
});
export type AuditLogEntry = v.InferOutput<typeof AuditLogEntry>;

export const AuditLogPage = v.object({
  entries: v.array(AuditLogEntry),
  /** The `before` of the next (older) page; null when there is none. */
  nextBefore: v.nullable(v.number()),
});
export type AuditLogPage = v.InferOutput<typeof AuditLogPage>;
