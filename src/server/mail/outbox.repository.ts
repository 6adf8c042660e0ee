import { sql, type Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { MailOutboxTable } from '../db/schema.ts';

/**
 * The SQL of the mail outbox: mails written with the change they announce, claimed and marked by
 * the sender, and deleted with the people they were for.
 */

/** A mail as the outbox stores it (its text already sealed). */
export type OutboxMail = Insertable<MailOutboxTable>;

/** A mail claimed for sending: what the sender needs to deliver it and to reckon its next try. */
export type ClaimedMail = {
  id: number;
  recipient: string;
  cc: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
};

/** Rows per insert of many mails. */
const INSERT_BATCH = 500;

/** Writes one mail into the outbox; answers its id. */
export async function insertOutboxMail(db: Db, mail: OutboxMail): Promise<number> {
  const row = await db.insertInto('mail_outbox').values(mail).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The insert of mails, to be part of a larger statement (a data-modifying WITH). */
export const outboxInsert = (db: Db, mails: OutboxMail | readonly OutboxMail[]) =>
  db.insertInto('mail_outbox').values(mails);

/** Writes many mails into the outbox, 500 rows per statement. */
export async function insertOutboxMails(db: Db, mails: readonly OutboxMail[]): Promise<void> {
  for (let start = 0; start < mails.length; start += INSERT_BATCH) {
    await db
      .insertInto('mail_outbox')
      .values(mails.slice(start, start + INSERT_BATCH))
      .execute();
  }
}

/**
 * Claims up to `batch` due, unsent system mails (simulation mail has its own sender), the longest
 * due first: each try is counted and the mail hidden from other senders until `leaseUntil`. FOR
 * UPDATE SKIP LOCKED lets several senders claim at once without waiting for each other or taking
 * the same mail. Read in the order of `mail_outbox_due`, which holds only unsent mail: in the order
 * of ids, each claim stepped over every mail sent before (17 ms a claim while a wave of 178,000
 * reminders went out, and more with each mail sent).
 */
export function claimDueMails(db: Db, now: Date, leaseUntil: Date, batch: number): Promise<ClaimedMail[]> {
  return db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: leaseUntil, attempts: sql<number>`attempts + 1` })
    .where(
      'id',
      'in',
      db
        .selectFrom('mail_outbox')
        .select('id')
        .where('sent_at', 'is', null)
        .where('kind', '=', 'system')
        .where('next_attempt_at', '<=', now)
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(batch)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'recipient', 'cc', 'subject', 'text_body', 'html_body', 'attempts'])
    .execute();
}

/**
 * Marks the mails sent at `sentAt`, a claimed batch in one statement. Each keeps its record (to,
 * subject, when) but not its text: links in it carry tokens, and tokens are kept only as hashes
 * once they have left.
 */
export async function markMailsSent(db: Db, ids: readonly number[], sentAt: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('mail_outbox')
    .set({ sent_at: sentAt, last_error: null, text_body: '', html_body: '' })
    .where('id', 'in', ids)
    .execute();
}

/** Notes why the mail could not be sent and when to try it again. */
export async function markMailFailed(db: Db, id: number, lastError: string, nextAttemptAt: Date): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ last_error: lastError, next_attempt_at: nextAttemptAt })
    .where('id', '=', id)
    .execute();
}

/** Drops the mails to this address that have not gone out yet (an invitation to a removed account). */
export async function deleteUnsentMailTo(db: Db, recipient: string): Promise<void> {
  await db.deleteFrom('mail_outbox').where('recipient', '=', recipient).where('sent_at', 'is', null).execute();
}

/** Deletes the mails (sent or not; a person's deletion takes them along) to or copied to any of these addresses. */
export async function deleteMailsOf(db: Db, emails: string[]): Promise<void> {
  await db
    .deleteFrom('mail_outbox')
    .where((eb) => eb.or([eb('recipient', 'in', emails), eb('cc', 'in', emails)]))
    .execute();
}
