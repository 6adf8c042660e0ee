import type { ImportCounts, PreviewRow, UploadPreview, UploadSummary } from '#shared/api/admin-uploads.ts';
import { UPLOAD_LIST_MAX } from '#shared/api/admin-uploads.ts';
import type { EmployeeListRow } from '#shared/api/uploads.ts';
import type { Db } from '../db/database.ts';
import { parseEmployeeList } from '../files/employee-list.ts';
import { notFound } from '../core/errors.ts';
import { findTakenEmails } from './customers.repository.ts';
import {
  findUploadFile,
  findUploadSummary,
  listUploadSummaries,
  type UploadSummaryRow,
} from '../files/uploads.repository.ts';

/** The admin's view of stored employee lists (docs/product.md R18): which wait, and what is in one. */

const CHUNK = 1000;

const toSummary = (row: UploadSummaryRow): UploadSummary => ({
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
  const rows = await listUploadSummaries(db, status, UPLOAD_LIST_MAX);
  return rows.map(toSummary);
}

export async function uploadSummary(db: Db, id: number): Promise<UploadSummary> {
  const row = await findUploadSummary(db, id);
  if (!row) throw notFound();
  return toSummary(row);
}

/** Which of these (lower-case) addresses already have an account, of any company or an admin. */
export async function existingEmails(db: Db, emails: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  const unique = [...new Set(emails)];
  for (let start = 0; start < unique.length; start += CHUNK) {
    const taken = await findTakenEmails(db, unique.slice(start, start + CHUNK));
    for (const email of taken) found.add(email);
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
  const stored = await findUploadFile(db, id);
  const list = await parseEmployeeList(stored.content, stored.file_name);
  const existing = await existingEmails(
    db,
    list.rows.filter((row) => row.problems.length === 0).map((row) => row.email),
  );
  const rows: PreviewRow[] = list.rows.map((row) => ({ ...row, existing: existing.has(row.email) }));
  return { upload, rows, problems: list.problems, expected: classifyRows(list.rows, existing).counts };
}
