import type { Db } from '../db/database.ts';

/** SQL about the mail outbox that the removal of accounts needs (mail/outbox.repository.ts holds the queue's own). */

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
