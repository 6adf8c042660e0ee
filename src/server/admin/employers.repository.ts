import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** SQL about the employers' companies as the admin changes them. */

/** The company's employer, for mails sent in the company's name; undefined if it has none. */
export function companyOwner(db: Db, companyId: number) {
  return db
    .selectFrom('companies as co')
    .innerJoin('users as owner', 'owner.id', 'co.owner_id')
    .select(['co.id', 'co.company_name', 'owner.id as owner_id', 'owner.firstname', 'owner.lastname', 'owner.lang'])
    .where('co.id', '=', companyId)
    .executeTakeFirst();
}

/**
 * The companies these people own, with the newest company certificate's date (the employer list);
 * an interim status below the threshold is no certificate (decision 104) and does not count.
 */
export function findOwnedCompanies(db: Db, ownerIds: number[]) {
  return db
    .selectFrom('companies')
    .select(['id', 'owner_id', 'company_name', 'insurance_number', 'blocked_at'])
    .select((eb) =>
      eb
        .selectFrom('certificates')
        .select((inner) => inner.fn.max('certificates.issued_at').as('issued_at'))
        .whereRef('certificates.company_id', '=', 'companies.id')
        .where('certificates.kind', '=', 'company')
        .where(sql<boolean>`(certificates.content ->> 'interim') is distinct from 'true'`)
        .as('certificate_issued_at'),
    )
    .where('owner_id', 'in', ownerIds)
    .execute();
}

/** The company's id and employer, its row locked for the transaction so that two employer changes cannot interleave. */
export function lockCompanyOwner(
  db: Db,
  companyId: number,
): Promise<{ id: number; owner_id: number | null } | undefined> {
  return db
    .selectFrom('companies')
    .select(['id', 'owner_id'])
    .where('id', '=', companyId)
    .forUpdate()
    .executeTakeFirst();
}
