import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { MailContent } from './templates.ts';

export type OutgoingMail = MailContent & { to: string; cc?: string | undefined };

/**
 * Mails are written to the outbox in the same transaction as the change they announce, and a
 * sender loop delivers them; a mail server outage therefore delays mail but loses none.
 */
export type MailOutbox = {
  enqueue: (db: Kysely<Database>, mail: OutgoingMail) => Promise<number>;
  /** Many mails in few statements (a list import invites thousands at once). */
  enqueueMany: (db: Kysely<Database>, mails: OutgoingMail[]) => Promise<void>;
};

const toRow = (mail: OutgoingMail) => ({
  recipient: mail.to,
  cc: mail.cc ?? null,
  subject: mail.subject,
  text_body: mail.text,
  html_body: mail.html,
});

export function createMailOutbox(wake: () => void): MailOutbox {
  return {
    async enqueue(db, mail) {
      const row = await db.insertInto('mail_outbox').values(toRow(mail)).returning('id').executeTakeFirstOrThrow();
      // Let the sender look right after the surrounding transaction has had time to commit.
      setTimeout(wake, 50).unref();
      return row.id;
    },
    async enqueueMany(db, mails) {
      for (let start = 0; start < mails.length; start += 500) {
        await db
          .insertInto('mail_outbox')
          .values(mails.slice(start, start + 500).map(toRow))
          .execute();
      }
      if (mails.length > 0) setTimeout(wake, 50).unref();
    },
  };
}
