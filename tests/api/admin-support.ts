import { expect } from 'vitest';
import { beforeAllValue, type ApiHarness, type ApiResponse } from '../support/api-harness.ts';
import { databaseState, type TestCompany } from '../support/companies.ts';
import { createPerson, type Person } from '../support/factories.ts';

/** What the admin tests share: an admin, filter URLs, the audit trail and the "admins only" check. */

export const adminOf = (h: ApiHarness): Promise<Person> => createPerson(h, 'admin', null);

/** The test file's admin, made before its tests. */
export const fileAdmin = (h: ApiHarness): Person => beforeAllValue(() => adminOf(h));

/** GET /employee with a LoopBack filter as JSON text in the query. */
export const listUrl = (filter: unknown) => `/api/employee?filter=${encodeURIComponent(JSON.stringify(filter))}`;
export const countUrl = (where: unknown) => `/api/employee/count?where=${encodeURIComponent(JSON.stringify(where))}`;

/** Everything the shared snapshot has, plus what the admin's calls change: stops, owners, uploads. */
export async function adminState(h: ApiHarness) {
  return {
    ...(await databaseState(h)),
    stops: await h.db.selectFrom('users').select(['id', 'locked_at', 'role']).orderBy('id').execute(),
    companies: await h.db
      .selectFrom('companies')
      .select(['id', 'owner_id', 'blocked_at', 'company_name', 'last_progress_reset_at'])
      .orderBy('id')
      .execute(),
    uploads: await h.db.selectFrom('uploads').select(['id', 'status']).orderBy('id').execute(),
  };
}

/** Audit entries of one action, oldest first. */
export function auditOf(h: ApiHarness, action: string) {
  return h.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();
}

/**
 * Sends the call without a token, with a customer's token (employer, manager and employee of a
 * company) and with an invitation-kind token: 401, 403, 403 …, and nothing changes.
 */
export async function expectAdminsOnly(
  h: ApiHarness,
  company: TestCompany,
  send: (token: string | undefined) => Promise<ApiResponse<unknown>>,
) {
  const before = await adminState(h);
  const anonymous = (await send(undefined)) as ApiResponse<{ error: { code: string } }>;
  expect(anonymous.status).toBe(401);
  expect(anonymous.body.error.code).toBe('AUTHORIZATION_REQUIRED');
  for (const person of [company.owner, company.manager, company.employee]) {
    const refused = (await send(person.token)) as ApiResponse<{ error: { code: string } }>;
    expect(refused.status, `${person.role}: ${JSON.stringify(refused.body)}`).toBe(403);
    expect(refused.body.error.code).toBe('ACCESS_DENIED');
  }
  expect(await adminState(h)).toEqual(before);
}
