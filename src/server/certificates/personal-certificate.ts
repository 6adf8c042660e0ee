import { CERTIFICATE_MIN_COURSES, type Lang } from '#shared/constants.ts';
import { byCourseOrder } from '#shared/courses.ts';
import { certificateEarned } from '#shared/rules/progress-status.ts';
import type { CourseCatalog } from '../courses/course-catalog.ts';
import { isCompanyStaff } from '../identity/company-access.ts';
import { HttpError, forbidden, notFound } from '../core/errors.ts';
import type { AppDeps } from '../deps.ts';
import type { Caller } from '../core/caller.ts';
import type { PersonalCertificateContent } from './certificate-content.ts';
import { issueCertificate, type CertificateFile } from './certificate-issue.ts';
import { assignedCoursesOf, findHolder } from './certificates.repository.ts';

type Holder = NonNullable<Awaited<ReturnType<typeof findHolder>>>;
import { renderPersonalCertificate } from './personal-certificate-pdf.ts';
import { personalCertificateEnd } from './certificate-validity.ts';
import { archiveLapsed } from '../cycles/training-cycles.ts';

/**
 * Who may have a person's certificate (docs/product.md R20): the person, and the employer and managers
 * of their company. A colleague gets 403; anyone outside the company gets 404, exactly as for an
 * id nobody has, so ids of other companies cannot be probed.
 */
function allowedHolder(caller: Caller, holder: Holder | undefined): Holder & { company_id: number } {
  if (!holder || holder.company_id === null) throw notFound();
  const companyId = holder.company_id;
  if (holder.id === caller.userId || isCompanyStaff(caller, companyId)) return { ...holder, company_id: companyId };
  throw caller.companyId === companyId ? forbidden() : notFound();
}

/**
 * GET /certificates/personal/{userId}: issues the person's certificate once they have earned it:
 * at least six courses assigned, all of them passed (current results; a reset archives them).
 */
export async function personalCertificate(
  deps: AppDeps,
  catalog: CourseCatalog,
  request: { caller: Caller; userId: number; lang: Lang; clientAddress: string },
): Promise<CertificateFile> {
  const holder = allowedHolder(request.caller, await findHolder(deps.db, request.userId));
  const months = deps.config.trainingValidityMonths;
  // Only passes valid today count: what lapsed is archived first (decision 081).
  await archiveLapsed(deps.db, { userId: holder.id }, months, deps.now());
  const courses = await assignedCoursesOf(deps.db, request.userId);
  const passed = courses.flatMap(({ slug, passedAt }) => (passedAt ? [{ slug, passedAt }] : []));
  if (!certificateEarned(courses.length, passed.length)) {
    throw new HttpError(409, 'CERTIFICATE_NOT_EARNED', {
      params: { min: CERTIFICATE_MIN_COURSES, assigned: courses.length, passed: passed.length },
    });
  }
  const holderName = `${holder.firstname} ${holder.lastname}`;
  const validUntil = personalCertificateEnd(
    passed.map((course) => ({ passedAt: course.passedAt.toISOString() })),
    months,
  );
  const content: PersonalCertificateContent = {
    lang: request.lang,
    holderName,
    companyName: holder.company_name ?? '',
    // In the portal's course order; every assigned course is passed here.
    courses: passed
      .sort((a, b) => byCourseOrder(a.slug, b.slug))
      .map((course) => ({
        slug: course.slug,
        title: catalog.get(course.slug, request.lang).title,
        passedAt: course.passedAt.toISOString(),
      })),
    validUntil,
  };
  return issueCertificate(deps, {
    kind: 'personal',
    lang: request.lang,
    companyId: holder.company_id,
    userId: holder.id,
    caller: request.caller,
    clientAddress: request.clientAddress,
    content,
    validUntil,
    title: (texts) => texts.personalTitle,
    fileName: (texts) => texts.personalFileName(holderName),
    render: renderPersonalCertificate,
  });
}
