import * as v from 'valibot';
import { Email } from './common.ts';

/**
 * Employee lists (docs/product.md §5, §8, §9; R14, R18): an employer or manager of a
 * company that declares at least UPLOAD_MIN_EMPLOYEES employees uploads a CSV or XLSX file with
 * the columns first name, last name and e-mail; the provider reviews it and an admin imports it.
 */

/** Largest accepted file; the whole multipart request may be a little larger (the form around it). */
export const UPLOAD_MAX_MEGABYTES = 2;
export const UPLOAD_MAX_BYTES = UPLOAD_MAX_MEGABYTES * 1024 * 1024;
/** The request that carries the file: the file and half a megabyte for the form around it. */
export const UPLOAD_BODY_LIMIT = UPLOAD_MAX_BYTES + 512 * 1024;
/** Most data rows (people) one file may hold, the header row not counted. */
export const UPLOAD_MAX_ROWS = 10_000;
/** The multipart field that carries the file. */
export const UPLOAD_FILE_FIELD = 'file';
export const UPLOAD_FILE_TYPES = ['csv', 'xlsx'] as const;
export type UploadFileType = (typeof UPLOAD_FILE_TYPES)[number];

/** The three columns, and the header words accepted for each (compared without case, spaces, "-", "_", "."). */
export const EMPLOYEE_LIST_COLUMNS = ['firstname', 'lastname', 'email'] as const;
export type EmployeeListColumn = (typeof EMPLOYEE_LIST_COLUMNS)[number];
export const EMPLOYEE_LIST_HEADER_WORDS: Record<EmployeeListColumn, readonly string[]> = {
  firstname: ['vorname', 'firstname', 'givenname'],
  lastname: ['nachname', 'familienname', 'lastname', 'surname', 'familyname'],
  email: ['email', 'emailadresse', 'mail', 'mailadresse', 'emailaddress'],
};

/**
 * Why a file is refused as a whole (the error's `details[].code`); the request answers 400
 * UPLOAD_REJECTED (413 for `fileTooLarge`) and nothing is stored.
 */
export const UPLOAD_REFUSALS = [
  'fileField',
  'fileType',
  'fileTooLarge',
  'empty',
  'notUtf8',
  'separator',
  'missingColumns',
  'unknownColumns',
  'duplicateColumns',
  'tooManyRows',
  'brokenXlsx',
  'unpackedTooLarge',
] as const;
export type UploadRefusal = (typeof UPLOAD_REFUSALS)[number];

/**
 * What can be wrong with one row. A file with such rows is still accepted (the provider reviews
 * it); the answer counts them and the admin import shows them row by row.
 */
export const EMPLOYEE_ROW_PROBLEMS = [
  'missingField',
  'invalidEmail',
  'invalidName',
  'nameNotCapitalised',
  'duplicateEmail',
  'extraFields',
] as const;
export type EmployeeRowProblem = (typeof EMPLOYEE_ROW_PROBLEMS)[number];

/** One person of a list as the server reads it; `line` is the row's number in the file (1 = header). */
export const EmployeeListRow = v.object({
  line: v.number(),
  firstname: v.string(),
  lastname: v.string(),
  email: v.string(),
  problems: v.array(v.picklist(EMPLOYEE_ROW_PROBLEMS)),
});
export type EmployeeListRow = v.InferOutput<typeof EmployeeListRow>;

/** `rows`: rows with at least one problem; each kind: rows with that problem. */
export const UploadProblemCounts = v.object({
  rows: v.number(),
  missingField: v.number(),
  invalidEmail: v.number(),
  invalidName: v.number(),
  nameNotCapitalised: v.number(),
  duplicateEmail: v.number(),
  extraFields: v.number(),
});
export type UploadProblemCounts = v.InferOutput<typeof UploadProblemCounts>;

/** POST /pdf/upload-file (multipart, one `file`): the stored upload, pending the provider's review. */
export const UploadFileResponse = v.object({
  uploaded: v.literal(true),
  id: v.number(),
  fileName: v.string(),
  /** Data rows (people) in the file, rows with problems included. */
  rowCount: v.number(),
  problems: UploadProblemCounts,
});
export type UploadFileResponse = v.InferOutput<typeof UploadFileResponse>;

/**
 * POST /pdf/send-upload-confirmation: the confirmation of the caller's latest upload goes to the
 * caller only (`email` must be their own address) and, optionally, to one more address in cc.
 * An empty or null cc means none.
 */
export const SendUploadConfirmationRequest = v.strictObject({
  email: Email,
  cc: v.pipe(
    v.optional(v.union([v.null(), v.literal(''), Email])),
    v.transform((cc) => cc || undefined),
  ),
});
export type SendUploadConfirmationRequest = v.InferOutput<typeof SendUploadConfirmationRequest>;

export const SendUploadConfirmationResponse = v.object({
  success: v.literal(true),
  /** The addresses the mail goes to: the caller first, then the cc. */
  recipients: v.array(v.string()),
});
export type SendUploadConfirmationResponse = v.InferOutput<typeof SendUploadConfirmationResponse>;
