import { UPLOAD_MAX_BYTES, type UploadFileResponse } from '#shared/api/uploads.ts';
import { UPLOAD_MIN_EMPLOYEES } from '#shared/constants.ts';
import { assertNotThrottled, recordHit } from '../core/throttle.ts';
import { audit } from '../audit/audit-log.ts';
import { HttpError, forbidden } from '../core/errors.ts';
import type { AppDeps } from '../deps.ts';
import type { Caller } from '../core/caller.ts';
import { CONTENT_TYPES, parseEmployeeList } from './employee-list.ts';
import { UploadRefused } from './upload-refusal.ts';
import { UPLOADS_PER_COMPANY, uploadsKey } from './upload-throttle.ts';
import { findDeclaredEmployeeCount, insertUpload } from './uploads.repository.ts';

const FILE_NAME_MAX_LENGTH = 120;

/**
 * The name as it is stored and shown in the confirmation mail: no folders, no control or
 * formatting characters, at most 120 characters with the extension kept.
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (cleaned.length <= FILE_NAME_MAX_LENGTH) return cleaned;
  const extension = /\.[^.]{1,10}$/.exec(cleaned)?.[0] ?? '';
  return cleaned.slice(0, FILE_NAME_MAX_LENGTH - extension.length) + extension;
}

/**
 * Only companies that declare UPLOAD_MIN_EMPLOYEES or more may upload lists (docs/product.md R14);
 * smaller ones invite their people one by one. Checked before the file is read.
 */
export async function assertMayUpload(deps: AppDeps, caller: Caller): Promise<number> {
  if (caller.companyId === null) throw forbidden();
  const company = await findDeclaredEmployeeCount(deps.db, caller.companyId);
  if (!company) throw forbidden();
  if ((company.employee_count ?? 0) < UPLOAD_MIN_EMPLOYEES) {
    throw new HttpError(400, 'UPLOAD_NOT_AVAILABLE', { params: { min: UPLOAD_MIN_EMPLOYEES } });
  }
  await assertNotThrottled(deps.db, uploadsKey(caller.companyId), deps.now());
  return caller.companyId;
}

/**
 * POST /pdf/upload-file: reads the list (refusing files that cannot be used), then stores the
 * raw file as a pending upload of the caller's company for the provider's review. Rows with
 * problems do not stop the upload; the answer counts them.
 */
export async function storeUpload(
  deps: AppDeps,
  caller: Caller,
  companyId: number,
  file: File,
  clientAddress: string,
): Promise<UploadFileResponse> {
  if (file.size > UPLOAD_MAX_BYTES) throw new UploadRefused('fileTooLarge');
  const fileName = cleanFileName(file.name);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const list = await parseEmployeeList(bytes, fileName);
  const now = deps.now();

  return deps.db.transaction().execute(async (trx) => {
    const uploadId = await insertUpload(trx, {
      company_id: companyId,
      uploaded_by: caller.userId,
      file_name: fileName,
      content_type: CONTENT_TYPES[list.type],
      size_bytes: bytes.length,
      content: Buffer.from(bytes),
      row_count: list.rows.length,
      status: 'pending',
      created_at: now,
    });
    await recordHit(trx, uploadsKey(companyId), UPLOADS_PER_COMPANY, now);
    await audit(trx, {
      action: 'upload.received',
      actor: caller,
      targetCompanyId: companyId,
      clientAddress,
      details: {
        uploadId,
        type: list.type,
        sizeBytes: bytes.length,
        rowCount: list.rows.length,
        rowsWithProblems: list.problems.rows,
      },
    });
    return { uploaded: true, id: uploadId, fileName, rowCount: list.rows.length, problems: list.problems };
  });
}
