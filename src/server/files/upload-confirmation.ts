import type { SendUploadConfirmationRequest, SendUploadConfirmationResponse } from '#shared/api/uploads.ts';
import { copyAllowed } from '#shared/rules/mail-copy.ts';
import { assertNotThrottled, recordHit } from '../core/throttle.ts';
import { audit } from '../audit/audit-log.ts';
import { HttpError, forbidden } from '../core/errors.ts';
import type { AppDeps } from '../deps.ts';
import type { Caller } from '../core/caller.ts';
import { addresseeOf, brandingOf, uploadConfirmationMail } from '../mail/templates.ts';
import { CONFIRMATIONS_PER_PERSON, confirmationsKey } from './upload-throttle.ts';
import { findLatestUpload } from './uploads.repository.ts';

/**
 * POST /pdf/send-upload-confirmation (docs/product.md R18): the confirmation of the caller's latest
 * upload, in their stored language (docs/product.md R32), to their own address and at most one cc.
 * `email` must be the caller's own address and the cc one of the caller's or the insurer's domain
 * (decision 067), so the call cannot send mail to strangers; both are bounded by the per-person throttle.
 */
export async function sendUploadConfirmation(
  deps: AppDeps,
  caller: Caller,
  body: SendUploadConfirmationRequest,
  clientAddress: string,
): Promise<SendUploadConfirmationResponse> {
  if (caller.companyId === null) throw forbidden();
  if (body.email !== caller.email.toLowerCase()) throw new HttpError(400, 'CONFIRMATION_OWN_EMAIL_ONLY');
  const upload = await findLatestUpload(deps.db, caller.userId, caller.companyId);
  if (!upload) throw new HttpError(404, 'NO_UPLOAD');
  const now = deps.now();
  await assertNotThrottled(deps.db, confirmationsKey(caller.userId), now);
  const cc = body.cc && body.cc !== upload.email ? body.cc : undefined;
  if (cc && !copyAllowed(cc, upload.email, deps.config.contact.email)) {
    throw new HttpError(400, 'CONFIRMATION_COPY_NOT_ALLOWED');
  }
  const mail = uploadConfirmationMail(upload.lang, brandingOf(deps.config), {
    ...addresseeOf(upload),
    companyName: upload.company_name,
    fileName: upload.file_name,
    rowCount: upload.row_count,
  });

  await deps.db.transaction().execute(async (trx) => {
    await deps.mail.enqueue(trx, { to: upload.email, cc, ...mail });
    await recordHit(trx, confirmationsKey(caller.userId), CONFIRMATIONS_PER_PERSON, now);
    await audit(trx, {
      action: 'upload.confirmation_sent',
      actor: caller,
      targetUserId: caller.userId,
      targetCompanyId: caller.companyId,
      clientAddress,
      details: { uploadId: upload.id, cc: cc !== undefined },
    });
  });
  return { success: true, recipients: cc ? [upload.email, cc] : [upload.email] };
}
