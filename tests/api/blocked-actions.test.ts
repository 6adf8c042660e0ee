import { describe, expect, it } from 'vitest';
import { ALLOWED_WHILE_BLOCKED } from '../../src/shared/api/blocked-actions.ts';
import { issueSingleUseToken } from '../../src/server/identity/tokens.ts';
import { appOn, type ApiResponse, fileHarness } from '../support/api-harness.ts';
import { expectRefused, legacyCompany, type TestCompany } from '../support/companies.ts';
import { OTHER_PASSWORD, createPerson, uniqueEmail, type Person } from '../support/factories.ts';

const h = fileHarness();

const BLOCKED_MESSAGE_EN =
  'The data processing agreement has not yet been accepted by the account holder. Until then, actions are blocked.';

/** Every call of the company administration, as `caller` would make it in company `c`. */
function companyCalls(c: TestCompany, invited: Person): Array<[string, (token: string) => Promise<ApiResponse>]> {
  const options = (token: string) => ({ token, lang: 'en' });
  return [
    ['list', (t) => h.get(`/api/company/${c.companyId}/employees`, options(t))],
    ['owner', (t) => h.get(`/api/company/${c.companyId}/owner`, options(t))],
    [
      'invite',
      (t) =>
        h.post(
          '/api/employee/invite-employee',
          { firstname: 'Neu', lastname: 'Ling', email: uniqueEmail() },
          options(t),
        ),
    ],
    ['resend', (t) => h.get(`/api/employee/resend-invitation?employeeId=${invited.id}`, options(t))],
    [
      'edit',
      (t) =>
        h.request('PUT', `/api/company/${c.companyId}/employees/${invited.id}`, {
          ...options(t),
          body: { firstname: 'A', lastname: 'B' },
        }),
    ],
    ['delete', (t) => h.request('DELETE', `/api/company/${c.companyId}/employees/${invited.id}`, options(t))],
    ['toggle', (t) => h.post(`/api/employee/toggle-role/${invited.id}`, { expectedRole: 'manager' }, options(t))],
    ['assign', (t) => h.post('/api/trainings/assign', { trainingSlug: 'byod', ownerId: invited.id }, options(t))],
    ['revoke', (t) => h.post('/api/trainings/revoke', { trainingSlug: 'byod', ownerId: invited.id }, options(t))],
    ['assign-to-all', (t) => h.post('/api/trainings/assign-to-all', { trainingSlug: 'byod' }, options(t))],
    ['revoke-for-all', (t) => h.post('/api/trainings/revoke-for-all', { trainingSlug: 'byod' }, options(t))],
    ['reset', (t) => h.post('/api/progress/reset-company-progress', { companyId: c.companyId }, options(t))],
  ];
}

describe('blocked actions (docs/product.md R12)', () => {
  it('refuses every company call of the employer, managers and employees while the agreement is missing', async () => {
    const c = await legacyCompany(h);
    const invited = await createPerson(h, 'employee', c.companyId, { password: null, isFirstLogin: true });
    for (const caller of [c.owner, c.manager, c.employee]) {
      for (const [name, send] of companyCalls(c, invited)) {
        const response = await expectRefused(h, () => send(caller.token), 403, 'ACTIONS_BLOCKED');
        expect(response.body.error.message, `${caller.role} ${name}`).toBe(BLOCKED_MESSAGE_EN);
      }
    }
    const de = await h.get(`/api/company/${c.companyId}/employees`, { token: c.manager.token, lang: 'de' });
    expect(de.body).toMatchObject({
      error: {
        code: 'ACTIONS_BLOCKED',
        message:
          'Der Auftragsverarbeitungsvertrag wurde vom Kontoinhaber noch nicht akzeptiert. Bis dahin sind Aktionen gesperrt.',
      },
    });
  });

  it('lets a manager of a legacy employer invite and assign once the employer has accepted', async () => {
    const c = await legacyCompany(h);
    const invite = () =>
      h.post(
        '/api/employee/invite-employee',
        { firstname: 'Neu', lastname: 'Ling', email: uniqueEmail() },
        { token: c.manager.token },
      );
    const assign = () =>
      h.post('/api/trainings/assign', { trainingSlug: 'malware', ownerId: c.employee.id }, { token: c.manager.token });
    await expectRefused(h, invite, 403, 'ACTIONS_BLOCKED');
    await expectRefused(h, assign, 403, 'ACTIONS_BLOCKED');

    const accepted = await h.patch(
      `/api/employee/${c.owner.id}`,
      { orderProcessingAccepted: true },
      { token: c.owner.token },
    );
    expect(accepted.status).toBe(200);
    expect((await invite()).status).toBe(200);
    expect(await assign()).toMatchObject({ status: 200, body: { success: true, changed: 1 } });
  });

  it('still allows signing in and out, account settings, language and the agreement', async () => {
    const c = await legacyCompany(h);
    expect((await h.get(`/api/employee/${c.manager.id}`, { token: c.manager.token })).status).toBe(200);
    expect((await h.patch(`/api/employee/${c.manager.id}`, { lang: 'en' }, { token: c.manager.token })).status).toBe(
      200,
    );
    expect(
      (await h.post(`/api/employee/supervisor-data/${c.employee.id}`, undefined, { token: c.employee.token })).body,
    ).toEqual({ hasOrderProcessing: false });
    expect((await h.get(`/api/company/${c.companyId}`, { token: c.employee.token })).status).toBe(200);
    expect((await h.get(`/api/employee/${c.owner.id}/ownsOneCompany`, { token: c.owner.token })).status).toBe(200);
    expect(
      (await h.patch(`/api/company/${c.companyId}`, { phoneNumber: '0221 123456' }, { token: c.owner.token })).status,
    ).toBe(200);
    expect(
      (await h.post('/api/employee/login', { email: c.employee.email, password: c.employee.password })).status,
    ).toBe(200);
    expect((await h.post('/api/employee/logout', undefined, { token: c.employee.token })).status).toBe(200);
  });

  it('lets an invited person of a blocked company set their password', async () => {
    const c = await legacyCompany(h);
    const invited = await createPerson(h, 'employee', c.companyId, { password: null, isFirstLogin: true });
    const link = await issueSingleUseToken(h.db, invited.id, 'invitation', 3600, h.clock.now);
    const response = await h.post(
      '/api/employee/change-password',
      { password: OTHER_PASSWORD, dataProtectionPolicyAccepted: true },
      { token: link.token },
    );
    expect(response.status).toBe(200);
  });

  it('never blocks admins', async () => {
    const c = await legacyCompany(h);
    const admin = await createPerson(h, 'admin', null);
    expect((await h.get(`/api/company/${c.companyId}/employees`, { token: admin.token })).status).toBe(200);
    expect(
      (await h.post('/api/progress/reset-company-progress', { companyId: c.companyId }, { token: admin.token })).status,
    ).toBe(200);
  });

  it('lists only calls the API has', () => {
    const app = appOn(h);
    const shape = (path: string) => path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, ':').replace(/\/+$/, '');
    const routes = new Set(app.routes.map((route) => `${route.method} ${shape(route.path)}`));
    for (const entry of ALLOWED_WHILE_BLOCKED) {
      const [method, path = ''] = entry.split(' ');
      expect(routes.has(`${method} ${shape(`/api${path}`)}`), entry).toBe(true);
    }
  });
});
