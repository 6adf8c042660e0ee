import type { ImportResponse } from '#shared/api/admin-uploads.ts';
import { UPLOAD_MAX_BYTES, type EmployeeListRow } from '#shared/api/uploads.ts';
import { auditMany, audit, type AuditEntry } from '../audit/audit-log.ts';
import type { Db } from '../db/database.ts';
import { CONTENT_TYPES, parseEmployeeList } from '../files/employee-list.ts';
import { UploadRefused } from '../files/upload-refusal.ts';
import { cleanFileName } from '../files/uploads.ts';
import { fieldError, HttpError, notFound } from '../core/errors.ts';
import type { AppDeps } from '../deps.ts';
import type { Caller } from '../core/caller.ts';
import { issueInvitations, type InvitationSender, type Invitee } from '../employees/invitation-links.ts';
import { companyOwner } from './employers.repository.ts';
import { findEmployer } from './targets.ts';
import { classifyRows, existingEmails } from './upload-review.ts';
import { assignToNewPeople } from '../assignments/assignments.repository.ts';
import { insertUser } from '../identity/users.repository.ts';
import { invitedAccount } from '../identity/invited-account.ts';
import { findUploadToImport, insertUpload, lockUploadStatus, markUploadImported } from '../files/uploads.repository.ts';

/** What is imported: a stored upload, or a file the admin sends for an employer. */
export type ImportSource = { uploadId: number; employerId?: number | undefined } | { file: File; employerId: number };

const BATCH = 1000;
const batches = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / BATCH) }, (_, index) =>
    items.slice(index * BATCH, (index + 1) * BATCH),
  );

type Inviter = InvitationSender & { companyId: number };

/** The stored upload or the sent file, its company and the employer in whose name people are invited. */
async function resolveSource(deps: AppDeps, source: ImportSource) {
  const { db } = deps;
  if ('uploadId' in source) {
    const upload = await findUploadToImport(db, source.uploadId);
    if (!upload) throw notFound();
    if (upload.status === 'imported') throw new HttpError(409, 'UPLOAD_ALREADY_IMPORTED');
    const owner = await companyOwner(db, upload.company_id);
    if (source.employerId !== undefined && owner?.owner_id !== source.employerId) {
      throw fieldError('employerId', 'not the employer of this upload');
    }
    return { uploadId: upload.id, companyId: upload.company_id, fileName: upload.file_name, bytes: upload.content };
  }
  const { company } = await findEmployer(db, source.employerId);
  if (source.file.size > UPLOAD_MAX_BYTES) throw new UploadRefused('fileTooLarge');
  const bytes = new Uint8Array(await source.file.arrayBuffer());
  return { uploadId: null, companyId: company.id, fileName: cleanFileName(source.file.name), bytes };
}

/**
 * Creates the people of the fresh rows as employees of the company, without password, in the
 * employer's language, each with an invitation link (14 days) and mail, in a few statements per
 * thousand rows. An address taken meanwhile by someone else is counted as already existing.
 */
async function createPeople(trx: Db, deps: AppDeps, rows: EmployeeListRow[], inviter: Inviter, now: Date) {
  const created: Invitee[] = [];
  for (const batch of batches(rows)) {
    const inserted = await insertUser(
      trx,
      batch.map((row) =>
        invitedAccount(row, { role: 'employee', companyId: inviter.companyId, lang: inviter.lang }, now),
      ),
      ['id', 'email', 'firstname', 'lastname', 'salutation'],
      'skip',
    );
    created.push(...inserted);
  }
  await issueInvitations(trx, deps, created, inviter, now);
  return created;
}

/**
 * POST /employee/upload-employee-list (docs/product.md R18): reads the list with the upload's parser
 * (the same refusals and limits), then in one transaction creates and invites the people of the
 * valid rows whose address has no account yet, and marks the upload imported with its counts. A
 * file sent with the import is stored as an imported upload of the company, so every import can
 * be traced to its list.
 */
export async function importEmployeeList(
  deps: AppDeps,
  caller: Caller,
  source: ImportSource,
  clientAddress: string,
): Promise<ImportResponse> {
  const { db } = deps;
  const resolved = await resolveSource(deps, source);
  const list = await parseEmployeeList(resolved.bytes, resolved.fileName);
  const owner = await companyOwner(db, resolved.companyId);
  const inviter: Inviter = {
    companyId: resolved.companyId,
    companyName: owner?.company_name ?? deps.config.brandName,
    name: owner ? `${owner.firstname} ${owner.lastname}` : deps.config.brandName,
    lang: owner?.lang ?? 'de',
  };
  const now = deps.now();

  return db.transaction().execute(async (trx) => {
    if (resolved.uploadId !== null) {
      const status = await lockUploadStatus(trx, resolved.uploadId);
      if (!status) throw notFound();
      if (status === 'imported') throw new HttpError(409, 'UPLOAD_ALREADY_IMPORTED');
    }
    const valid = list.rows.filter((row) => row.problems.length === 0);
    const existing = await existingEmails(
      trx,
      valid.map((row) => row.email),
    );
    const { counts, fresh } = classifyRows(list.rows, existing);
    const created = await createPeople(trx, deps, fresh, inviter, now);
    // Everyone new gets the company's onboarding courses (decision 082).
    const courses = await assignToNewPeople(
      trx,
      resolved.companyId,
      created.map((person) => person.id),
      [],
      now,
    );
    const result = {
      ...counts,
      created: created.length,
      alreadyExisting: counts.alreadyExisting + fresh.length - created.length,
    };

    let uploadId = resolved.uploadId;
    if (uploadId === null) {
      uploadId = await insertUpload(trx, {
        company_id: resolved.companyId,
        uploaded_by: caller.userId,
        file_name: resolved.fileName,
        content_type: CONTENT_TYPES[list.type],
        size_bytes: resolved.bytes.length,
        content: Buffer.from(resolved.bytes),
        row_count: list.rows.length,
        status: 'imported',
        result: JSON.stringify(result),
        created_at: now,
        imported_at: now,
      });
    } else {
      await markUploadImported(trx, uploadId, now, JSON.stringify(result));
    }

    const invited: AuditEntry[] = created.map((person) => ({
      action: 'employee.invited',
      actor: caller,
      targetUserId: person.id,
      targetCompanyId: resolved.companyId,
      clientAddress,
      details: { role: 'employee', uploadId, courses },
    }));
    await auditMany(trx, invited);
    await audit(trx, {
      action: 'upload.imported',
      actor: caller,
      targetUserId: owner?.owner_id ?? null,
      targetCompanyId: resolved.companyId,
      clientAddress,
      details: { uploadId, ...result },
    });
    return { success: true as const, uploadId, companyId: resolved.companyId, ...result };
  });
}
