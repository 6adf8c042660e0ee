import type { Role } from '#shared/constants.ts';
import type { Db } from '../db/database.ts';

/** One person of a company as the progress overview lists them. */
export type CompanyPerson = { id: number; firstname: string; lastname: string; role: Role };

/** Every person of the company (employer included), by last name, first name and id. */
export function companyPeopleByName(db: Db, companyId: number): Promise<CompanyPerson[]> {
  return db
    .selectFrom('users')
    .select(['id', 'firstname', 'lastname', 'role'])
    .where('company_id', '=', companyId)
    .orderBy('lastname')
    .orderBy('firstname')
    .orderBy('id')
    .execute();
}
