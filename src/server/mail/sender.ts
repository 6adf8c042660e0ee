import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { log } from '../log.ts';
import { openBody } from './outbox.ts';
import type { MailTransport } from './transport.ts';

type ClaimedMail = {
  id: number;
  recipient: string;
  cc: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
};

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
  readonly #pollMs: number;
  readonly #retryBaseMs: number;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #stopped = true;
  #again = false;

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
    this.#pollMs = options.pollMs;
    this.#retryBaseMs = options.retryBaseMs ?? 5000;
  }

  start(): void {
    this.#stopped = false;
    this.wake();
  }

  /** Looks for due mail now (after an enqueue) instead of at the next poll. */
  wake(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    clearTimeout(this.#timer);
    this.#running = this.#drain()
      .catch((error: unknown) =>
        log.warn('mail sender', { error: error instanceof Error ? error.message : String(error) }),
      )
      .finally(() => {
        this.#running = undefined;
        if (this.#stopped) return;
        if (this.#again) {
          this.#again = false;
          this.wake();
        } else {
          this.#timer = setTimeout(() => this.wake(), this.#pollMs);
          this.#timer.unref();
        }
      });
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#running;
    this.#transport.close();
  }

  /** Sends due mail batch by batch until none is left. */
  async #drain(): Promise<void> {
    while (!this.#stopped) {
      const claimed = await this.#claim();
      if (claimed.length === 0) return;
      for (const mail of claimed) await this.#deliver(mail);
    }
  }

  async #claim(): Promise<ClaimedMail[]> {
    const now = new Date();
    const lease = new Date(now.getTime() + LEASE_SECONDS * 1000);
    return this.#db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: lease, attempts: sql<number>`attempts + 1` })
      .where(
        'id',
        'in',
        this.#db
          .selectFrom('mail_outbox')
          .select('id')
          .where('sent_at', 'is', null)
          .where('next_attempt_at', '<=', now)
          .orderBy('id')
          .limit(BATCH)
          .forUpdate()
          .skipLocked(),
      )
      .returning(['id', 'recipient', 'cc', 'subject', 'text_body', 'html_body', 'attempts'])
      .execute();
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

  async #deliver(mail: ClaimedMail) {
    try {
      await this.#transport.send({
        from: this.#from,
        to: mail.recipient,
        cc: mail.cc ?? undefined,
        subject: mail.subject,
        ...this.#opened(mail),
      });
      // A sent mail keeps its record (to, subject, when) but not its text: links in it carry
      // tokens, and tokens are kept only as hashes once they have left.
      await this.#db
        .updateTable('mail_outbox')
        .set({ sent_at: new Date(), last_error: null, text_body: '', html_body: '' })
        .where('id', '=', mail.id)
        .execute();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // Exponential backoff: 10 s, 20 s, 40 s ... up to an hour; the mail waits, it is never dropped.
      const backoffMs = Math.min(2 ** mail.attempts * this.#retryBaseMs, MAX_BACKOFF_SECONDS * 1000);
      await this.#db
        .updateTable('mail_outbox')
        .set({ last_error: message.slice(0, 500), next_attempt_at: new Date(Date.now() + backoffMs) })
        .where('id', '=', mail.id)
        .execute();
      log.warn('mail not sent, will retry', {
        id: mail.id,
        attempts: mail.attempts,
        retryInMs: backoffMs,
        error: message,
      });
    }
  }
}
