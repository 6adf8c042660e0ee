import { describe, expect, it } from 'vitest';
import { fileHarness } from '../support/api-harness.ts';
import { OTHER_PASSWORD, PASSWORD, createPerson, registerEmployer, tableCounts } from '../support/factories.ts';

const h = fileHarness();

async function company() {
  const owner = await registerEmployer(h);
  const manager = await createPerson(h, 'manager', owner.companyId);
  const employee = await createPerson(h, 'employee', owner.companyId);
  return { owner, manager, employee };
}

describe('GET /employee/{id}', () => {
  it('shows the account without its password and with the derived fields', async () => {
    const { owner } = await company();
    const response = await h.get<Record<string, unknown>>(`/api/employee/${owner.id}`, { token: owner.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.body).toMatchObject({
      id: owner.id,
      email: owner.email,
      role: 'employer',
      active: true,
      isFirstLogin: false,
      companyId: owner.companyId,
      dataProtectionPolicyAccepted: true,
      lang: 'de',
      sawVideo: false,
      orderProcessingAccepted: true,
      assignedCourseList: [],
      locked: false,
      blocked: false,
      notifications: [],
    });
    expect(JSON.stringify(response.body)).not.toMatch(/argon2|password/i);
  });

  it('raises the agreement notice for an employer created before 2022-03-18 10:38 who has not accepted', async () => {
    const legacy = await createPerson(h, 'employer', null, { createdAt: new Date('2021-06-01T10:00:00Z') }).catch(
      () => null,
    );
    expect(legacy).toBeNull(); // an employer needs a company: make one the way old data has it
    const companyRow = await h.db
      .insertInto('companies')
      .values({ company_name: 'Altkunde KG' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const owner = await createPerson(h, 'employer', companyRow.id, { createdAt: new Date('2021-06-01T10:00:00Z') });
    await h.db.updateTable('companies').set({ owner_id: owner.id }).where('id', '=', companyRow.id).execute();
    const response = await h.get(`/api/employee/${owner.id}`, { token: owner.token });
    expect(response.body).toMatchObject({
      orderProcessingAccepted: false,
      notifications: [{ name: 'orderProcessingAgreement' }],
    });
    const supervisor = await h.post(`/api/employee/supervisor-data/${owner.id}`, undefined, { token: owner.token });
    expect(supervisor.body).toEqual({ hasOrderProcessing: false });
  });

  it('lets the employer and managers read people of their company, and nobody read another company', async () => {
    const a = await company();
    const b = await company();
    expect((await h.get(`/api/employee/${a.employee.id}`, { token: a.owner.token })).status).toBe(200);
    expect((await h.get(`/api/employee/${a.employee.id}`, { token: a.manager.token })).status).toBe(200);
    expect((await h.get(`/api/employee/${a.owner.id}`, { token: a.employee.token })).status).toBe(403);
    expect((await h.get(`/api/employee/${a.manager.id}`, { token: a.employee.token })).status).toBe(403);
    for (const outsider of [b.owner, b.manager, b.employee]) {
      const response = await h.get(`/api/employee/${a.employee.id}`, { token: outsider.token });
      expect(response.status).toBe(403);
      expect(JSON.stringify(response.body)).not.toContain(a.employee.email);
    }
    expect((await h.get(`/api/employee/${a.employee.id}`)).status).toBe(401);
    expect((await h.get('/api/employee/99999999', { token: a.owner.token })).status).toBe(403);
  });

  it('lets an admin read anyone and answers 404 for nobody', async () => {
    const { employee } = await company();
    const admin = await createPerson(h, 'admin', null);
    expect((await h.get(`/api/employee/${employee.id}`, { token: admin.token })).status).toBe(200);
    expect((await h.get('/api/employee/99999999', { token: admin.token })).status).toBe(404);
  });
});

describe('PATCH /employee/{id}', () => {
  it('changes the own language, video flag and privacy consent', async () => {
    const { employee } = await company();
    for (const patch of [{ lang: 'en' }, { sawVideo: true }, { dataProtectionPolicyAccepted: true }]) {
      const response = await h.patch(`/api/employee/${employee.id}`, patch, { token: employee.token });
      expect(response.status).toBe(200);
    }
    const response = await h.get(`/api/employee/${employee.id}`, { token: employee.token });
    expect(response.body).toMatchObject({ lang: 'en', sawVideo: true, dataProtectionPolicyAccepted: true });
  });

  it('changes the own password only with the current one, ends the first login and other sessions', async () => {
    const { employee } = await company();
    const secondSession = await h.post<{ id: string }>('/api/employee/login', {
      email: employee.email,
      password: PASSWORD,
    });
    await h.db.updateTable('users').set({ is_first_login: false }).where('id', '=', employee.id).execute();

    const without = await h.patch(
      `/api/employee/${employee.id}`,
      { password: OTHER_PASSWORD, isFirstLogin: false },
      { token: employee.token },
    );
    expect(without.status).toBe(400);
    expect(without.body).toMatchObject({ error: { code: 'CURRENT_PASSWORD_WRONG' } });

    const weak = await h.patch(
      `/api/employee/${employee.id}`,
      { password: 'passwordpassword1', currentPassword: PASSWORD },
      { token: employee.token },
    );
    expect(weak.body).toMatchObject({ error: { code: 'PASSWORD_TOO_WEAK' } });

    const ok = await h.patch(
      `/api/employee/${employee.id}`,
      { password: OTHER_PASSWORD, isFirstLogin: false, currentPassword: PASSWORD },
      { token: employee.token },
    );
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ isFirstLogin: false });
    expect((await h.get(`/api/employee/${employee.id}`, { token: employee.token })).status).toBe(200);
    expect((await h.get(`/api/employee/${employee.id}`, { token: secondSession.body.id })).status).toBe(401);
    expect((await h.post('/api/employee/login', { email: employee.email, password: OTHER_PASSWORD })).status).toBe(200);
  });

  it('asks a person with a temporary password for it too before taking their own (issue 19, F6)', async () => {
    const { owner } = await company();
    const temp = await createPerson(h, 'employee', owner.companyId, { isFirstLogin: true });
    const without = await h.patch(
      `/api/employee/${temp.id}`,
      { password: OTHER_PASSWORD, isFirstLogin: false },
      { token: temp.token },
    );
    expect(without.body).toMatchObject({ error: { code: 'CURRENT_PASSWORD_WRONG' } });
    const response = await h.patch(
      `/api/employee/${temp.id}`,
      { password: OTHER_PASSWORD, isFirstLogin: false, currentPassword: PASSWORD },
      { token: temp.token },
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ isFirstLogin: false });
  });

  it('changes the employer’s own names, and the e-mail once confirmed, refusing an address in use', async () => {
    const { owner, employee } = await company();
    const response = await h.patch(
      `/api/employee/${owner.id}`,
      { firstname: 'Petra Maria', salutation: 'Frau', email: 'Neue.Adresse@Example.de', currentPassword: PASSWORD },
      { token: owner.token },
    );
    expect(response.body).toMatchObject({
      firstname: 'Petra Maria',
      salutation: 'Frau',
      email: owner.email,
      pendingEmail: 'neue.adresse@example.de',
    });
    const taken = await h.patch(
      `/api/employee/${owner.id}`,
      { email: employee.email, currentPassword: PASSWORD },
      { token: owner.token, lang: 'en' },
    );
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      error: { code: 'EMAIL_ALREADY_EXISTS', message: 'This e-mail address is already in use.' },
    });
  });

  it('does not let a manager change their account data, nor anyone change another person here', async () => {
    const a = await company();
    const b = await company();
    const before = await tableCounts(h);
    expect(
      (await h.patch(`/api/employee/${a.manager.id}`, { firstname: 'X' }, { token: a.manager.token })).status,
    ).toBe(403);
    expect((await h.patch(`/api/employee/${a.manager.id}`, { lang: 'en' }, { token: a.manager.token })).status).toBe(
      200,
    );
    expect((await h.patch(`/api/employee/${a.owner.id}`, { lang: 'en' }, { token: a.manager.token })).status).toBe(403);
    expect((await h.patch(`/api/employee/${a.employee.id}`, { firstname: 'X' }, { token: a.owner.token })).status).toBe(
      403,
    );
    expect((await h.patch(`/api/employee/${a.employee.id}`, { lang: 'en' }, { token: b.owner.token })).status).toBe(
      403,
    );
    expect(
      (await h.patch(`/api/employee/${a.employee.id}`, { orderProcessingAccepted: true }, { token: a.employee.token }))
        .status,
    ).toBe(403);
    expect(await tableCounts(h)).toEqual(before);
  });

  it('refuses unknown fields and empty patches', async () => {
    const { employee } = await company();
    expect((await h.patch(`/api/employee/${employee.id}`, { role: 'admin' }, { token: employee.token })).status).toBe(
      400,
    );
    expect((await h.patch(`/api/employee/${employee.id}`, {}, { token: employee.token })).status).toBe(400);
    expect((await h.patch(`/api/employee/${employee.id}`, { lang: 'fr' }, { token: employee.token })).status).toBe(400);
  });

  it('records the agreement with the server time, ignores the client time and cannot withdraw it', async () => {
    const companyRow = await h.db
      .insertInto('companies')
      .values({ company_name: 'Altkunde KG' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const owner = await createPerson(h, 'employer', companyRow.id, { createdAt: new Date('2020-01-01T00:00:00Z') });
    await h.db.updateTable('companies').set({ owner_id: owner.id }).where('id', '=', companyRow.id).execute();
    const manager = await createPerson(h, 'manager', companyRow.id);
    expect(
      (await h.post(`/api/employee/supervisor-data/${manager.id}`, undefined, { token: manager.token })).body,
    ).toEqual({ hasOrderProcessing: false });

    const accepted = await h.patch(
      `/api/employee/${owner.id}`,
      { orderProcessingAccepted: true, orderProcessingAcceptedAt: '1999-01-01T00:00:00.000Z' },
      { token: owner.token },
    );
    expect(accepted.body).toMatchObject({
      orderProcessingAccepted: true,
      orderProcessingAcceptedAt: h.clock.now.toISOString(),
      notifications: [],
    });
    expect(
      (await h.post(`/api/employee/supervisor-data/${manager.id}`, undefined, { token: manager.token })).body,
    ).toEqual({ hasOrderProcessing: true });

    const withdrawn = await h.patch(
      `/api/employee/${owner.id}`,
      { orderProcessingAccepted: false },
      { token: owner.token },
    );
    expect(withdrawn.status).toBe(400);
    expect(withdrawn.body).toMatchObject({ error: { code: 'AGREEMENT_CANNOT_BE_WITHDRAWN' } });
    const audit = await h.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_user_id', '=', owner.id)
      .where('action', '=', 'agreement.accepted')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('lets an admin set a customer’s temporary password, which the customer must then change', async () => {
    const { employee } = await company();
    const admin = await createPerson(h, 'admin', null);
    const response = await h.patch(
      `/api/employee/${employee.id}`,
      { password: OTHER_PASSWORD },
      { token: admin.token },
    );
    expect(response.body).toMatchObject({ isFirstLogin: true });
    expect((await h.get(`/api/employee/${employee.id}`, { token: employee.token })).status).toBe(401);
    expect((await h.post('/api/employee/login', { email: employee.email, password: OTHER_PASSWORD })).status).toBe(200);
  });
});

describe('ownsOneCompany and supervisor-data', () => {
  it('returns the employer’s company to the company’s people and admins only', async () => {
    const a = await company();
    const b = await company();
    const own = await h.get(`/api/employee/${a.owner.id}/ownsOneCompany`, { token: a.owner.token });
    expect(own.body).toMatchObject({
      id: a.owner.companyId,
      ownerId: a.owner.id,
      companyName: 'Schmidt Sanitär GmbH',
      orderProcessingAccepted: true,
    });
    expect((await h.get(`/api/employee/${a.owner.id}/ownsOneCompany`, { token: a.manager.token })).status).toBe(200);
    expect((await h.get(`/api/employee/${a.owner.id}/ownsOneCompany`, { token: b.owner.token })).status).toBe(403);
    expect((await h.get(`/api/employee/${a.employee.id}/ownsOneCompany`, { token: a.owner.token })).status).toBe(404);
  });

  it('answers supervisor-data for the caller’s own id only', async () => {
    const { owner, employee } = await company();
    expect(
      (await h.post(`/api/employee/supervisor-data/${employee.id}`, undefined, { token: employee.token })).body,
    ).toEqual({ hasOrderProcessing: true });
    expect(
      (await h.post(`/api/employee/supervisor-data/${owner.id}`, undefined, { token: employee.token })).status,
    ).toBe(403);
  });
});
