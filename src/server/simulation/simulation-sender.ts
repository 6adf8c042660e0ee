import type { Db } from '../db/database.ts';
import { log } from '../log.ts';
import { DrainLoop } from '../mail/drain-loop.ts';
import { openBody } from '../mail/outbox.ts';
import type { MailTransport } from '../mail/transport.ts';
import {
  claimDueSimulationMails,
  deferMail,
  deleteOldSendCounts,
  dropExpiredMail,
  markSimulationFailed,
  markSimulationSent,
  releaseSends,
  reserveSends,
  simulationsStopped,
  systemMailDue,
  type ClaimedSimulationMail,
} from './outbox-simulation.repository.ts';

const BATCH = 20;
const LEASE_SECONDS = 120;
const MAX_BACKOFF_SECONDS = 3600;
const MINUTE_MS = 60_000;

export type SimulationSending = { maxPerMinute: number; maxPerDomainPerMinute: number };

/**
 * The loop that sends simulation mail through its own transport (SIMULATION_SMTP_URL, never the
 * portal's): only while the provider's global stop is off and no system mail waits, at most
 * `maxPerMinute` mails a minute over all instances and `maxPerDomainPerMinute` to one recipient
 * domain (counted in the database, so two instances share the limits). A mail not sent by its
 * latest time is dropped with its token and counted as failed.
 */
export class SimulationSender {
  readonly #db: Db;
  readonly #transport: MailTransport;
  readonly #keys: readonly Uint8Array[];
  readonly #limits: SimulationSending;
  readonly #now: () => Date;
  readonly #retryBaseMs: number;
  readonly #loop: DrainLoop;

  constructor(options: {
    db: Db;
    transport: MailTransport;
    keys: readonly Uint8Array[];
    limits: SimulationSending;
    pollMs: number;
    now?: () => Date;
    retryBaseMs?: number;
  }) {
    this.#db = options.db;
    this.#transport = options.transport;
    this.#keys = options.keys;
    this.#limits = options.limits;
    this.#now = options.now ?? (() => new Date());
    this.#retryBaseMs = options.retryBaseMs ?? 5000;
    this.#loop = new DrainLoop('simulation sender', () => this.sendBatch(), options.pollMs);
  }

  start(): void {
    this.#loop.start();
  }

  wake(): void {
    this.#loop.wake();
  }

  async stop(): Promise<void> {
    await this.#loop.stop();
    this.#transport.close();
  }

  /**
   * One batch: claims what the minute's limits allow and sends it. Answers how many mails it
   * handled (sent, tried or dropped after their window); none when there was nothing to do.
   */
  async sendBatch(): Promise<number> {
    const now = this.#now();
    if (await simulationsStopped(this.#db)) return 0;
    if (await systemMailDue(this.#db, now)) return 0;
    const minute = new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS);
    const overallKey = `all:${minute.toISOString()}`;
    const granted = await reserveSends(this.#db, overallKey, minute, BATCH, this.#limits.maxPerMinute);
    if (granted === 0) return 0;
    let claimed: ClaimedSimulationMail[] = [];
    try {
      claimed = await claimDueSimulationMails(this.#db, now, new Date(now.getTime() + LEASE_SECONDS * 1000), granted);
    } finally {
      await releaseSends(this.#db, overallKey, granted - claimed.length);
    }
    if (claimed.length === 0) return 0;
    await deleteOldSendCounts(this.#db, new Date(minute.getTime() - 10 * MINUTE_MS));

    // A mail past its latest time is dropped, not sent: it takes none of the minute's sends.
    const expired = claimed.filter((mail) => mail.not_after !== null && mail.not_after <= now);
    for (const mail of expired) {
      await dropExpiredMail(this.#db, mail);
      log.warn('simulation mail dropped after its window', { id: mail.id });
    }
    await releaseSends(this.#db, overallKey, expired.length);
    const live = claimed.filter((mail) => !expired.includes(mail));

    const sendable = await this.#withinDomainLimits(live, minute, overallKey);
    await Promise.all(sendable.map(({ mail, domainKey }) => this.#deliver(mail, now, [overallKey, domainKey])));
    return expired.length + sendable.length;
  }

  /**
   * Holds back what would exceed a recipient domain's minute; those wait for the next minute.
   * Answers the mails that may go out, each with the key its domain's send was reserved under.
   */
  async #withinDomainLimits(
    claimed: ClaimedSimulationMail[],
    minute: Date,
    overallKey: string,
  ): Promise<Array<{ mail: ClaimedSimulationMail; domainKey: string }>> {
    const byDomain = new Map<string, ClaimedSimulationMail[]>();
    for (const mail of claimed) {
      const domain = mail.recipient.split('@')[1]?.toLowerCase() ?? '';
      byDomain.set(domain, [...(byDomain.get(domain) ?? []), mail]);
    }
    const sendable: Array<{ mail: ClaimedSimulationMail; domainKey: string }> = [];
    const nextMinute = new Date(minute.getTime() + MINUTE_MS);
    for (const [domain, mails] of byDomain) {
      const domainKey = `domain:${domain}:${minute.toISOString()}`;
      const granted = await reserveSends(this.#db, domainKey, minute, mails.length, this.#limits.maxPerDomainPerMinute);
      sendable.push(...mails.slice(0, granted).map((mail) => ({ mail, domainKey })));
      for (const held of mails.slice(granted)) await deferMail(this.#db, held.id, nextMinute);
      await releaseSends(this.#db, overallKey, mails.length - granted);
    }
    return sendable;
  }

  /**
   * Sends one mail. One the mail server refused did not go out: it gives the sends it reserved
   * (under `reservedUnder`, its minute's keys) back, for its retry or another mail of that minute.
   */
  async #deliver(mail: ClaimedSimulationMail, now: Date, reservedUnder: readonly string[]): Promise<void> {
    let sent = false;
    try {
      const { 'Message-ID': messageId, ...headers } = mail.headers ?? {};
      await this.#transport.send({
        from: mail.from_address ?? '',
        to: mail.recipient,
        subject: mail.subject,
        text: openBody(this.#keys, mail.text_body),
        html: openBody(this.#keys, mail.html_body),
        headers,
        messageId,
      });
      sent = true;
      await markSimulationSent(this.#db, mail, this.#now());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const backoffMs = Math.min(2 ** mail.attempts * this.#retryBaseMs, MAX_BACKOFF_SECONDS * 1000);
      await markSimulationFailed(this.#db, mail.id, message.slice(0, 500), new Date(now.getTime() + backoffMs));
      if (!sent) for (const key of reservedUnder) await releaseSends(this.#db, key, 1);
      log.warn('simulation mail not sent, will retry', { id: mail.id, attempts: mail.attempts, error: message });
    }
  }
}
