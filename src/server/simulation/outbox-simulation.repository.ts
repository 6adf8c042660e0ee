import { sql, type Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { MailOutboxTable } from '../db/schema.ts';
import { deleteLinksOfTokens, markLinkSent } from './person-links.repository.ts';

/** The SQL of simulation mail in the outbox: claimed by its own sender, counted, blanked once sent. */

export async function insertTestMail(db: Db, mail: Insertable<MailOutboxTable>): Promise<void> {
  await db.insertInto('mail_outbox').values(mail).execute();
}

/** A simulation mail claimed for sending. */
export type ClaimedSimulationMail = {
  id: number;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  from_address: string | null;
  headers: Record<string, string> | null;
  attempts: number;
  not_after: Date | null;
  wave_id: string | null;
  template_id: string | null;
  token_hash: string | null;
};

/** Whether the provider's global stop is on: no simulation mail is claimed while it is. */
export async function simulationsStopped(db: Db): Promise<boolean> {
  const row = await db.selectFrom('simulation_switch').select('stopped_at').where('id', '=', 1).executeTakeFirst();
  return (row?.stopped_at ?? null) !== null;
}

/** Whether system mail (invitations, resets, reminders) is due: it goes first. */
export async function systemMailDue(db: Db, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where('sent_at', 'is', null)
    .where('kind', '=', 'system')
    .where('next_attempt_at', '<=', now)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Reserves up to `wanted` sends of the minute under `key` against `limit`, for every instance at
 * once: the counter rises first, and what went over is given back. Answers how many were granted.
 */
export async function reserveSends(db: Db, key: string, minute: Date, wanted: number, limit: number): Promise<number> {
  if (wanted <= 0) return 0;
  const row = await sql<{ sent: number }>`
    insert into simulation_send_counts (key, minute, sent) values (${key}, ${minute}, ${wanted})
    on conflict (key) do update set sent = simulation_send_counts.sent + ${wanted}
    returning sent`.execute(db);
  const total = row.rows[0]?.sent ?? wanted;
  const over = Math.max(0, Math.min(wanted, total - limit));
  if (over > 0) await releaseSends(db, key, over);
  return wanted - over;
}

/**
 * Gives back `count` sends reserved under `key` and not made (not claimed, held back, dropped or
 * refused): the key names its minute, so they return to that minute's row, which never goes below zero.
 */
export async function releaseSends(db: Db, key: string, count: number): Promise<void> {
  if (count <= 0) return;
  await db
    .updateTable('simulation_send_counts')
    .set({ sent: sql<number>`greatest(sent - ${count}, 0)` })
    .where('key', '=', key)
    .execute();
}

export async function deleteOldSendCounts(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('simulation_send_counts').where('minute', '<', before).execute();
}

/**
 * Claims up to `batch` due simulation mails, earliest planned first, hidden from other senders
 * until `leaseUntil` (FOR UPDATE SKIP LOCKED, as the system mail's claim).
 */
export function claimDueSimulationMails(db: Db, now: Date, leaseUntil: Date, batch: number) {
  return db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: leaseUntil, attempts: sql<number>`attempts + 1` })
    .where(
      'id',
      'in',
      db
        .selectFrom('mail_outbox')
        .select('id')
        .where('kind', '=', 'simulation')
        .where('sent_at', 'is', null)
        .where('next_attempt_at', '<=', now)
        .orderBy('next_attempt_at')
        .limit(batch)
        .forUpdate()
        .skipLocked(),
    )
    .returning([
      'id',
      'recipient',
      'subject',
      'text_body',
      'html_body',
      'from_address',
      'headers',
      'attempts',
      'not_after',
      'wave_id',
      'template_id',
      'token_hash',
    ])
    .execute() as Promise<ClaimedSimulationMail[]>;
}

/** Hands a claimed mail back unsent and uncounted, to be tried from `at` (its domain's minute was full). */
export async function deferMail(db: Db, id: number, at: Date): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: at, attempts: sql<number>`attempts - 1` })
    .where('id', '=', id)
    .execute();
}

/**
 * Marks a simulation mail sent and counts it for its wave and scenario. The row keeps recipient
 * and time (the 14-day rule reads them) and loses everything else: subject "[Simulation]", no
 * text, no headers, no wave, scenario or token hash, so nothing links the person to a token.
 */
export async function markSimulationSent(db: Db, mail: ClaimedSimulationMail, sentAt: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('mail_outbox')
      .set({
        sent_at: sentAt,
        last_error: null,
        subject: '[Simulation]',
        text_body: '',
        html_body: '',
        from_address: null,
        headers: null,
        wave_id: null,
        template_id: null,
        token_hash: null,
      })
      .where('id', '=', mail.id)
      .execute();
    if (mail.wave_id && mail.template_id) await countResult(trx, mail.wave_id, mail.template_id, 'sent');
    if (mail.token_hash) await markLinkSent(trx, mail.token_hash, sentAt);
  });
}

/**
 * Removes the simulation mails to an address that have not gone out, with their tokens: the
 * person was deleted, and a token whose mail never left would count as delivered.
 */
export async function deleteUnsentSimulationsTo(db: Db, recipient: string): Promise<void> {
  const removed = await db
    .deleteFrom('mail_outbox')
    .where('recipient', '=', recipient)
    .where('kind', '=', 'simulation')
    .where('sent_at', 'is', null)
    .returning('token_hash')
    .execute();
  const hashes = removed.map((row) => row.token_hash).filter((hash): hash is string => hash !== null);
  if (hashes.length === 0) return;
  await db.deleteFrom('simulation_tokens').where('token_hash', 'in', hashes).execute();
  await deleteLinksOfTokens(db, hashes);
}

/** A mail not sent by its latest time is dropped with its token and counted as failed. */
export async function dropExpiredMail(db: Db, mail: ClaimedSimulationMail): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('mail_outbox').where('id', '=', mail.id).execute();
    if (mail.token_hash) {
      await trx.deleteFrom('simulation_tokens').where('token_hash', '=', mail.token_hash).execute();
      await deleteLinksOfTokens(trx, [mail.token_hash]);
    }
    if (mail.wave_id && mail.template_id) await countResult(trx, mail.wave_id, mail.template_id, 'failed');
  });
}

export async function markSimulationFailed(db: Db, id: number, lastError: string, nextAttemptAt: Date): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ last_error: lastError, next_attempt_at: nextAttemptAt })
    .where('id', '=', id)
    .execute();
}

/** Adds one to a counter of the wave's scenario (the row is made by the first). */
export async function countResult(
  db: Db,
  waveId: string,
  templateId: string,
  counter: 'sent' | 'failed' | 'clicked' | 'submitted' | 'reported' | 'reported_before_click',
  by = 1,
): Promise<void> {
  await db
    .insertInto('simulation_results')
    .values({ wave_id: waveId, template_id: templateId, [counter]: by })
    .onConflict((oc) =>
      oc
        .columns(['wave_id', 'template_id'])
        .doUpdateSet({ [counter]: sql<number>`simulation_results.${sql.ref(counter)} + ${by}` }),
    )
    .execute();
}
