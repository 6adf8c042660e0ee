import * as v from 'valibot';
import { Id } from './common.ts';
import { EmployeeListRow, UploadProblemCounts } from './uploads.ts';

/**
 * The admin's review and import of employee lists (docs/product.md R18, §2 and §3):
 * employers store lists with POST /pdf/upload-file; admins list the stored uploads, preview their
 * rows and import them with POST /employee/upload-employee-list. Admins only.
 */

export const UPLOAD_STATES = ['pending', 'imported'] as const;
export type UploadState = (typeof UPLOAD_STATES)[number];

/** The four counts of an import (docs/product.md §3, "Upload result counts"). */
export const ImportCounts = v.object({
  /** Rows read from the list: the three counts below add up to it. */
  handled: v.number(),
  /** People created and invited by mail. */
  created: v.number(),
  /** Rows whose address already has an account (any company, admins too), left as they are. */
  alreadyExisting: v.number(),
  /** Rows with a problem (missing field, invalid e-mail or name, name not capitalised, twice in the list …). */
  validationErrors: v.number(),
});
export type ImportCounts = v.InferOutput<typeof ImportCounts>;

/** One stored upload with its company and employer; `result` once imported. */
export const UploadSummary = v.object({
  id: v.number(),
  companyId: v.number(),
  companyName: v.string(),
  employerId: v.nullable(v.number()),
  employerName: v.nullable(v.string()),
  employerEmail: v.nullable(v.string()),
  fileName: v.string(),
  rowCount: v.number(),
  sizeBytes: v.number(),
  status: v.picklist(UPLOAD_STATES),
  createdAt: v.string(),
  importedAt: v.nullable(v.string()),
  result: v.nullable(ImportCounts),
});
export type UploadSummary = v.InferOutput<typeof UploadSummary>;

/** GET /uploads?status=pending|imported|all (default pending): oldest first, at most 500. */
export const UploadListQuery = v.strictObject({
  status: v.optional(v.picklist([...UPLOAD_STATES, 'all']), 'pending'),
});
export type UploadListQuery = v.InferOutput<typeof UploadListQuery>;
export const UploadList = v.array(UploadSummary);
export const UPLOAD_LIST_MAX = 500;

/** A row of the preview: as the parser reads it, and whether its address already has an account. */
export const PreviewRow = v.object({ ...EmployeeListRow.entries, existing: v.boolean() });
export type PreviewRow = v.InferOutput<typeof PreviewRow>;

/**
 * GET /uploads/{id}/rows: the stored file read again with the same parser as the upload, every
 * row with its problems, and what an import would do now (`expected`).
 */
export const UploadPreview = v.object({
  upload: UploadSummary,
  rows: v.array(PreviewRow),
  problems: UploadProblemCounts,
  expected: ImportCounts,
});
export type UploadPreview = v.InferOutput<typeof UploadPreview>;

/** Form fields of POST /employee/upload-employee-list (multipart). */
export const IMPORT_FIELDS = { uploadId: 'uploadId', employerId: 'employerId', file: 'file' } as const;

/**
 * The text fields of the import form: a stored upload's id, or a `file` with the employer whose
 * company receives the people. With `uploadId`, an `employerId` must be that upload's employer.
 */
export const ImportFormFields = v.strictObject({
  uploadId: v.optional(Id),
  employerId: v.optional(Id),
});
export type ImportFormFields = v.InferOutput<typeof ImportFormFields>;

/** The text field of POST /uploads: the employer for whose company the sent list is stored. */
export const StoreListFormFields = v.strictObject({ employerId: Id });
export type StoreListFormFields = v.InferOutput<typeof StoreListFormFields>;

/** The whole import form: the text fields, and the file when no stored upload is named. */
export const ImportForm = v.strictObject({ ...ImportFormFields.entries, file: v.optional(v.file()) });
export type ImportForm = v.InferOutput<typeof ImportForm>;

/** The whole form of POST /uploads: the employer and the file. */
export const StoreListForm = v.strictObject({ ...StoreListFormFields.entries, file: v.file() });
export type StoreListForm = v.InferOutput<typeof StoreListForm>;

export const ImportResponse = v.object({
  success: v.literal(true),
  /** The stored upload now marked imported; a file sent with the import is stored as one. */
  uploadId: v.number(),
  companyId: v.number(),
  ...ImportCounts.entries,
});
export type ImportResponse = v.InferOutput<typeof ImportResponse>;
