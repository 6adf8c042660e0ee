import type { SendCompanyDocumentRequest, SendCompanyDocumentResponse } from '#shared/api/certificates.ts';
import { COMPANY_CERTIFICATE_MIN_PERCENT, type Lang } from '#shared/constants.ts';
import { audit } from '../audit/audit-log.ts';
import { formatBerlinDate } from '../core/berlin-dates.ts';
import type { Caller } from '../core/caller.ts';
import { forbidden } from '../core/errors.ts';
import { assertNotThrottled, COMPANY_DOCUMENT_MAILS_PER_COMPANY, recordHit } from '../core/throttle.ts';
import type { CourseCatalog } from '../courses/course-catalog.ts';
import type { AppDeps } from '../deps.ts';
import { brandingOf, companyDocumentMail } from '../mail/templates.ts';
import { findHolder } from './certificates.repository.ts';
import { companyCertificate } from './company-certificate.ts';

const mailsKey = (companyId: number) => `company-document-mails:company:${companyId}`;

/**
 * POST /certificates/company/send (decision 104): "An den Versicherer senden". The employer names
 * an address; a new company document is issued (a certificate or an interim status, as a download
 * would be) and its verification link goes there through the outbox, never the PDF. The document,
 * the mail, the throttle's hit and the audit entry are written in one transaction; the audit keeps
 * the recipient's domain only (no personal data beyond ids in details). Five mails an hour per
 * company, so the portal cannot be used to mail strangers at will.
 */
export async function sendCompanyDocument(
  deps: AppDeps,
  catalog: CourseCatalog,
  request: { caller: Caller; body: SendCompanyDocumentRequest; lang: Lang; clientAddress: string },
): Promise<SendCompanyDocumentResponse> {
  const { caller, body } = request;
  if (caller.role !== 'employer' || caller.companyId === null) throw forbidden();
  const companyId = caller.companyId;
  const now = deps.now();
  await assertNotThrottled(deps.db, mailsKey(companyId), now);
  const sender = await findHolder(deps.db, caller.userId);
  const senderName = sender ? `${sender.firstname} ${sender.lastname}` : caller.email;
  const lang = body.lang ?? request.lang;
  const issued = await companyCertificate(deps, catalog, {
    caller,
    lang,
    clientAddress: request.clientAddress,
    alongside: async (trx, certificate, document) => {
      const mail = companyDocumentMail(lang, brandingOf(deps.config), {
        senderName,
        senderEmail: caller.email,
        companyName: document.companyName,
        insuranceNumber: document.insuranceNumber,
        interim: document.interim,
        minPercent: COMPANY_CERTIFICATE_MIN_PERCENT,
        issuedOn: formatBerlinDate(certificate.issuedAt),
        validUntil: document.validUntil === null ? null : formatBerlinDate(document.validUntil),
        code: certificate.code,
        url: `${deps.config.publicUrl}/verify/${certificate.code}`,
      });
      await deps.mail.enqueue(trx, { to: body.email, ...mail });
      await recordHit(trx, mailsKey(companyId), COMPANY_DOCUMENT_MAILS_PER_COMPANY, now);
      await audit(trx, {
        action: 'certificate.sent',
        actor: caller,
        targetCompanyId: companyId,
        clientAddress: request.clientAddress,
        details: {
          certificateId: certificate.id,
          interim: document.interim,
          recipientDomain: body.email.slice(body.email.lastIndexOf('@') + 1),
        },
      });
    },
  });
  return { kind: issued.interim ? 'interim' : 'company', email: body.email };
}
