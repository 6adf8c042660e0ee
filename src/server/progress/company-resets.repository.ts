import type { Db } from '../db/database.ts';

/** The SQL of company resets on the companies table: when a company's progress was last reset. */

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
