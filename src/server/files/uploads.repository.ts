import type { Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { UploadsTable } from '../db/schema.ts';

/** SQL about the employer's uploaded employee lists. */

/** The number of employees the company declared (decides whether it may upload lists); undefined without such a company. */
export function findDeclaredEmployeeCount(
  db: Db,
  companyId: number,
): Promise<{ employee_count: number | null } | undefined> {
  return db.selectFrom('companies').select('employee_count').where('id', '=', companyId).executeTakeFirst();
}

/** Stores an uploaded file; answers the new upload's id. */
export async function insertUpload(db: Db, upload: Insertable<UploadsTable>): Promise<number> {
  const row = await db.insertInto('uploads').values(upload).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The person's newest upload to the company with what the confirmation mail says about it (and them). */
export function findLatestUpload(db: Db, userId: number, companyId: number) {
  return db
    .selectFrom('uploads as up')
    .innerJoin('users as u', 'u.id', 'up.uploaded_by')
    .innerJoin('companies as co', 'co.id', 'up.company_id')
    .select([
      'up.id',
      'up.file_name',
      'up.row_count',
      'u.firstname',
      'u.lastname',
      'u.salutation',
      'u.email',
      'u.lang',
      'co.company_name',
    ])
    .where('up.uploaded_by', '=', userId)
    .where('up.company_id', '=', companyId)
    .orderBy('up.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
