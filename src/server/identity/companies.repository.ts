import type { Updateable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { CompaniesTable, CompanyRow } from '../db/schema.ts';

/**
 * Every write to the companies table, and the reads several domains share: registration, the
 * company's settings, its employer, an admin's block and deletion, and the e-learning reset's
 * claim. Read models (statistics, lists) read companies where they need them.
 */

/** The company row, undefined for none. */
export function findCompany(db: Db, id: number): Promise<CompanyRow | undefined> {
  return db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Creates a company without an owner yet; answers its id. */
export function insertCompany(db: Db, companyName: string, now: Date): Promise<{ id: number }> {
  return db
    .insertInto('companies')
    .values({ company_name: companyName, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Makes the person the company's employer (owner). */
export async function setCompanyOwner(db: Db, companyId: number, ownerId: number): Promise<void> {
  await db.updateTable('companies').set({ owner_id: ownerId }).where('id', '=', companyId).execute();
}

/** Whether an admin has blocked the company (its people cannot act). */
export async function companyBlocked(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('companies').select('blocked_at').where('id', '=', id).executeTakeFirst();
  return Boolean(row?.blocked_at);
}

export function updateCompany(db: Db, id: number, update: Updateable<CompaniesTable>): Promise<CompanyRow | undefined> {
  return db.updateTable('companies').set(update).where('id', '=', id).returningAll().executeTakeFirst();
}

/** The company whose employer (owner) the person is. */
export function findCompanyOwnedBy(db: Db, ownerId: number): Promise<CompanyRow | undefined> {
  return db.selectFrom('companies').selectAll().where('owner_id', '=', ownerId).executeTakeFirst();
}

/**
 * Records a reset of the company's progress at `now`; with `latestAllowedPrevious`, only if the last
 * one was no later. One conditional update checks and records, so two resets at once cannot both
 * pass. Answers whether it was recorded.
 */
export async function claimProgressReset(
  db: Db,
  companyId: number,
  now: Date,
  latestAllowedPrevious?: Date,
): Promise<boolean> {
  let claim = db.updateTable('companies').set({ last_progress_reset_at: now }).where('id', '=', companyId);
  if (latestAllowedPrevious) {
    claim = claim.where((eb) =>
      eb.or([eb('last_progress_reset_at', 'is', null), eb('last_progress_reset_at', '<=', latestAllowedPrevious)]),
    );
  }
  const claimed = await claim.returning('id').executeTakeFirst();
  return claimed !== undefined;
}

/** When the company's progress was last reset (null: never); undefined if there is no such company. */
export function findLastProgressReset(
  db: Db,
  companyId: number,
): Promise<{ last_progress_reset_at: Date | null } | undefined> {
  return db.selectFrom('companies').select('last_progress_reset_at').where('id', '=', companyId).executeTakeFirst();
}

/** Blocks the company since `blockedAt`, or lifts its block with null. */
export async function setCompanyBlocked(db: Db, companyId: number, blockedAt: Date | null): Promise<void> {
  await db.updateTable('companies').set({ blocked_at: blockedAt }).where('id', '=', companyId).execute();
}

/** Deletes the company; its foreign keys take its people and everything of theirs along. */
export async function deleteCompany(db: Db, companyId: number): Promise<void> {
  await db.deleteFrom('companies').where('id', '=', companyId).execute();
}
