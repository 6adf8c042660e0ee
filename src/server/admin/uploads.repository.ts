import type { Db } from '../db/database.ts';

/** SQL about the stored employee lists as the admin reviews them. */

function summaryQuery(db: Db) {
  return db
    .selectFrom('uploads as up')
    .innerJoin('companies as co', 'co.id', 'up.company_id')
    .leftJoin('users as owner', 'owner.id', 'co.owner_id')
    .select([
      'up.id',
      'up.company_id',
      'co.company_name',
      'owner.id as owner_id',
      'owner.firstname',
      'owner.lastname',
      'owner.email',
      'up.file_name',
      'up.row_count',
      'up.size_bytes',
      'up.status',
      'up.created_at',
      'up.imported_at',
      'up.result',
    ]);
}

/** An upload with its company and employer, without the file itself. */
export type UploadSummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['executeTakeFirstOrThrow']>>;

/** The first `limit` uploads of the status (or all), oldest first (the review order). */
export function listUploadSummaries(
  db: Db,
  status: 'pending' | 'imported' | 'all',
  limit: number,
): Promise<UploadSummaryRow[]> {
  let query = summaryQuery(db);
  if (status !== 'all') query = query.where('up.status', '=', status);
  return query.orderBy('up.created_at').orderBy('up.id').limit(limit).execute();
}

/** One upload with its company and employer; undefined if there is none. */
export function findUploadSummary(db: Db, id: number): Promise<UploadSummaryRow | undefined> {
  return summaryQuery(db).where('up.id', '=', id).executeTakeFirst();
}

/** The stored file of an upload that exists, and its name. */
export function findUploadFile(db: Db, id: number): Promise<{ content: Uint8Array; file_name: string }> {
  return db.selectFrom('uploads').select(['content', 'file_name']).where('id', '=', id).executeTakeFirstOrThrow();
}

/** How many uploads the company has stored. */
export async function countCompanyUploads(db: Db, companyId: number): Promise<number> {
  const row = await db
    .selectFrom('uploads')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
