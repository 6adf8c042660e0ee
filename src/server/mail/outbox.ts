import type { Kysely } from 'kysely';
import { mapYielding } from '../core/map-yielding.ts';
import { seal, unseal } from '../core/secret-box.ts';
import type { Database } from '../db/schema.ts';
import { insertOutboxMail, insertOutboxMails, type OutboxMail } from './outbox.repository.ts';
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
  /**
   * The row a mail is stored as, its text sealed, for a statement that writes it together with
   * the change it answers (outboxInsert); `written` afterwards lets the sender look.
   */
  row: (mail: OutgoingMail) => OutboxMail;
  written: () => void;
};

/**
 * A waiting mail's text is sealed (decision 071): its links carry live invitation and reset
 * tokens, and a database file, a WAL segment or a backup must not hand them out. The key is the
 * one that seals authenticator secrets, kept outside the database (core/secret-box.ts).
 */
const SEALED = 'sealed:';

export const sealBody = (key: Uint8Array, body: string): string => SEALED + seal(key, body);

/** The text of a waiting mail, opened with the key it names; rows written before sealing began are plain. */
export const openBody = (keys: Uint8Array | readonly Uint8Array[], body: string): string =>
  body.startsWith(SEALED) ? unseal(keys, body.slice(SEALED.length)) : body;

export function createMailOutbox(options: { wake: () => void; key: Uint8Array }): MailOutbox {
  const toRow = (mail: OutgoingMail): OutboxMail => ({
    recipient: mail.to,
    cc: mail.cc ?? null,
    subject: mail.subject,
    text_body: sealBody(options.key, mail.text),
    html_body: sealBody(options.key, mail.html),
  });
  // Lets the sender look right after the surrounding transaction has had time to commit.
  const written = () => setTimeout(options.wake, 50).unref();
  return {
    async enqueue(db, mail) {
      const id = await insertOutboxMail(db, toRow(mail));
      written();
      return id;
    },
    async enqueueMany(db, mails) {
      // Sealed a few at a time: a wave of reminders or a list's invitations holds no request up.
      await insertOutboxMails(db, await mapYielding(mails, toRow));
      if (mails.length > 0) written();
    },
    row: toRow,
    written,
  };
}
