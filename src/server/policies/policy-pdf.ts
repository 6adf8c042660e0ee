import * as v from 'valibot';
import { POLICY_FILE_FIELD, POLICY_PDF_MAX_BYTES, POLICY_PDF_MAX_MEGABYTES } from '#shared/api/policies.ts';
import { attachmentDisposition } from '../certificates/attachment-name.ts';
import type { Caller } from '../core/caller.ts';
import { HttpError, forbidden, notFound } from '../core/errors.ts';
import type { AppDeps } from '../deps.ts';
import { cleanFileName } from '../files/uploads.ts';
import type { FormRefusal } from '../http/validate.ts';
import { validationError } from '../http/validate.ts';
import { isForPerson, pdfOf } from './policy-confirmations.repository.ts';

/** A policy's PDF: checked before anything is stored, served only to the company's people it is for. */

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/** 400 (413 when too large) POLICY_PDF_REJECTED: "Bitte wählen Sie eine PDF-Datei (bis 5 MB)." */
export const pdfRejected = (tooLarge = false) =>
  new HttpError(tooLarge ? 413 : 400, 'POLICY_PDF_REJECTED', {
    params: { max: POLICY_PDF_MAX_MEGABYTES },
    details: [{ path: POLICY_FILE_FIELD, message: tooLarge ? 'file too large' : 'a PDF file expected' }],
  });

/** A request over the PDF's limit, before the form is read. */
export const pdfTooLarge = (): never => {
  throw pdfRejected(true);
};

/** A form whose file field is missing or wrong is refused as the file; other fields as usual. */
export const pdfFormRefused: FormRefusal = (_c, issues) =>
  !issues || issues.some((issue) => v.getDotPath(issue) === POLICY_FILE_FIELD)
    ? pdfRejected()
    : validationError(issues);

/** The file's bytes and cleaned name if it is a PDF within the limit; refused otherwise. */
export async function readPdf(file: File): Promise<{ bytes: Uint8Array; name: string }> {
  if (file.size > POLICY_PDF_MAX_BYTES) throw pdfRejected(true);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.length > POLICY_PDF_MAX_BYTES) throw pdfRejected(true);
  if (!PDF_MAGIC.every((byte, index) => bytes[index] === byte)) throw pdfRejected();
  const name = cleanFileName(file.name) || 'policy.pdf';
  return { bytes, name: name.toLowerCase().endsWith('.pdf') ? name : `${name}.pdf` };
}

/**
 * GET /policies/{id}/versions/{versionId}/pdf: for the company's employer and the people the policy
 * is for; someone else of the company 403, anyone outside (or no such PDF) 404. A download that
 * no browser runs as a page: attachment, nosniff and a sandboxing CSP.
 */
export async function policyPdfResponse(
  deps: AppDeps,
  caller: Caller,
  params: { id: number; versionId: number },
): Promise<Response> {
  const found = await pdfOf(deps.db, params.id, params.versionId);
  if (!found || caller.companyId !== found.company_id) throw notFound();
  if (caller.role !== 'employer' && !(await isForPerson(deps.db, params.id, caller.userId))) throw forbidden();
  const name = found.pdf_name ?? `${found.title}.pdf`;
  return new Response(new Uint8Array(found.pdf), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': attachmentDisposition(name),
      'Content-Length': String(found.pdf.length),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "sandbox; default-src 'none'",
      'Cache-Control': 'private, no-store',
    },
  });
}
