import type { Db } from '../db/database.ts';

/** The SQL of who a company's simulations may reach. */

/** The company's people with whether they are left out and whether their domain is verified. */
export function findSimulationPeople(db: Db, companyId: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('simulation_exclusions as x', 'x.user_id', 'u.id')
    .select((eb) => [
      'u.id',
      'u.firstname',
      'u.lastname',
      'u.email',
      'u.active',
      'u.locked_at',
      eb('x.user_id', 'is not', null).as('excluded'),
      eb
        .exists(
          eb
            .selectFrom('simulation_domains as d')
            .select('d.domain')
            .where('d.company_id', '=', companyId)
            .where('d.verified_at', 'is not', null)
            .whereRef(
              'd.domain',
              '=',
              eb.fn<string>('lower', [eb.fn('split_part', ['u.email', eb.val('@'), eb.val(2)])]),
            ),
        )
        .as('domain_verified'),
    ])
    .where('u.company_id', '=', companyId)
    .orderBy('u.lastname')
    .orderBy('u.firstname')
    .orderBy('u.id')
    .execute();
}

export async function isPersonOfCompany(db: Db, userId: number, companyId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Answers whether this call left the person out (not already). */
export async function insertExclusion(db: Db, userId: number, companyId: number, at: Date): Promise<boolean> {
  const result = await db
    .insertInto('simulation_exclusions')
    .values({ user_id: userId, company_id: companyId, excluded_at: at })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function deleteExclusion(db: Db, userId: number, companyId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('simulation_exclusions')
    .where('user_id', '=', userId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The company's active, unlocked people with what a mail to them needs. */
export function activePeopleOf(db: Db, companyId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'firstname', 'lastname', 'salutation', 'lang'])
    .where('company_id', '=', companyId)
    .where('active', '=', true)
    .where('locked_at', 'is', null)
    .execute();
}
