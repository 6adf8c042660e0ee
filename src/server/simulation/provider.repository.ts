import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** The SQL of the provider's controls: the global stop, sender domains, companies' blocks, totals. */

export function findSwitch(db: Db) {
  return db.selectFrom('simulation_switch').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
}

export async function setSwitch(db: Db, stoppedAt: Date | null, by: number): Promise<void> {
  await db
    .updateTable('simulation_switch')
    .set({ stopped_at: stoppedAt, stopped_by: by })
    .where('id', '=', 1)
    .execute();
}

export function findSenderDomains(db: Db) {
  return db.selectFrom('simulation_sender_domains').selectAll().orderBy('domain').execute();
}

export async function upsertSenderDomain(db: Db, domain: string, at: Date): Promise<void> {
  await db
    .insertInto('simulation_sender_domains')
    .values({ domain, added_at: at })
    .onConflict((oc) => oc.column('domain').doUpdateSet({ retired_at: null }))
    .execute();
}

export async function retireSenderDomain(db: Db, domain: string, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('simulation_sender_domains')
    .set({ retired_at: at })
    .where('domain', '=', domain)
    .where('retired_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function runningCampaignsOf(db: Db, companyId: number) {
  return db
    .selectFrom('simulation_campaigns')
    .select('id')
    .where('company_id', '=', companyId)
    .where('status', '=', 'running')
    .execute();
}

/** Companies that booked or were blocked, with their number of campaigns and delivered mails. */
export function simulationCompanies(db: Db) {
  return db
    .selectFrom('companies as c')
    .leftJoin('simulation_bookings as b', 'b.company_id', 'c.id')
    .select((eb) => [
      'c.id',
      'c.company_name',
      'b.booked_at',
      'c.simulation_blocked_at',
      eb
        .selectFrom('simulation_campaigns as k')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('k.company_id', '=', 'c.id')
        .as('campaigns'),
      eb
        .selectFrom('simulation_results as r')
        .innerJoin('simulation_waves as w', 'w.id', 'r.wave_id')
        .select(sql<number>`coalesce(sum(r.sent), 0)::int`.as('n'))
        .whereRef('w.company_id', '=', 'c.id')
        .as('delivered'),
    ])
    .where((eb) => eb.or([eb('b.company_id', 'is not', null), eb('c.simulation_blocked_at', 'is not', null)]))
    .orderBy('c.company_name')
    .execute();
}

/** Every closed wave's counters per company and scenario, for the figures over all customers. */
export function closedCounters(db: Db, closedBefore: Date) {
  return db
    .selectFrom('simulation_results as r')
    .innerJoin('simulation_waves as w', 'w.id', 'r.wave_id')
    .select(['w.company_id', 'r.template_id', 'r.sent', 'r.clicked', 'r.submitted'])
    .where('w.window_end', '<', closedBefore)
    .execute();
}
