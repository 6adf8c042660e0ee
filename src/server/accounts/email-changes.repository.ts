import type { Db } from '../db/database.ts';

/** Records a person's latest e-mail change request, replacing an earlier one. */
export async function storeEmailChange(
  db: Db,
  change: {
    userId: number;
    oldEmail: string;
    newEmail: string;
    confirmHash: string;
    reportHash: string;
    now: Date;
    reportUntil: Date;
  },
): Promise<void> {
  const row = {
    old_email: change.oldEmail,
    new_email: change.newEmail,
    confirm_token_hash: change.confirmHash,
    report_token_hash: change.reportHash,
    requested_at: change.now,
    report_until: change.reportUntil,
    confirmed_at: null,
  };
  await db
    .insertInto('email_changes')
    .values({ user_id: change.userId, ...row })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
    .execute();
}

/** The person's latest request, locked for the rest of the transaction. */
export function findOwnEmailChange(db: Db, userId: number) {
  return db.selectFrom('email_changes').selectAll().where('user_id', '=', userId).forUpdate().executeTakeFirst();
}

/** Drops a request not yet confirmed (a password change or reset cuts it off). */
export async function dropPendingEmailChange(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('email_changes').where('user_id', '=', userId).where('confirmed_at', 'is', null).execute();
}

/** The change behind a confirmation or report link, locked for the rest of the transaction. */
export function findEmailChange(db: Db, column: 'confirm_token_hash' | 'report_token_hash', hash: string) {
  return db.selectFrom('email_changes').selectAll().where(column, '=', hash).forUpdate().executeTakeFirst();
}

/** The new address a person has asked for and not yet confirmed, if any. */
export async function pendingEmail(db: Db, userId: number, since: Date): Promise<string | null> {
  const row = await db
    .selectFrom('email_changes')
    .select('new_email')
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is', null)
    .where('requested_at', '>', since)
    .executeTakeFirst();
  return row?.new_email ?? null;
}

export async function markEmailChangeConfirmed(db: Db, userId: number, now: Date): Promise<void> {
  await db.updateTable('email_changes').set({ confirmed_at: now }).where('user_id', '=', userId).execute();
}

/**
 * Ends the report link of a confirmed change asked for after `factorSince`, the factor's time (null:
 * a factor older than any change); the old address is no longer reserved then.
 */
export async function endConfirmedReport(db: Db, userId: number, factorSince: Date | null, now: Date): Promise<void> {
  let query = db
    .updateTable('email_changes')
    .set({ report_until: now })
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is not', null)
    .where('report_until', '>', now);
  if (factorSince) query = query.where('requested_at', '>', factorSince);
  await query.execute();
}

export async function deleteEmailChange(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('email_changes').where('user_id', '=', userId).execute();
}

/** An address someone changed away from stays theirs while the change can be reported (decision 066). */
export async function addressReserved(db: Db, email: string, exceptUserId?: number): Promise<boolean> {
  const reserved = await db
    .selectFrom('email_changes')
    .select('user_id')
    .where('old_email', '=', email.trim().toLowerCase())
    .where('report_until', '>', new Date())
    .where('user_id', '!=', exceptUserId ?? 0)
    .executeTakeFirst();
  return reserved !== undefined;
}
