import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../src/server/db/database.ts';
import { type CampaignRow, findCampaign } from '../../src/server/simulation/campaigns.repository.ts';
import { loadTemplateLibrary } from '../../src/server/simulation/template-library.ts';

/**
 * A company of the seeded database made ready for a phishing simulation: the one with the fewest
 * active people (its owner included) above `people` and no simulation of its own, the rest of its
 * people excluded so that exactly `people` take part; the add-on booked, its domain verified,
 * every scenario published, a sender domain, and a running campaign over three working days from
 * Monday 7 December 2026, 09–16. Its people are the seed's, not made here: deleting a thousand
 * people would look through every quiz attempt for each of them (no index on
 * `quiz_attempts.user_id`), a quarter of an hour at full size. `tearDownSimulationCompany` removes
 * what was added.
 */
export const MONDAY = new Date('2026-12-07T07:00:00Z');

export type SimulationCompany = {
  companyId: number;
  domain: string;
  campaign: CampaignRow;
  senderDomain: string;
  /** The outbox's last id before: every later row to the company's domain was written by the bench. */
  outboxBefore: number;
};

export async function setUpSimulationCompany(db: Db, people: number): Promise<SimulationCompany> {
  const suffix = randomUUID().slice(0, 8);
  const picked = await sql<{ company_id: number; domain: string }>`
    select u.company_id, min(lower(split_part(u.email, '@', 2))) as domain
    from users u
    where u.active and u.locked_at is null and u.company_id is not null
      and not exists (select 1 from simulation_bookings b where b.company_id = u.company_id)
    group by u.company_id
    having count(*) >= ${people} and count(distinct lower(split_part(u.email, '@', 2))) = 1
    order by count(*), u.company_id
    limit 1`.execute(db);
  const company = picked.rows[0];
  if (!company) throw new Error(`no seeded company with ${people} people at one domain`);
  const companyId = company.company_id;
  const domain = company.domain;
  const last = await sql<{ id: number | null }>`select max(id) as id from mail_outbox`.execute(db);
  await sql`insert into simulation_exclusions (user_id, company_id, excluded_at)
    select id, company_id, ${MONDAY} from users
    where company_id = ${companyId} and active and locked_at is null
    order by id offset ${people}`.execute(db);
  await db
    .insertInto('simulation_bookings')
    .values({ company_id: companyId, addendum_version: '1.0', booked_at: MONDAY })
    .execute();
  await db
    .insertInto('simulation_domains')
    .values({ company_id: companyId, domain, verify_value: 'x', added_at: MONDAY, verified_at: MONDAY })
    .execute();
  await db
    .insertInto('simulation_sender_domains')
    .values({ domain: `absender-${suffix}.test`, added_at: MONDAY })
    .execute();
  for (const id of loadTemplateLibrary().ids) {
    await db
      .insertInto('simulation_templates')
      .values({ id, published_at: MONDAY })
      .onConflict((oc) => oc.column('id').doUpdateSet({ published_at: MONDAY, retired_at: null }))
      .execute();
  }
  const campaignId = randomUUID();
  await db
    .insertInto('simulation_campaigns')
    .values({
      id: campaignId,
      company_id: companyId,
      name: 'Bench',
      categories: ['sign-in', 'payment', 'it-support', 'update', 'parcel', 'social-network', 'remote-work', 'device'],
      difficulties: [1, 2, 3],
      starts_on: '2026-12-07',
      window_days: 3,
      hour_from: 9,
      hour_to: 16,
      status: 'running',
      created_at: MONDAY,
    })
    .execute();
  const campaign = (await findCampaign(db, companyId, campaignId))!;
  return {
    companyId,
    domain,
    campaign,
    senderDomain: `absender-${suffix}.test`,
    outboxBefore: Number(last.rows[0]?.id ?? 0),
  };
}

/** Removes what the set-up and the run added: the campaign with its waves and mail, the answers, counters and exclusions. */
export async function tearDownSimulationCompany(db: Db, made: SimulationCompany): Promise<void> {
  await db
    .deleteFrom('mail_outbox')
    .where('id', '>', made.outboxBefore)
    .where('recipient', 'like', `%@${made.domain}`)
    .execute();
  await sql`delete from throttle_counters where key in (
    select 'simulation-report-answer:' || id from users where company_id = ${made.companyId})`.execute(db);
  for (const table of [
    'simulation_campaigns',
    'simulation_exclusions',
    'simulation_other_reports',
    'simulation_domains',
    'simulation_bookings',
  ] as const) {
    await db.deleteFrom(table).where('company_id', '=', made.companyId).execute();
  }
  await db.deleteFrom('simulation_sender_domains').where('domain', '=', made.senderDomain).execute();
}
