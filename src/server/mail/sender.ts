import type { Db } from '../db/database.ts';
import { log } from '../log.ts';
import { DrainLoop } from './drain-loop.ts';
import { openBody } from './outbox.ts';
import { claimDueMails, markMailFailed, markMailsSent, type ClaimedMail } from './outbox.repository.ts';
import type { MailTransport } from './transport.ts';

const BATCH = 20;
/** A claimed mail is hidden from other senders this long; if its sender dies, another takes it. */
const LEASE_SECONDS = 120;
const MAX_BACKOFF_SECONDS = 3600;

/**
 * The loop that empties the outbox. Several server instances may run it against one database:
 * each claims due rows with FOR UPDATE SKIP LOCKED and a lease, so every mail goes out once.
 */
export class MailSender {
  readonly #db: Db;
  readonly #transport: MailTransport;
  readonly #from: string;
  readonly #keys: readonly Uint8Array[];
  readonly #retryBaseMs: number;
  readonly #loop: DrainLoop;

  constructor(options: {
    db: Db;
    transport: MailTransport;
    from: string;
    /** The keys the outbox may have sealed the mails' text with (core/secret-box.ts). */
    keys: readonly Uint8Array[];
    pollMs: number;
    retryBaseMs?: number;
  }) {
    this.#db = options.db;
    this.#keys = options.keys;
    this.#transport = options.transport;
    this.#from = options.from;
    this.#retryBaseMs = options.retryBaseMs ?? 5000;
    this.#loop = new DrainLoop('mail sender', () => this.#sendBatch(), options.pollMs);
  }

  start(): void {
    this.#loop.start();
  }

  /** Looks for due mail now (after an enqueue) instead of at the next poll. */
  wake(): void {
    this.#loop.wake();
  }

  async stop(): Promise<void> {
    await this.#loop.stop();
    this.#transport.close();
  }

  /**
   * Claims a batch of due mail, sends it side by side over the transport's connections and marks
   * what went out in one statement (a statement per mail cost the database more than the claim
   * and the writing of a reminder wave together). A sender that dies between sending and marking
   * leaves the batch to be sent again after its lease, as one that dies mid-mail always did.
   */
  async #sendBatch(): Promise<number> {
    const now = new Date();
    const lease = new Date(now.getTime() + LEASE_SECONDS * 1000);
    const claimed = await claimDueMails(this.#db, now, lease, BATCH);
    const delivered = await Promise.all(claimed.map((mail) => this.#deliver(mail)));
    await markMailsSent(
      this.#db,
      claimed.filter((_, index) => delivered[index]).map((mail) => mail.id),
      new Date(),
    );
    return claimed.length;
  }

  /** The mail's text; sealed under a key this instance lacks, it waits for one that has it. */
  #opened(mail: ClaimedMail): { text: string; html: string } {
    try {
      return { text: openBody(this.#keys, mail.text_body), html: openBody(this.#keys, mail.html_body) };
    } catch {
      throw new Error(
        'the mail is sealed with a key this instance does not have (SECOND_FACTOR_KEY, SECOND_FACTOR_PREVIOUS_KEYS)',
      );
    }
  }

  /** Sends one mail; answers whether it went out (a failure is marked for a later try). */
  async #deliver(mail: ClaimedMail): Promise<boolean> {
    try {
      await this.#transport.send({
        from: this.#from,
        to: mail.recipient,
        cc: mail.cc ?? undefined,
        subject: mail.subject,
        ...this.#opened(mail),
      });
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // Exponential backoff: 10 s, 20 s, 40 s ... up to an hour; the mail waits, it is never dropped.
      const backoffMs = Math.min(2 ** mail.attempts * this.#retryBaseMs, MAX_BACKOFF_SECONDS * 1000);
      await markMailFailed(this.#db, mail.id, message.slice(0, 500), new Date(Date.now() + backoffMs));
      log.warn('mail not sent, will retry', {
        id: mail.id,
        attempts: mail.attempts,
        retryInMs: backoffMs,
        error: message,
      });
      return false;
    }
  }
}
