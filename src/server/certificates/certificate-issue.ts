import type { CertificateKind } from '#shared/api/certificates.ts';
import type { Db } from '../db/database.ts';
import type { Lang } from '#shared/constants.ts';
import { audit } from '../audit/audit-log.ts';
import type { AppDeps } from '../deps.ts';
import type { Caller } from '../core/caller.ts';
import { hashCertificateCode, newCertificateCode } from './certificate-code.ts';
import { formatBerlinDate } from '../core/berlin-dates.ts';
import type { CertificateFrame } from './certificate-pdf.ts';
import { CERTIFICATE_TEXTS } from './certificate-texts.ts';
import { insertCertificate } from './certificates.repository.ts';

/** A made certificate, ready to send. */
export type CertificateFile = { pdf: Buffer; fileName: string };

export type Issue<Content> = {
  kind: CertificateKind;
  lang: Lang;
  companyId: number;
  userId: number | null;
  caller: Caller;
  clientAddress: string;
  /** What the certificate shows, kept as its content. */
  content: Content;
  /** When it stops holding (certificate-validity.ts), printed on it; null for an interim status. */
  validUntil: string | null;
  /** An interim status, not a certificate (decision 104): no seal, no validity. */
  interim?: boolean;
  /** The certificate's title, and the name it is made out to (for the file name and PDF metadata). */
  title: (texts: CertificateFrame['texts']) => string;
  fileName: (texts: CertificateFrame['texts']) => string;
  render: (frame: CertificateFrame, content: Content) => Promise<Buffer>;
  /** What else the issue writes in its transaction (the mail of its verification link). */
  alongside?: (trx: Db, issued: { id: number; code: string; issuedAt: Date }) => Promise<void>;
};

/** An issued certificate: its PDF and file name, and the code printed on it (never stored). */
export type IssuedCertificate = CertificateFile & { code: string; id: number };

/**
 * Issues one certificate: a new code (every download is a certificate of its own,
 * docs/decisions/028-certificate-issue-and-code.md), the PDF made with it, then its row (only the
 * code's hash) and the audit entry in one transaction.
 * The row is written only once the PDF exists, so a failure leaves nothing behind.
 */
export async function issueCertificate<Content>(deps: AppDeps, issue: Issue<Content>): Promise<IssuedCertificate> {
  const texts = CERTIFICATE_TEXTS[issue.lang];
  const code = newCertificateCode();
  const issuedAt = deps.now();
  const frame: CertificateFrame = {
    texts,
    brandName: deps.config.brandName,
    title: issue.title(texts),
    code,
    verifyUrl: `${deps.config.publicUrl}/verify/${code}`,
    issuedOn: formatBerlinDate(issuedAt),
    validUntil: issue.validUntil === null ? null : formatBerlinDate(new Date(issue.validUntil)),
    interim: issue.interim ?? false,
  };
  const pdf = await issue.render(frame, issue.content);
  const id = await deps.db.transaction().execute(async (trx) => {
    const id = await insertCertificate(trx, {
      codeHash: hashCertificateCode(code),
      kind: issue.kind,
      companyId: issue.companyId,
      userId: issue.userId,
      issuedBy: issue.caller.userId,
      content: issue.content,
      issuedAt,
    });
    await audit(trx, {
      action: 'certificate.issued',
      actor: issue.caller,
      targetUserId: issue.userId,
      targetCompanyId: issue.companyId,
      clientAddress: issue.clientAddress,
      details: { certificateId: id, kind: issue.kind, ...(issue.interim ? { interim: true } : {}) },
    });
    await issue.alongside?.(trx, { id, code, issuedAt });
    return id;
  });
  return { pdf, fileName: issue.fileName(texts), code, id };
}
