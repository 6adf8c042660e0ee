import * as v from 'valibot';
import type { CertificateVerification } from '#shared/api/certificates.ts';
import { COMPANY_CERTIFICATE_MIN_PERCENT, type Lang } from '#shared/constants.ts';
import type { CourseCatalog } from '../courses/course-catalog.ts';
import type { Db } from '../db/database.ts';
import { log } from '../log.ts';
import { hashCertificateCode, normalizeCertificateCode } from './certificate-code.ts';
import {
  CompanyCertificateContent,
  ManagementCertificateContent,
  PersonalCertificateContent,
} from './certificate-content.ts';
import { findCertificateByHash } from './certificates.repository.ts';
import { companyCertificateEnd, personalCertificateEnd } from './certificate-validity.ts';

const NOT_VALID: CertificateVerification = { valid: false };

/**
 * GET /certificates/verify/{code} (docs/product.md R22): what the certificate with this code shows,
 * as long as it holds. It does not hold once its company is deleted (the row goes with it), its
 * holder is deleted (likewise), or the company's results were reset after it was issued (the
 * results it certifies are archived). Every other case, a code that cannot be a code included,
 * answers `valid: false` and nothing more. A certificate past its `validUntil` still verifies as
 * genuine, with `lapsed: true` (decision 081). A company's interim status answers `kind: 'interim'`:
 * genuine, but no certificate (decision 104).
 */
export async function verifyCertificate(
  db: Db,
  catalog: CourseCatalog,
  input: string,
  lang: Lang,
  cycle: { validityMonths: number; now: Date },
): Promise<CertificateVerification> {
  const code = normalizeCertificateCode(input);
  if (!code) return NOT_VALID;
  const row = await findCertificateByHash(db, hashCertificateCode(code));
  if (!row) return NOT_VALID;
  const issuedAt = row.issued_at.toISOString();
  if (row.kind === 'management') {
    // A company reset leaves the management training (decision 103), so it leaves its proof too.
    const content = v.safeParse(ManagementCertificateContent, row.content);
    if (!content.success) return unreadable(code);
    const track = catalog.get('nis2-management', lang);
    return {
      valid: true,
      kind: 'management',
      code,
      issuedAt,
      holderName: content.output.holderName,
      companyName: content.output.companyName,
      passedAt: content.output.passedAt,
      minutes: content.output.minutes,
      areas: content.output.areas,
      modules: track.modules.map((module) => module.title),
      validUntil: content.output.validUntil,
      lapsed: new Date(content.output.validUntil) <= cycle.now,
    };
  }
  if (row.last_progress_reset_at && row.last_progress_reset_at >= row.issued_at) return NOT_VALID;

  if (row.kind === 'personal') {
    const content = v.safeParse(PersonalCertificateContent, row.content);
    if (!content.success) return unreadable(code);
    const validUntil =
      content.output.validUntil ?? personalCertificateEnd(content.output.courses, cycle.validityMonths);
    return {
      valid: true,
      kind: 'personal',
      code,
      issuedAt,
      holderName: content.output.holderName,
      companyName: content.output.companyName,
      courses: content.output.courses.map((course) => ({
        slug: course.slug,
        title: catalog.get(course.slug, lang).title,
        passedAt: course.passedAt,
      })),
      validUntil,
      lapsed: new Date(validUntil) <= cycle.now,
    };
  }
  const content = v.safeParse(CompanyCertificateContent, row.content);
  if (!content.success) return unreadable(code);
  if (content.output.interim) {
    // Genuine, but no certificate: the figures of its day, with no validity to lapse (decision 104).
    return {
      valid: true,
      kind: 'interim',
      code,
      issuedAt,
      companyName: content.output.companyName,
      insuranceNumber: content.output.insuranceNumber,
      figures: content.output.figures,
      simulations: content.output.simulations ?? null,
      minPercent: content.output.minPercent ?? COMPANY_CERTIFICATE_MIN_PERCENT,
    };
  }
  const validUntil = content.output.validUntil ?? companyCertificateEnd(row.issued_at, cycle.validityMonths);
  return {
    valid: true,
    kind: 'company',
    code,
    issuedAt,
    companyName: content.output.companyName,
    insuranceNumber: content.output.insuranceNumber,
    figures: content.output.figures,
    simulations: content.output.simulations ?? null,
    validUntil,
    lapsed: new Date(validUntil) <= cycle.now,
  };
}

/** A stored snapshot that no longer fits its schema is a bug: logged, and not vouched for. */
function unreadable(code: string): CertificateVerification {
  log.error('certificate content unreadable', { codePrefix: code.slice(0, 4) });
  return NOT_VALID;
}
