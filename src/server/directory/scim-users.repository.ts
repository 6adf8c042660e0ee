import type { Db } from '../db/database.ts';

/** The columns a SCIM User is made from. */
export const SCIM_USER_COLUMNS = [
  'id',
  'email',
  'firstname',
  'lastname',
  'role',
  'company_id',
  'locked_at',
  'directory_managed_at',
  'directory_external_id',
  'created_at',
  'updated_at',
] as const;

/** One person of the company by id (anyone of it, the employer included: SCIM may read them). */
export function findCompanyPerson(db: Db, companyId: number, id: number) {
  return db
    .selectFrom('users')
    .select(SCIM_USER_COLUMNS)
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
}

/** A page of the company's people, optionally only the one with this address (a userName filter). */
export async function listCompanyPeople(
  db: Db,
  companyId: number,
  options: { email?: string; externalId?: string; offset: number; limit: number },
) {
  let query = db.selectFrom('users').where('company_id', '=', companyId);
  if (options.email !== undefined) {
    const email = options.email.toLowerCase();
    query = query.where((eb) => eb(eb.fn('lower', ['email']), '=', email));
  }
  if (options.externalId !== undefined) query = query.where('directory_external_id', '=', options.externalId);
  const total = await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows =
    options.limit === 0
      ? []
      : await query.select(SCIM_USER_COLUMNS).orderBy('id').offset(options.offset).limit(options.limit).execute();
  return { total: Number(total.n), rows };
}

export type ScimUserRow = Awaited<ReturnType<typeof findCompanyPerson>> & object;
