import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { UploadsTable } from '../db/schema.ts';

/**
 * SQL about the uploaded employee lists: the employer's uploads and their confirmation
 * (uploads.ts, upload-confirmation.ts), the admin's review and import (admin/upload-review.ts,
 * admin/upload-import.ts), which hold the rules.
 */

type UploadStatus = Selectable<UploadsTable>['status'];

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

/** The stored upload with its file, undefined for none. */
export function findUploadToImport(db: Db, uploadId: number) {
  return db
    .selectFrom('uploads')
    .select(['id', 'company_id', 'file_name', 'content', 'status'])
    .where('id', '=', uploadId)
    .executeTakeFirst();
}

/**
 * The upload's status, its row locked for the rest of the transaction: of two imports of one
 * upload at the same time, the second waits and then sees it imported. Undefined for none.
 */
export async function lockUploadStatus(db: Db, uploadId: number): Promise<UploadStatus | undefined> {
  const row = await db.selectFrom('uploads').select('status').where('id', '=', uploadId).forUpdate().executeTakeFirst();
  return row?.status;
}

/** Marks the stored upload imported now, with the import's counts. */
export async function markUploadImported(db: Db, uploadId: number, now: Date, result: string): Promise<void> {
  await db
    .updateTable('uploads')
    .set({ status: 'imported', imported_at: now, result })
    .where('id', '=', uploadId)
    .execute();
}
