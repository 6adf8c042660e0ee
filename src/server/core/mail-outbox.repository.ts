import type { Db } from '../db/database.ts';

/** SQL about the mail outbox that the removal of accounts needs (mail/outbox.ts writes to it). */

/** Drops the mails to this address that have not gone out yet (an invitation to a removed account). */
export async function deleteUnsentMailTo(db: Db, recipient: string): Promise<void> {
  await db.deleteFrom('mail_outbox').where('recipient', '=', recipient).where('sent_at', 'is', null).execute();
}
