import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { UploadsTable } from '../db/schema.ts';

type UploadStatus = Selectable<UploadsTable>['status'];

/** SQL about the uploads an admin imports as employee lists (upload-import.ts holds the rules). */

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

/** Stores a file sent with the import as an upload of the company; answers its id. */
export async function insertImportedUpload(db: Db, upload: Insertable<UploadsTable>): Promise<number> {
  const stored = await db.insertInto('uploads').values(upload).returning('id').executeTakeFirstOrThrow();
  return stored.id;
}

/** Marks the stored upload imported now, with the import's counts. */
export async function markUploadImported(db: Db, uploadId: number, now: Date, result: string): Promise<void> {
  await db
    .updateTable('uploads')
    .set({ status: 'imported', imported_at: now, result })
    .where('id', '=', uploadId)
    .execute();
}
