import type { Db } from '../db/database.ts';

/** The company's SCIM connection (decision 107): the token's hash, its times and the group mapping. */
export function findConnection(db: Db, companyId: number) {
  return db.selectFrom('scim_connections').selectAll().where('company_id', '=', companyId).executeTakeFirst();
}

/** The connection whose token has this hash, with its company's block. */
export function findConnectionByToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('scim_connections as sc')
    .innerJoin('companies as co', 'co.id', 'sc.company_id')
    .select(['sc.company_id', 'sc.last_used_at', 'sc.manager_groups', 'co.blocked_at', 'co.owner_id'])
    .where('sc.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Stores a new token hash (the old one stops in the same statement); answers whether one was there. */
export async function storeTokenHash(db: Db, companyId: number, tokenHash: string, now: Date): Promise<boolean> {
  const before = await db
    .selectFrom('scim_connections')
    .select('token_hash')
    .where('company_id', '=', companyId)
    .forUpdate()
    .executeTakeFirst();
  await db
    .insertInto('scim_connections')
    .values({
      company_id: companyId,
      token_hash: tokenHash,
      token_created_at: now,
      last_used_at: null,
      created_at: now,
    })
    .onConflict((oc) =>
      oc.column('company_id').doUpdateSet({ token_hash: tokenHash, token_created_at: now, last_used_at: null }),
    )
    .execute();
  return Boolean(before?.token_hash);
}

/** Revokes the token; answers whether there was one. */
export async function clearTokenHash(db: Db, companyId: number): Promise<boolean> {
  const result = await db
    .updateTable('scim_connections')
    .set({ token_hash: null, token_created_at: null })
    .where('company_id', '=', companyId)
    .where('token_hash', 'is not', null)
    .executeTakeFirst();
  return result.numUpdatedRows !== 0n;
}

export async function storeManagerGroups(db: Db, companyId: number, groups: string[], now: Date): Promise<void> {
  await db
    .insertInto('scim_connections')
    .values({ company_id: companyId, manager_groups: groups, created_at: now })
    .onConflict((oc) => oc.column('company_id').doUpdateSet({ manager_groups: groups }))
    .execute();
}

/**
 * Notes the token's use, at most once a minute (a sync cycle makes many requests); answers the
 * moment of the use before, when this one is the first for an hour or more (decision 107: audited).
 */
export async function touchConnection(db: Db, companyId: number, now: Date): Promise<{ firstInHour: boolean }> {
  const before = await db
    .selectFrom('scim_connections')
    .select('last_used_at')
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  const last = before?.last_used_at ?? null;
  if (last !== null && last.getTime() > now.getTime() - 60_000) return { firstInHour: false };
  await db.updateTable('scim_connections').set({ last_used_at: now }).where('company_id', '=', companyId).execute();
  return { firstInHour: last === null || last.getTime() <= now.getTime() - 3_600_000 };
}

/** How many of the company's people the directory keeps. */
export async function countManagedPeople(db: Db, companyId: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('company_id', '=', companyId)
    .where('directory_managed_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
