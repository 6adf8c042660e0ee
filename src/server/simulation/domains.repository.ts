import type { Db } from '../db/database.ts';

/** The SQL of a company's simulation domains. */

export function findDomains(db: Db, companyId: number) {
  return db
    .selectFrom('simulation_domains')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('domain')
    .execute();
}

export function findDomain(db: Db, companyId: number, domain: string) {
  return db
    .selectFrom('simulation_domains')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('domain', '=', domain)
    .executeTakeFirst();
}

/** Whether another company has the domain verified. */
export async function verifiedElsewhere(db: Db, companyId: number, domain: string): Promise<boolean> {
  const row = await db
    .selectFrom('simulation_domains')
    .select('company_id')
    .where('domain', '=', domain)
    .where('verified_at', 'is not', null)
    .where('company_id', '<>', companyId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertDomain(
  db: Db,
  row: { companyId: number; domain: string; verifyValue: string; addedAt: Date },
): Promise<void> {
  await db
    .insertInto('simulation_domains')
    .values({ company_id: row.companyId, domain: row.domain, verify_value: row.verifyValue, added_at: row.addedAt })
    .onConflict((oc) => oc.columns(['company_id', 'domain']).doNothing())
    .execute();
}

/** Records a look-up: found keeps (or sets) the verification, not found ends it. */
export async function recordCheck(db: Db, companyId: number, domain: string, found: boolean, at: Date): Promise<void> {
  await db
    .updateTable('simulation_domains')
    .set((eb) => ({ checked_at: at, verified_at: found ? eb.fn.coalesce('verified_at', eb.val(at)) : null }))
    .where('company_id', '=', companyId)
    .where('domain', '=', domain)
    .execute();
}

export async function deleteDomain(db: Db, companyId: number, domain: string): Promise<boolean> {
  const result = await db
    .deleteFrom('simulation_domains')
    .where('company_id', '=', companyId)
    .where('domain', '=', domain)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The mail domains of the company's people, for the suggestions. */
export async function peopleDomains(db: Db, companyId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select((eb) => eb.fn<string>('split_part', ['email', eb.val('@'), eb.val(2)]).as('domain'))
    .where('company_id', '=', companyId)
    .distinct()
    .execute();
  return rows.map((row) => row.domain.toLowerCase());
}
