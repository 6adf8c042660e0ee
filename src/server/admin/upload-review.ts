import type { ImportCounts, PreviewRow, UploadPreview, UploadSummary } from '#shared/api/admin-uploads.ts';
import { UPLOAD_LIST_MAX } from '#shared/api/admin-uploads.ts';
import type { EmployeeListRow } from '#shared/api/uploads.ts';
import type { Kysely } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { parseEmployeeList } from '../files/employee-list.ts';
import { notFound } from '../core/errors.ts';

/** The admin's view of stored employee lists (docs/product.md R18): which wait, and what is in one. */

const CHUNK = 1000;

function summaryQuery(db: Kysely<Database>) {
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
type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['executeTakeFirstOrThrow']>>;

const toSummary = (row: SummaryRow): UploadSummary => ({
  id: row.id,
  companyId: row.company_id,
  companyName: row.company_name,
  employerId: row.owner_id,
  employerName: row.owner_id === null ? null : `${row.firstname} ${row.lastname}`,
  employerEmail: row.email,
  fileName: row.file_name,
  rowCount: row.row_count,
  sizeBytes: row.size_bytes,
  status: row.status,
  createdAt: row.created_at.toISOString(),
  importedAt: row.imported_at?.toISOString() ?? null,
  result: (row.result as ImportCounts | null) ?? null,
});

/** GET /uploads?status=: oldest first (the review order), never the files themselves. */
export async function listUploads(db: Db, status: 'pending' | 'imported' | 'all'): Promise<UploadSummary[]> {
  let query = summaryQuery(db);
  if (status !== 'all') query = query.where('up.status', '=', status);
  const rows = await query.orderBy('up.created_at').orderBy('up.id').limit(UPLOAD_LIST_MAX).execute();
  return rows.map(toSummary);
}

export async function uploadSummary(db: Kysely<Database>, id: number): Promise<UploadSummary> {
  const row = await summaryQuery(db).where('up.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toSummary(row);
}

/** Which of these (lower-case) addresses already have an account, of any company or an admin. */
export async function existingEmails(db: Kysely<Database>, emails: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  const unique = [...new Set(emails)];
  for (let start = 0; start < unique.length; start += CHUNK) {
    const rows = await db
      .selectFrom('users')
      .select((eb) => eb.fn<string>('lower', ['email']).as('email'))
      .where((eb) => eb(eb.fn('lower', ['email']), 'in', unique.slice(start, start + CHUNK)))
      .execute();
    for (const row of rows) found.add(row.email);
  }
  return found;
}

/** What an import does with each row: problems first, then addresses that exist, the rest is created. */
export function classifyRows(rows: EmployeeListRow[], existing: Set<string>) {
  const counts: ImportCounts = { handled: rows.length, created: 0, alreadyExisting: 0, validationErrors: 0 };
  const fresh: EmployeeListRow[] = [];
  for (const row of rows) {
    if (row.problems.length > 0) counts.validationErrors++;
    else if (existing.has(row.email)) counts.alreadyExisting++;
    else {
      counts.created++;
      fresh.push(row);
    }
  }
  return { counts, fresh };
}

/** GET /uploads/{id}/rows: the stored file read again by the upload's own parser. */
export async function previewUpload(db: Db, id: number): Promise<UploadPreview> {
  const upload = await uploadSummary(db, id);
  const stored = await db
    .selectFrom('uploads')
    .select(['content', 'file_name'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const list = await parseEmployeeList(stored.content, stored.file_name);
  const existing = await existingEmails(
    db,
    list.rows.filter((row) => row.problems.length === 0).map((row) => row.email),
  );
  const rows: PreviewRow[] = list.rows.map((row) => ({ ...row, existing: existing.has(row.email) }));
  return { upload, rows, problems: list.problems, expected: classifyRows(list.rows, existing).counts };
}
