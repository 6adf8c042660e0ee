import { sql, type Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type {
  MailOutboxTable,
  SimulationCampaignStatus,
  SimulationCampaignsTable,
  SimulationTokensTable,
} from '../db/schema.ts';
import { deleteLinksOfTokens } from './person-links.repository.ts';

/** The SQL of campaigns, their waves and the mails and tokens a wave plans. */

const INSERT_BATCH = 500;

export type CampaignRow = NonNullable<Awaited<ReturnType<typeof findCampaign>>>;

export async function insertCampaign(db: Db, row: Insertable<SimulationCampaignsTable>): Promise<void> {
  await db.insertInto('simulation_campaigns').values(row).execute();
}

export function findCampaign(db: Db, companyId: number, id: string) {
  return db
    .selectFrom('simulation_campaigns')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The campaign, locked for a change of its state (launch, pause, stop, the next wave). */
export function lockCampaign(db: Db, id: string) {
  return db.selectFrom('simulation_campaigns').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function findCampaigns(db: Db, companyId: number) {
  return db
    .selectFrom('simulation_campaigns')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('created_at', 'desc')
    .execute();
}

/** Every wave of the company's campaigns with how many of its mails went out. */
export function findWaves(db: Db, companyId: number) {
  return db
    .selectFrom('simulation_waves as w')
    .select((eb) => [
      'w.id',
      'w.campaign_id',
      'w.window_start',
      'w.window_end',
      'w.planned',
      eb
        .selectFrom('simulation_results as r')
        .select(sql<number>`coalesce(sum(r.sent), 0)::int`.as('sent'))
        .whereRef('r.wave_id', '=', 'w.id')
        .as('sent'),
    ])
    .where('w.company_id', '=', companyId)
    .orderBy('w.window_start')
    .execute();
}

export async function setCampaignState(
  db: Db,
  id: string,
  change: { status: SimulationCampaignStatus; launched_at?: Date; next_wave_at?: Date | null },
): Promise<void> {
  await db.updateTable('simulation_campaigns').set(change).where('id', '=', id).execute();
}

export async function insertWave(
  db: Db,
  wave: { id: string; campaignId: string; companyId: number; windowStart: Date; windowEnd: Date; planned: number },
): Promise<void> {
  await db
    .insertInto('simulation_waves')
    .values({
      id: wave.id,
      campaign_id: wave.campaignId,
      company_id: wave.companyId,
      window_start: wave.windowStart,
      window_end: wave.windowEnd,
      planned: wave.planned,
    })
    .execute();
}

/**
 * The company's people a wave may reach: active, not locked, not left out, at a domain the company
 * has verified, and without a simulation mail (sent or planned) since `since`.
 */
export function eligibleRecipients(db: Db, companyId: number, since: Date) {
  return db
    .selectFrom('users as u')
    .innerJoin('simulation_domains as d', (join) =>
      join
        .on('d.company_id', '=', companyId)
        .on('d.verified_at', 'is not', null)
        .on(sql<boolean>`d.domain = lower(split_part(u.email, '@', 2))`),
    )
    .select(['u.id', 'u.email', 'u.firstname', 'u.lastname', 'u.lang'])
    .where('u.company_id', '=', companyId)
    .where('u.active', '=', true)
    .where('u.locked_at', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom('simulation_exclusions as x').select('x.user_id').whereRef('x.user_id', '=', 'u.id')),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('mail_outbox as o')
            .select('o.id')
            .whereRef('o.recipient', '=', 'u.email')
            .where('o.kind', '=', 'simulation')
            .where(sql<boolean>`coalesce(o.sent_at, o.next_attempt_at) > ${since}`),
        ),
      ),
    )
    .execute();
}

/** The verified domains the company's active people use, for the check at each launch. */
export function recipientDomains(db: Db, companyId: number) {
  return db
    .selectFrom('simulation_domains')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('verified_at', 'is not', null)
    .execute();
}

/** Writes a wave's mails and tokens, each in the order given (the caller shuffles both apart). */
export async function insertWaveMails(
  db: Db,
  mails: readonly Insertable<MailOutboxTable>[],
  tokens: readonly Insertable<SimulationTokensTable>[],
): Promise<void> {
  for (let start = 0; start < tokens.length; start += INSERT_BATCH) {
    await db
      .insertInto('simulation_tokens')
      .values(tokens.slice(start, start + INSERT_BATCH))
      .execute();
  }
  for (let start = 0; start < mails.length; start += INSERT_BATCH) {
    await db
      .insertInto('mail_outbox')
      .values(mails.slice(start, start + INSERT_BATCH))
      .execute();
  }
}

/**
 * Removes the campaign's mails not sent yet and their tokens: a paused or stopped campaign sends
 * nothing more, and a token whose mail never left would count as delivered.
 */
export async function deleteUnsentOfCampaign(db: Db, campaignId: string): Promise<number> {
  const removed = await db
    .deleteFrom('mail_outbox')
    .where('sent_at', 'is', null)
    .where('wave_id', 'in', db.selectFrom('simulation_waves').select('id').where('campaign_id', '=', campaignId))
    .returning('token_hash')
    .execute();
  await deleteTokens(
    db,
    removed.map((row) => row.token_hash),
  );
  return removed.length;
}

/** Tokens (and in the pseudonymous mode their links) of mails that will never go out. */
export async function deleteTokens(db: Db, tokenHashes: readonly (string | null)[]): Promise<void> {
  const hashes = tokenHashes.filter((hash): hash is string => hash !== null);
  for (let start = 0; start < hashes.length; start += INSERT_BATCH) {
    await db
      .deleteFrom('simulation_tokens')
      .where('token_hash', 'in', hashes.slice(start, start + INSERT_BATCH))
      .execute();
  }
  await deleteLinksOfTokens(db, hashes);
}

/** Running recurring campaigns whose next wave is due. */
export function dueCampaigns(db: Db, now: Date, limit: number) {
  return db
    .selectFrom('simulation_campaigns')
    .select(['id', 'company_id'])
    .where('status', '=', 'running')
    .where('next_wave_at', '<=', now)
    .orderBy('next_wave_at')
    .limit(limit)
    .execute();
}

/** One-off campaigns whose wave has closed and sent all it will: finished. */
export async function finishClosedCampaigns(db: Db, now: Date): Promise<number> {
  const result = await db
    .updateTable('simulation_campaigns as c')
    .set({ status: 'finished' })
    .where('c.status', '=', 'running')
    .where('c.next_wave_at', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('simulation_waves as w')
            .select('w.id')
            .whereRef('w.campaign_id', '=', 'c.id')
            .where(sql<boolean>`w.window_end + interval '1 hour' > ${now}`),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes the tokens of waves that ended `days` ago: only the counters remain. */
export async function deleteOldTokens(db: Db, endedBefore: Date, now: Date): Promise<number> {
  const waves = await db
    .updateTable('simulation_waves')
    .set({ tokens_deleted_at: now })
    .where('tokens_deleted_at', 'is', null)
    .where('window_end', '<', endedBefore)
    .returning('id')
    .execute();
  if (waves.length === 0) return 0;
  const result = await db
    .deleteFrom('simulation_tokens')
    .where(
      'wave_id',
      'in',
      waves.map((w) => w.id),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
