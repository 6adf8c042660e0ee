import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { SimulationChecklist } from '../db/schema.ts';

/** The SQL of a company's booking of the simulation add-on and the provider's switches. */

export function findBooking(db: Db, companyId: number) {
  return db.selectFrom('simulation_bookings').selectAll().where('company_id', '=', companyId).executeTakeFirst();
}

/** Answers whether this call made the booking (a second one leaves the first as it was). */
export async function insertBooking(
  db: Db,
  row: { companyId: number; addendumVersion: string; bookedAt: Date; bookedBy: number },
): Promise<boolean> {
  const inserted = await db
    .insertInto('simulation_bookings')
    .values({
      company_id: row.companyId,
      addendum_version: row.addendumVersion,
      booked_at: row.bookedAt,
      booked_by: row.bookedBy,
    })
    .onConflict((oc) => oc.column('company_id').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Sets the ticked items in place: two confirmations at once both stay. */
export async function saveChecklistItems(db: Db, companyId: number, items: SimulationChecklist): Promise<void> {
  await db
    .updateTable('simulation_bookings')
    .set({ checklist: sql<string>`checklist || ${JSON.stringify(items)}::jsonb` })
    .where('company_id', '=', companyId)
    .execute();
}

/** When the provider stopped the company's simulations, if it did. */
export async function companySimulationBlockedAt(db: Db, companyId: number): Promise<Date | null> {
  const row = await db
    .selectFrom('companies')
    .select('simulation_blocked_at')
    .where('id', '=', companyId)
    .executeTakeFirst();
  return row?.simulation_blocked_at ?? null;
}

/** The provider's simulation sender domains in use. */
export async function activeSenderDomains(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('simulation_sender_domains')
    .select('domain')
    .where('retired_at', 'is', null)
    .orderBy('domain')
    .execute();
  return rows.map((row) => row.domain);
}

/** The employer sent a test mail (the launch needs one). */
export async function markTestMailSent(db: Db, companyId: number, at: Date): Promise<void> {
  await db
    .updateTable('simulation_bookings')
    .set({ test_mail_sent_at: at })
    .where('company_id', '=', companyId)
    .execute();
}
