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
};

export function createMailOutbox(wake: () => void): MailOutbox {
  return {
    async enqueue(db, mail) {
      const row = await db
        .insertInto('mail_outbox')
        .values({
          recipient: mail.to,
          cc: mail.cc ?? null,
          subject: mail.subject,
          text_body: mail.text,
          html_body: mail.html,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Let the sender look right after the surrounding transaction has had time to commit.
      setTimeout(wake, 50).unref();
      return row.id;
    },
  };
}
