import { UPLOAD_MAX_BYTES, UPLOAD_MAX_ROWS, type EmployeeListColumn, type UploadRefusal } from '#shared/api/uploads.ts';
import type { Lang } from '#shared/constants.ts';
import { HttpError } from '../core/errors.ts';
import { columnName, translateUploadRefusal } from '../i18n/messages.ts';

/**
 * A file refused as a whole, thrown by the list readers. It knows no language: the route turns it
 * into the error envelope of the request (see `uploadRejected`). `missing` are columns the header
 * lacks, `columns` the file's own header words that are unknown or doubled.
 */
export class UploadRefused extends Error {
  readonly refusal: UploadRefusal;
  readonly missing: readonly EmployeeListColumn[];
  readonly columns: readonly string[];

  constructor(refusal: UploadRefusal, options: { missing?: EmployeeListColumn[]; columns?: string[] } = {}) {
    super(refusal);
    this.refusal = refusal;
    this.missing = options.missing ?? [];
    this.columns = options.columns ?? [];
  }
}

const quoted = (lang: Lang, words: readonly string[]) =>
  words.map((word) => (lang === 'de' ? `„${word}“` : `"${word}"`)).join(', ');

/**
 * 400 UPLOAD_REJECTED (413 when the file is too large) with the upload message of docs/product.md §8 and one
 * detail naming the problem: `code` from UPLOAD_REFUSALS, `message` in the request's language.
 */
export function uploadRejected(lang: Lang, refused: UploadRefused): HttpError {
  const numbers = new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB');
  const params: Record<string, string | number> = {
    columns:
      refused.missing.length > 0
        ? refused.missing.map((column) => columnName(lang, column)).join(', ')
        : quoted(lang, refused.columns),
    max: refused.refusal === 'fileTooLarge' ? UPLOAD_MAX_BYTES / 1024 / 1024 : numbers.format(UPLOAD_MAX_ROWS),
  };
  const detail = {
    path: 'file',
    code: refused.refusal,
    message: translateUploadRefusal(lang, refused.refusal, params),
  };
  return new HttpError(refused.refusal === 'fileTooLarge' ? 413 : 400, 'UPLOAD_REJECTED', { details: [detail] });
}
