import type { Lang } from '#shared/constants.ts';
import type { Db } from '../db/database.ts';
import { isValidPolicyNumber } from '#shared/rules/policy-number.ts';
import type { CourseCatalog } from '../courses/course-catalog.ts';
import { HttpError, notFound } from '../core/errors.ts';
import type { AppDeps } from '../deps.ts';
import type { Caller } from '../core/caller.ts';
import type { CompanyCertificateContent } from './certificate-content.ts';
import { issueCertificate, type IssuedCertificate } from './certificate-issue.ts';
import { COMPANY_CERTIFICATE_MIN_PERCENT } from '#shared/constants.ts';
import { companyCertificateEarned } from '#shared/rules/company-certificate.ts';
import { berlinToday } from '../core/berlin-dates.ts';
import { findCompany } from '../identity/companies.repository.ts';
import { courseTallies, learnerTally } from './certificates.repository.ts';
import { companyFigures, inCourseOrder } from './company-figures.ts';
import { renderCompanyCertificate } from './company-certificate-pdf.ts';
import { companyCertificateEnd } from './certificate-validity.ts';
import { archiveLapsed } from '../cycles/training-cycles.ts';
import { simulationParticipation } from './simulation-participation.ts';

/**
 * The stored insurance number, or the refusal (docs/product.md R15): without a number there is
 * nothing to prove to the insurer (409 INSURANCE_NUMBER_MISSING), and a number that fails the
 * policy-number rule is not printed (409 INSURANCE_NUMBER_INVALID).
 */
function insuranceNumberOf(stored: string | null): string {
  const number = stored?.trim() ?? '';
  if (number === '') throw new HttpError(409, 'INSURANCE_NUMBER_MISSING');
  if (!isValidPolicyNumber(number)) throw new HttpError(409, 'INSURANCE_NUMBER_INVALID');
  return number;
}

/** An issued company document, and whether it is an interim status rather than a certificate. */
export type CompanyDocument = IssuedCertificate & { interim: boolean; companyName: string };

/**
 * GET /certificates/company: the caller's company document, for its employer and managers: the
 * company certificate once at least COMPANY_CERTIFICATE_MIN_PERCENT of its learners are fully
 * trained, else a dated interim status without a seal (decision 104). The server decides which,
 * from the figures it prints.
 */
export async function companyCertificate(
  deps: AppDeps,
  catalog: CourseCatalog,
  request: {
    caller: Caller;
    lang: Lang;
    clientAddress: string;
    /** Written in the issue's transaction (send-company-document.ts mails the link with it). */
    alongside?: (
      trx: Db,
      issued: { id: number; code: string; issuedAt: Date },
      document: { interim: boolean; companyName: string; insuranceNumber: string; validUntil: string | null },
    ) => Promise<void>;
  },
): Promise<CompanyDocument> {
  const companyId = request.caller.companyId;
  const company = companyId === null ? undefined : await findCompany(deps.db, companyId);
  if (!company) throw notFound();
  const insuranceNumber = insuranceNumberOf(company.insurance_number);
  const months = deps.config.trainingValidityMonths;
  const now = deps.now();
  // Only passes valid today count: what lapsed is archived first (decision 081).
  await archiveLapsed(deps.db, { companyId: company.id }, months, now);
  const validUntil = companyCertificateEnd(now, months);
  const [people, tallies, simulations] = await Promise.all([
    learnerTally(deps.db, company.id),
    courseTallies(deps.db, company.id),
    simulationParticipation(deps.db, company.id, now),
  ]);
  const figures = companyFigures(people, tallies);
  const interim = !companyCertificateEarned(figures);
  const content: CompanyCertificateContent = {
    lang: request.lang,
    companyName: company.company_name,
    address: { street: company.street, postCode: company.post_code, city: company.city },
    insuranceNumber,
    figures,
    courses: inCourseOrder(tallies).map((tally) => ({
      slug: tally.slug,
      title: catalog.get(tally.slug, request.lang).title,
      assigned: tally.assigned,
      passed: tally.passed,
    })),
    ...(interim ? { interim: true, minPercent: COMPANY_CERTIFICATE_MIN_PERCENT } : { validUntil }),
    simulations,
  };
  const issued = await issueCertificate(deps, {
    kind: 'company',
    lang: request.lang,
    companyId: company.id,
    userId: null,
    caller: request.caller,
    clientAddress: request.clientAddress,
    content,
    validUntil: interim ? null : validUntil,
    interim,
    title: (texts) => (interim ? texts.interimTitle : texts.companyTitle),
    fileName: (texts) =>
      interim
        ? texts.interimFileName(company.company_name, berlinToday(now))
        : texts.companyFileName(company.company_name),
    render: renderCompanyCertificate,
    ...(request.alongside
      ? {
          alongside: (trx: Db, issued: { id: number; code: string; issuedAt: Date }) =>
            request.alongside!(trx, issued, {
              interim,
              companyName: company.company_name,
              insuranceNumber,
              validUntil: interim ? null : validUntil,
            }),
        }
      : {}),
  });
  return { ...issued, interim, companyName: company.company_name };
}
