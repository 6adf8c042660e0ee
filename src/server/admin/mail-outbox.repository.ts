import type { Db } from '../db/database.ts';

/** SQL about the mail outbox, as far as deleting people takes their mails along. */

/** Deletes the mails (sent or not) to or copied to any of these addresses. */
export async function deleteMailsOf(db: Db, emails: string[]): Promise<void> {
  await db
    .deleteFrom('mail_outbox')
    .where((eb) => eb.or([eb('recipient', 'in', emails), eb('cc', 'in', emails)]))
    .execute();
}
