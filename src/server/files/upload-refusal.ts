import { UPLOAD_MAX_BYTES, UPLOAD_MAX_ROWS, type EmployeeListColumn, type UploadRefusal } from '#shared/api/uploads.ts';
import type { Context } from 'hono';
import * as v from 'valibot';
import type { Lang } from '#shared/constants.ts';
import { HttpError, fieldError } from '../core/errors.ts';
import type { AppEnv } from '../http/types.ts';
import { validationError, type FormRefusal } from '../http/validate.ts';
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

/** A request over the upload's limit: the upload message with "too large". */
export function uploadTooLarge(c: Context<AppEnv>): never {
  throw uploadRejected(c.get('lang'), new UploadRefused('fileTooLarge'));
}

/**
 * The refusal of an upload form: a problem with the file field is the upload message ("one CSV or
 * XLSX file"), other fields the usual validation error. A body that is no readable form is refused
 * as `unreadable` says: as the file field, or as a body that is not a multipart form.
 */
export function refusedUpload(fileField: string, unreadable: 'fileField' | 'body'): FormRefusal {
  return (c, issues) => {
    if (!issues && unreadable === 'body') return fieldError('body', 'multipart form expected');
    if (!issues || issues.some((issue) => v.getDotPath(issue) === fileField)) {
      return uploadRejected(c.get('lang'), new UploadRefused('fileField'));
    }
    return validationError(issues);
  };
}

/** Runs the upload's work, turning a refusal of the list's reader into the upload message. */
export async function withUploadRefusals<T>(c: Context<AppEnv>, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UploadRefused) throw uploadRejected(c.get('lang'), error);
    throw error;
  }
}
