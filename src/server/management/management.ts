import type {
  ManagementMember,
  ManagementOverview,
  ManagementTrainingInfo,
  MyManagementTraining,
  SetManagementRequest,
} from '#shared/api/management.ts';
import type { Lang } from '#shared/constants.ts';
import { isManagementArea } from '#shared/content/track-content.ts';
import { progressStatus } from '#shared/rules/progress-status.ts';
import { validUntil } from '#shared/rules/training-validity.ts';
import { audit } from '../audit/audit-log.ts';
import type { Caller } from '../core/caller.ts';
import { employerCompany } from '../core/employer-company.ts';
import { fieldError } from '../core/errors.ts';
import type { CourseCatalog } from '../courses/course-catalog.ts';
import { archiveLapsed } from '../cycles/training-cycles.ts';
import type { AppDeps } from '../deps.ts';
import { isManagementMember, membersOf, peopleOfCompany, replaceMembers } from './management.repository.ts';

/** The management training as its pages describe it (decision 103). */
export function trainingInfo(catalog: CourseCatalog, lang: Lang): ManagementTrainingInfo {
  const track = catalog.get('nis2-management', lang);
  return {
    slug: 'nis2-management',
    title: track.title,
    summary: track.summary,
    estimatedMinutes: track.estimatedMinutes,
    modules: track.modules.map(({ id, title, areas }) => ({ id, title, areas: areas.filter(isManagementArea) })),
  };
}

/** GET /management: the employer's view of who is named and how each stands. */
export async function managementOverview(
  deps: AppDeps,
  catalog: CourseCatalog,
  caller: Caller,
  lang: Lang,
): Promise<ManagementOverview> {
  const companyId = employerCompany(caller);
  const months = deps.config.trainingValidityMonths;
  // A lapsed pass no longer counts: archived first, as every read of progress does (decision 081).
  await archiveLapsed(deps.db, { companyId }, months, deps.now());
  const rows = await membersOf(deps.db, companyId);
  const members = rows.flatMap((row): ManagementMember[] =>
    row.role === 'admin'
      ? []
      : [
          {
            userId: row.user_id,
            firstname: row.firstname,
            lastname: row.lastname,
            email: row.email,
            role: row.role,
            namedAt: row.named_at.toISOString(),
            status: progressStatus(
              row.quiz_attempt_count === null
                ? undefined
                : {
                    moduleFinishedAt: row.module_finished_at,
                    quizAttemptCount: row.quiz_attempt_count,
                    passedAt: row.passed_at,
                  },
            ),
            passedAt: row.passed_at?.toISOString() ?? null,
            validUntil: row.passed_at ? validUntil(row.passed_at, months).toISOString() : null,
          },
        ],
  );
  return { members, training: trainingInfo(catalog, lang), validityMonths: months };
}

/**
 * PUT /management/members: the employer names the company's management. Only people of the
 * company; the change and who it concerns are audited.
 */
export async function setManagement(
  deps: AppDeps,
  catalog: CourseCatalog,
  caller: Caller,
  request: { body: SetManagementRequest; lang: Lang; clientAddress: string },
): Promise<ManagementOverview> {
  const { body, clientAddress } = request;
  const companyId = employerCompany(caller);
  await deps.db.transaction().execute(async (trx) => {
    const ours = await peopleOfCompany(trx, companyId, body.userIds);
    const stranger = body.userIds.findIndex((id) => !ours.has(id));
    if (stranger !== -1) throw fieldError(`userIds.${stranger}`, 'not a person of your company');
    const { added, removed } = await replaceMembers(trx, companyId, body.userIds, caller.userId, deps.now());
    if (added.length === 0 && removed.length === 0) return;
    await audit(trx, {
      action: 'management.members_changed',
      actor: caller,
      targetCompanyId: companyId,
      clientAddress,
      details: { added, removed },
    });
  });
  return managementOverview(deps, catalog, caller, request.lang);
}

/** GET /management/mine: whether the caller is named, and then the training to take. */
export async function myManagementTraining(
  deps: AppDeps,
  catalog: CourseCatalog,
  caller: Caller,
  lang: Lang,
): Promise<MyManagementTraining> {
  const named = caller.companyId !== null && (await isManagementMember(deps.db, caller.userId));
  return { named, training: named ? trainingInfo(catalog, lang) : null };
}
