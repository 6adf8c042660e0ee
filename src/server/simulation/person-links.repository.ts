import type { Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { SimulationPersonLinksTable, SimulationPseudonymous } from '../db/schema.ts';

/** The SQL of the pseudonymous mode: the mode in the booking and the links from mails to people. */

/** Switches the mode; off (null) deletes every link of the company in the same statement's transaction. */
export async function saveMode(db: Db, companyId: number, mode: SimulationPseudonymous | null): Promise<number> {
  await db
    .updateTable('simulation_bookings')
    .set({ pseudonymous: mode === null ? null : JSON.stringify(mode) })
    .where('company_id', '=', companyId)
    .execute();
  if (mode !== null) return 0;
  const deleted = await db.deleteFrom('simulation_person_links').where('company_id', '=', companyId).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

export async function companyIsPseudonymous(db: Db, companyId: number): Promise<boolean> {
  const row = await db
    .selectFrom('simulation_bookings')
    .select('pseudonymous')
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return (row?.pseudonymous ?? null) !== null;
}

/** What each person got in the last year: the scenario, its difficulty and whether they clicked or reported. */
export function linkedHistory(db: Db, userIds: readonly number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('simulation_person_links')
    .select(['user_id', 'template_id', 'difficulty', 'planned_at', 'clicked_at', 'reported_at'])
    .where('user_id', 'in', [...userIds])
    .orderBy('planned_at')
    .execute();
}

const INSERT_BATCH = 500;

export async function insertLinks(db: Db, links: readonly Insertable<SimulationPersonLinksTable>[]): Promise<void> {
  for (let start = 0; start < links.length; start += INSERT_BATCH) {
    await db
      .insertInto('simulation_person_links')
      .values(links.slice(start, start + INSERT_BATCH))
      .execute();
  }
}

/** The moment a linked mail went out: time to report counts from it. */
export async function markLinkSent(db: Db, tokenHash: string, at: Date): Promise<void> {
  await db
    .updateTable('simulation_person_links')
    .set({ sent_at: at })
    .where('token_hash', '=', tokenHash)
    .where('sent_at', 'is', null)
    .execute();
}

/** The first moment of an outcome on a linked mail (later ones keep the first). */
export async function markLinkOutcome(
  db: Db,
  tokenHash: string,
  outcome: 'clicked_at' | 'submitted_at' | 'reported_at',
  at: Date,
): Promise<void> {
  await db
    .updateTable('simulation_person_links')
    .set({ [outcome]: at })
    .where('token_hash', '=', tokenHash)
    .where(outcome, 'is', null)
    .execute();
}

/** Links of mails that will never go out (dropped, stopped, their person deleted). */
export async function deleteLinksOfTokens(db: Db, tokenHashes: readonly string[]): Promise<void> {
  for (let start = 0; start < tokenHashes.length; start += INSERT_BATCH) {
    await db
      .deleteFrom('simulation_person_links')
      .where('token_hash', 'in', tokenHashes.slice(start, start + INSERT_BATCH))
      .execute();
  }
}

/** Links older than the retention: their person no longer sees them, and nobody else ever did. */
export async function deleteOldLinks(db: Db, plannedBefore: Date): Promise<number> {
  const deleted = await db
    .deleteFrom('simulation_person_links')
    .where('planned_at', '<', plannedBefore)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/** The person's simulations that went out, newest first. */
export function sentLinksOf(db: Db, userId: number) {
  return db
    .selectFrom('simulation_person_links')
    .select(['template_id', 'difficulty', 'sent_at', 'clicked_at', 'submitted_at', 'reported_at'])
    .where('user_id', '=', userId)
    .where('sent_at', 'is not', null)
    .orderBy('sent_at', 'desc')
    .execute();
}

/** The scenarios the person clicked (a click is the first step of entering data, too). */
export async function clickedTemplatesOf(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('simulation_person_links')
    .select('template_id')
    .distinct()
    .where('user_id', '=', userId)
    .where('clicked_at', 'is not', null)
    .execute();
  return rows.map((row) => row.template_id);
}
