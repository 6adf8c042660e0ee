import type {
  PolicyDetail,
  PolicySummary,
  PublishPolicyRequest,
  SetPolicyAudienceRequest,
} from '#shared/api/policies.ts';
import type { Lang } from '#shared/constants.ts';
import { audit } from '../audit/audit-log.ts';
import type { Caller } from '../core/caller.ts';
import { employerCompany } from '../core/employer-company.ts';
import { fieldError, notFound } from '../core/errors.ts';
import type { Db } from '../db/database.ts';
import type { AppDeps } from '../deps.ts';
import {
  chosenPeople,
  findPolicy,
  insertPolicy,
  insertVersion,
  peopleOfCompany,
  peopleOfPolicy,
  policiesOf,
  storeAudience,
  versionsOf,
  type NewVersion,
} from './policies.repository.ts';
import { policyTemplates } from './policy-templates.ts';
import { versionView } from './policy-views.ts';

/** The employer's side of the company's policies (docs/decisions/108-policy-acknowledgements.md). */

export const templatesFor = (caller: Caller, lang: Lang) => {
  employerCompany(caller);
  return policyTemplates(lang);
};

export async function listPolicies(deps: AppDeps, caller: Caller): Promise<PolicySummary[]> {
  const companyId = employerCompany(caller);
  const rows = await policiesOf(deps.db, companyId);
  const summaries: PolicySummary[] = [];
  for (const row of rows) {
    summaries.push({
      id: row.id,
      current: versionView(row.current),
      audience: row.audience,
      roles: row.audience_roles,
      userIds: row.audience === 'people' ? await chosenPeople(deps.db, row.id) : [],
      assigned: row.assigned,
      confirmed: row.confirmed,
    });
  }
  return summaries;
}

/** One policy of the caller's company with its versions and people; another company's is 404. */
export async function policyDetail(db: Db, companyId: number, policyId: number): Promise<PolicyDetail> {
  const summary = (await policiesOf(db, companyId)).find((row) => row.id === policyId);
  if (!summary) throw notFound();
  const versions = await versionsOf(db, policyId);
  const current = summary.current.version;
  return {
    id: summary.id,
    current: versionView(summary.current),
    audience: summary.audience,
    roles: summary.audience_roles,
    userIds: summary.audience === 'people' ? await chosenPeople(db, policyId) : [],
    assigned: summary.assigned,
    confirmed: summary.confirmed,
    versions: versions.map(versionView),
    people: (await peopleOfPolicy(db, policyId)).map((row) => ({
      userId: row.user_id,
      firstname: row.firstname,
      lastname: row.lastname,
      email: row.email,
      role: row.role,
      confirmedVersion: row.confirmed_version,
      confirmedAt: row.confirmed_at?.toISOString() ?? null,
      current: row.confirmed_version === current,
      remindedAt: row.reminded_at?.toISOString() ?? null,
    })),
  };
}

export async function showPolicy(deps: AppDeps, caller: Caller, policyId: number): Promise<PolicyDetail> {
  return policyDetail(deps.db, employerCompany(caller), policyId);
}

/**
 * Publishes a new policy (for everyone) or the next version of one of the company's policies, in
 * one transaction with its audit entry. Earlier versions and their confirmations stay.
 */
export async function publish(
  deps: AppDeps,
  caller: Caller,
  request: { policyId: number | undefined; content: NewVersion; clientAddress: string },
): Promise<PolicyDetail> {
  const companyId = employerCompany(caller);
  const now = deps.now();
  const policyId = await deps.db.transaction().execute(async (trx) => {
    let id = request.policyId;
    if (id === undefined) id = await insertPolicy(trx, companyId, caller.userId, now);
    else if (!(await findPolicy(trx, companyId, id, { forUpdate: true }))) throw notFound();
    const version = await insertVersion(trx, id, request.content, caller.userId, now);
    await audit(trx, {
      action: 'policy.published',
      actor: caller,
      targetCompanyId: companyId,
      clientAddress: request.clientAddress,
      details: {
        policyId: id,
        versionId: version.id,
        version: version.version,
        kind: request.content.pdf ? 'pdf' : 'text',
      },
    });
    return id;
  });
  return policyDetail(deps.db, companyId, policyId);
}

export const publishText = (deps: AppDeps, caller: Caller, body: PublishPolicyRequest, clientAddress: string) =>
  publish(deps, caller, {
    policyId: body.policyId,
    content: { title: body.title, body: body.text, pdf: null, pdfName: null },
    clientAddress,
  });

/** Sets whom a policy is for; chosen people must be of the company. Audited with the setting. */
export async function setAudience(
  deps: AppDeps,
  caller: Caller,
  policyId: number,
  body: SetPolicyAudienceRequest,
  clientAddress: string,
): Promise<PolicyDetail> {
  const companyId = employerCompany(caller);
  await deps.db.transaction().execute(async (trx) => {
    if (!(await findPolicy(trx, companyId, policyId, { forUpdate: true }))) throw notFound();
    const userIds = body.audience === 'people' ? body.userIds : [];
    const ours = await peopleOfCompany(trx, companyId, userIds);
    const stranger = userIds.findIndex((id) => !ours.has(id));
    if (stranger !== -1) throw fieldError(`userIds.${stranger}`, 'not a person of your company');
    const roles = body.audience === 'roles' ? body.roles : [];
    await storeAudience(trx, policyId, { audience: body.audience, roles, userIds });
    await audit(trx, {
      action: 'policy.audience_changed',
      actor: caller,
      targetCompanyId: companyId,
      clientAddress,
      details: { policyId, audience: body.audience, roles, userIds },
    });
  });
  return policyDetail(deps.db, companyId, policyId);
}
