import type { Lang } from '#shared/constants.ts';
import { MANAGEMENT_AREAS } from '#shared/content/track-content.ts';
import { validUntil } from '#shared/rules/training-validity.ts';
import type { Caller } from '../core/caller.ts';
import { HttpError, forbidden, notFound } from '../core/errors.ts';
import type { CourseCatalog } from '../courses/course-catalog.ts';
import { archiveLapsed } from '../cycles/training-cycles.ts';
import type { AppDeps } from '../deps.ts';
import { currentTrainingOf, isManagementMember } from '../management/management.repository.ts';
import type { ManagementCertificateContent } from './certificate-content.ts';
import { issueCertificate, type CertificateFile } from './certificate-issue.ts';
import { findHolder } from './certificates.repository.ts';
import { renderManagementCertificate } from './management-certificate-pdf.ts';

/**
 * GET /certificates/management/{userId} (decision 103): the proof of a person's management
 * training, once they are named as management and their current round is passed. Management data
 * is the employer's: the person and their company's employer may have it; a manager or colleague
 * gets 403, anyone outside the company 404, as for an id nobody has.
 */
export async function managementCertificate(
  deps: AppDeps,
  catalog: CourseCatalog,
  request: { caller: Caller; userId: number; lang: Lang; clientAddress: string },
): Promise<CertificateFile> {
  const { caller } = request;
  const holder = await findHolder(deps.db, request.userId);
  if (!holder || holder.company_id === null) throw notFound();
  const companyId = holder.company_id;
  const own = holder.id === caller.userId;
  if (!own && !(caller.role === 'employer' && caller.companyId === companyId)) {
    throw caller.companyId === companyId ? forbidden() : notFound();
  }
  const months = deps.config.trainingValidityMonths;
  await archiveLapsed(deps.db, { userId: holder.id }, months, deps.now());
  const progress = await currentTrainingOf(deps.db, holder.id);
  if (!progress?.passed_at || !(await isManagementMember(deps.db, holder.id))) {
    throw new HttpError(409, 'MANAGEMENT_TRAINING_NOT_PASSED');
  }
  const track = catalog.get('nis2-management', request.lang);
  const holderName = `${holder.firstname} ${holder.lastname}`;
  const nextDue = validUntil(progress.passed_at, months).toISOString();
  const content: ManagementCertificateContent = {
    lang: request.lang,
    holderName,
    companyName: holder.company_name ?? '',
    passedAt: progress.passed_at.toISOString(),
    minutes: Math.round(progress.time_spent_seconds / 60),
    areas: MANAGEMENT_AREAS.filter((area) => track.modules.some((module) => module.areas.includes(area))),
    modules: track.modules.map((module) => module.title),
    validUntil: nextDue,
  };
  return issueCertificate(deps, {
    kind: 'management',
    lang: request.lang,
    companyId,
    userId: holder.id,
    caller,
    clientAddress: request.clientAddress,
    content,
    validUntil: nextDue,
    title: (texts) => texts.management.title,
    fileName: (texts) => texts.management.fileName(holderName),
    render: renderManagementCertificate,
  });
}
