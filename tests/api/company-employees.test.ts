import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CompanyEmployee, CompanyEmployeeList } from '../../src/shared/api/company-employees.ts';
import { Employee } from '../../src/shared/api/employees.ts';
import { INVITATION_TTL_SECONDS } from '../../src/shared/constants.ts';
import { issueSingleUseToken } from '../../src/server/identity/tokens.ts';
import { type RequestOptions, fileHarness } from '../support/api-harness.ts';
import { companyWithPeople, databaseState, expectRefused, progressRow } from '../support/companies.ts';
import { OTHER_PASSWORD, PASSWORD, createPerson, signIn, uniqueEmail } from '../support/factories.ts';

const h = fileHarness();

const put = (path: string, body: unknown, options: RequestOptions = {}) => h.request('PUT', path, { ...options, body });
const remove = (path: string, options: RequestOptions = {}) => h.request('DELETE', path, options);
const DAY_MS = 24 * 60 * 60 * 1000;

describe('GET /company/{companyId}/employees', () => {
  it('lists everyone of the company, the employer first, with courses and invitation state', async () => {
    const c = await companyWithPeople(h);
    await h.db
      .insertInto('training_assignments')
      .values([
        { user_id: c.employee.id, training_slug: 'malware' },
        { user_id: c.employee.id, training_slug: 'byod' },
        { user_id: c.owner.id, training_slug: 'remote-work' },
      ])
      .execute();
    const invited = await h.post<{ employeeId: number }>(
      '/api/employee/invite-employee',
      { firstname: 'Anna', lastname: 'Albers', email: uniqueEmail('anna'), assignedCourseList: ['email-security'] },
      { token: c.owner.token },
    );
    const lapsed = await createPerson(h, 'employee', c.companyId, { password: null, isFirstLogin: true });
    const oldLink = new Date(h.clock.now.getTime() - 15 * DAY_MS);
    await issueSingleUseToken(h.db, lapsed.id, 'invitation', INVITATION_TTL_SECONDS, oldLink);

    const response = await h.get<CompanyEmployee[]>(`/api/company/${c.companyId}/employees`, { token: c.owner.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const list = v.parse(CompanyEmployeeList, response.body);
    expect(list).toHaveLength(5);
    expect(list[0]).toMatchObject({
      id: c.owner.id,
      role: 'employer',
      invitation: 'accepted',
      invitationExpiresAt: null,
      assignedCourseList: ['remote-work'],
    });
    const byId = new Map(list.map((person) => [person.id, person]));
    expect(byId.get(c.employee.id)).toMatchObject({
      companyId: c.companyId,
      email: c.employee.email,
      firstname: 'Max',
      lastname: 'Muster',
      role: 'employee',
      active: true,
      isFirstLogin: false,
      lang: 'de',
      assignedCourseList: ['byod', 'malware'],
      invitation: 'accepted',
    });
    expect(byId.get(c.manager.id)).toMatchObject({ role: 'manager', assignedCourseList: [] });
    expect(byId.get(invited.body.employeeId)).toMatchObject({
      firstname: 'Anna',
      active: false,
      isFirstLogin: true,
      assignedCourseList: ['email-security'],
      invitation: 'pending',
      invitationExpiresAt: new Date(h.clock.now.getTime() + INVITATION_TTL_SECONDS * 1000).toISOString(),
    });
    expect(byId.get(lapsed.id)).toMatchObject({
      invitation: 'expired',
      invitationExpiresAt: new Date(oldLink.getTime() + INVITATION_TTL_SECONDS * 1000).toISOString(),
    });
    expect(JSON.stringify(response.body)).not.toMatch(/argon2|password/i);

    const byManager = await h.get<CompanyEmployee[]>(`/api/company/${c.companyId}/employees`, {
      token: c.manager.token,
    });
    expect(byManager.body).toEqual(response.body);
  });

  it('shows an invitation as expired after 14 days', async () => {
    const c = await companyWithPeople(h);
    const invited = await h.post<{ employeeId: number }>(
      '/api/employee/invite-employee',
      { firstname: 'Bert', lastname: 'Brandt', email: uniqueEmail('bert') },
      { token: c.owner.token },
    );
    h.clock.advance(INVITATION_TTL_SECONDS * 1000 + 1000);
    const token = await signIn(h, c.owner.email, PASSWORD); // the old session has ended too
    const list = await h.get<CompanyEmployee[]>(`/api/company/${c.companyId}/employees`, { token });
    expect(list.body.find((p) => p.id === invited.body.employeeId)).toMatchObject({ invitation: 'expired' });
  });

  it('is for the company’s employer and managers (and admins); others are refused', async () => {
    const a = await companyWithPeople(h);
    const b = await companyWithPeople(h);
    const admin = await createPerson(h, 'admin', null);
    const path = `/api/company/${a.companyId}/employees`;
    const denied = await expectRefused(
      h,
      () => h.get(path, { token: a.employee.token, lang: 'en' }),
      403,
      'ACCESS_DENIED',
    );
    expect(denied.body.error.message).toBe('You are not allowed to do this.');
    for (const outsider of [b.owner, b.manager]) {
      const response = await expectRefused(h, () => h.get(path, { token: outsider.token }), 403, 'ACCESS_DENIED');
      expect(JSON.stringify(response.body)).not.toContain(a.employee.email);
    }
    await expectRefused(h, () => h.get(path), 401, 'AUTHORIZATION_REQUIRED');
    await expectRefused(
      h,
      () => h.get('/api/company/99999999/employees', { token: a.owner.token }),
      403,
      'ACCESS_DENIED',
    );
    expect((await h.get(path, { token: admin.token })).status).toBe(200);
    await expectRefused(h, () => h.get('/api/company/99999999/employees', { token: admin.token }), 404, 'NOT_FOUND');
  });

  it('refuses a malformed company id in the request’s language', async () => {
    const c = await companyWithPeople(h);
    const en = await expectRefused(
      h,
      () => h.get('/api/company/0/employees', { token: c.owner.token, lang: 'en' }),
      400,
      'VALIDATION_FAILED',
    );
    expect(en.body.error.message).toBe('Please check your input: companyId.');
    const de = await expectRefused(
      h,
      () => h.get('/api/company/0/employees', { token: c.owner.token, lang: 'de' }),
      400,
      'VALIDATION_FAILED',
    );
    expect(de.body.error.message).toBe('Bitte prüfen Sie Ihre Eingaben: companyId.');
  });
});

describe('GET /company/{id}/owner', () => {
  it('answers the employer as Employee to the employer, managers and admins', async () => {
    const c = await companyWithPeople(h);
    const admin = await createPerson(h, 'admin', null);
    for (const reader of [c.owner, c.manager, admin]) {
      const response = await h.get(`/api/company/${c.companyId}/owner`, { token: reader.token });
      expect(response.status).toBe(200);
      expect(v.parse(Employee, response.body)).toMatchObject({
        id: c.owner.id,
        role: 'employer',
        email: c.owner.email,
        companyId: c.companyId,
        orderProcessingAccepted: true,
      });
      expect(JSON.stringify(response.body)).not.toMatch(/argon2|password/i);
    }
  });

  it('refuses employees, other companies and no token', async () => {
    const a = await companyWithPeople(h);
    const b = await companyWithPeople(h);
    const admin = await createPerson(h, 'admin', null);
    const path = `/api/company/${a.companyId}/owner`;
    await expectRefused(h, () => h.get(path, { token: a.employee.token }), 403, 'ACCESS_DENIED');
    await expectRefused(h, () => h.get(path, { token: b.owner.token }), 403, 'ACCESS_DENIED');
    await expectRefused(h, () => h.get(path, { token: b.manager.token }), 403, 'ACCESS_DENIED');
    await expectRefused(h, () => h.get(path), 401, 'AUTHORIZATION_REQUIRED');
    await expectRefused(h, () => h.get('/api/company/99999999/owner', { token: admin.token }), 404, 'NOT_FOUND');
    await expectRefused(h, () => h.get('/api/company/0/owner', { token: a.owner.token }), 400, 'VALIDATION_FAILED');
  });
});

describe('PUT /company/{companyId}/employees/{id}', () => {
  it.each([
    ['missing', {}],
    ['empty', { password: '' }],
    ['blank', { password: '   ' }],
    ['null', { password: null }],
  ])('changes the names and leaves the password alone when it is %s', async (_, password) => {
    const c = await companyWithPeople(h);
    const before = await h.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', c.employee.id)
      .executeTakeFirstOrThrow();
    const response = await put(
      `/api/company/${c.companyId}/employees/${c.employee.id}`,
      { firstname: ' Moritz ', lastname: 'Meier', ...password },
      { token: c.owner.token },
    );
    expect(response.status).toBe(200);
    expect(v.parse(CompanyEmployee, response.body)).toMatchObject({
      id: c.employee.id,
      firstname: 'Moritz',
      lastname: 'Meier',
      isFirstLogin: false,
      invitation: 'accepted',
    });
    const after = await h.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', c.employee.id)
      .executeTakeFirstOrThrow();
    expect(after.password_hash).toBe(before.password_hash);
    expect((await h.get(`/api/employee/${c.employee.id}`, { token: c.employee.token })).status).toBe(200);
  });

  it('sets a temporary password: first login again, every session ended, sign-in with it works', async () => {
    const c = await companyWithPeople(h);
    const response = await put(
      `/api/company/${c.companyId}/employees/${c.employee.id}`,
      { firstname: 'Max', lastname: 'Muster', password: OTHER_PASSWORD },
      { token: c.manager.token },
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ isFirstLogin: true, active: true });
    expect((await h.get(`/api/employee/${c.employee.id}`, { token: c.employee.token })).status).toBe(401);
    expect((await h.post('/api/employee/login', { email: c.employee.email, password: PASSWORD })).status).toBe(401);
    const token = await signIn(h, c.employee.email, OTHER_PASSWORD);
    expect((await h.get(`/api/employee/${c.employee.id}`, { token })).body).toMatchObject({ isFirstLogin: true });
    const audit = await h.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('target_user_id', '=', c.employee.id)
      .where('action', 'in', ['employee.updated', 'account.password_changed'])
      .orderBy('id')
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(['employee.updated', 'account.password_changed']);
    expect(JSON.stringify(audit)).not.toContain(OTHER_PASSWORD);
  });

  it('lets a temporary password sign in only to be replaced, and only for 7 days (issue 19, F6)', async () => {
    const c = await companyWithPeople(h);
    const path = `/api/company/${c.companyId}/employees/${c.employee.id}`;
    await put(path, { firstname: 'Max', lastname: 'Muster', password: OTHER_PASSWORD }, { token: c.manager.token });
    const token = await signIn(h, c.employee.email, OTHER_PASSWORD);
    // The review's reproduction: the whole API stayed usable with the staff-chosen password.
    for (const call of ['/api/trainings', '/api/progress/get-progress'])
      await expectRefused(h, () => h.get(call, { token, lang: 'en' }), 403, 'PASSWORD_CHANGE_REQUIRED');
    expect((await h.get(`/api/employee/${c.employee.id}`, { token })).status).toBe(200);
    const own = { password: 'Gartenzaun Regenschirm Mond Sonne', isFirstLogin: false };
    const withoutCurrent = await h.patch(`/api/employee/${c.employee.id}`, own, { token });
    expect(withoutCurrent.body).toMatchObject({ error: { code: 'CURRENT_PASSWORD_WRONG' } });
    const changed = await h.patch(
      `/api/employee/${c.employee.id}`,
      { ...own, currentPassword: OTHER_PASSWORD },
      { token },
    );
    expect(changed.body).toMatchObject({ isFirstLogin: false });
    expect((await h.get('/api/progress/get-progress', { token })).status).toBe(200);

    // A temporary password left unused for 7 days no longer signs in, not even to be replaced.
    await put(path, { firstname: 'Max', lastname: 'Muster', password: OTHER_PASSWORD }, { token: c.manager.token });
    h.clock.advance(7 * 24 * 60 * 60 * 1000 + 1000);
    const late = await h.post(
      '/api/employee/login',
      { email: c.employee.email, password: OTHER_PASSWORD },
      { lang: 'en' },
    );
    expect(late.status).toBe(403);
    expect(late.body).toMatchObject({ error: { code: 'TEMPORARY_PASSWORD_EXPIRED' } });
    expect((late.body as { error: { message: string } }).error.message).toContain('Forgot password?');
    const wrong = await h.post('/api/employee/login', { email: c.employee.email, password: 'not the password at all' });
    expect(wrong.status).toBe(401);
  });

  it('gives an invited person a working temporary password and ends their invitation link', async () => {
    const c = await companyWithPeople(h);
    const invited = await createPerson(h, 'employee', c.companyId, { password: null, isFirstLogin: true });
    const link = await issueSingleUseToken(h.db, invited.id, 'invitation', INVITATION_TTL_SECONDS, h.clock.now);
    const response = await put(
      `/api/company/${c.companyId}/employees/${invited.id}`,
      { firstname: 'Max', lastname: 'Muster', password: OTHER_PASSWORD },
      { token: c.owner.token },
    );
    expect(response.body).toMatchObject({ invitation: 'accepted', active: true, isFirstLogin: true });
    const changePassword = await h.post(
      '/api/employee/change-password',
      { password: OTHER_PASSWORD, dataProtectionPolicyAccepted: true },
      { token: link.token },
    );
    expect(changePassword.status).toBe(401);
    expect((await h.post('/api/employee/login', { email: invited.email, password: OTHER_PASSWORD })).status).toBe(200);
  });

  it('lets a manager edit another manager', async () => {
    const c = await companyWithPeople(h);
    const other = await createPerson(h, 'manager', c.companyId);
    const response = await put(
      `/api/company/${c.companyId}/employees/${other.id}`,
      { firstname: 'Martina', lastname: 'Muster' },
      { token: c.manager.token },
    );
    expect(response).toMatchObject({ status: 200, body: { firstname: 'Martina', role: 'manager' } });
  });

  it.each([
    ['without a first name', { lastname: 'Meier' }, 'VALIDATION_FAILED', 'Please check your input: firstname.'],
    [
      'with an empty last name',
      { firstname: 'Moritz', lastname: '  ' },
      'VALIDATION_FAILED',
      'Please check your input: lastname.',
    ],
    [
      'with a field it does not change',
      { firstname: 'M', lastname: 'M', email: 'x@example.de' },
      'VALIDATION_FAILED',
      'Please check your input: email.',
    ],
    [
      'with a weak password',
      { firstname: 'M', lastname: 'M', password: 'passwordpassword1' },
      'PASSWORD_TOO_WEAK',
      'The password complexity must be at least medium.',
    ],
    [
      'with a short password',
      { firstname: 'M', lastname: 'M', password: 'Xy7!kQ2#' },
      'PASSWORD_TOO_SHORT',
      'The password must be at least 15 and at most 128 characters long.',
    ],
  ])('refuses a body %s in the request’s language and changes nothing', async (_, body, code, message) => {
    const c = await companyWithPeople(h);
    const path = `/api/company/${c.companyId}/employees/${c.employee.id}`;
    const en = await expectRefused(h, () => put(path, body, { token: c.owner.token, lang: 'en' }), 400, code);
    expect(en.body.error.message).toBe(message);
    const de = await expectRefused(h, () => put(path, body, { token: c.owner.token, lang: 'de' }), 400, code);
    expect(de.body.error.message).not.toBe(message);
  });

  // The security review's guessable passwords (issue 19, F7): the person's own name and e-mail, the
  // insurer's brand, the portal's name, German words with a year, German keyboard rows.
  it.each([
    'Maximilian Mustermann',
    '<email> <email>',
    '<email>2024!',
    'Musterversicherung2024',
    'Musterversicherung!!',
    'Awareness-Portal 2024',
    'Passwort2024Passwort',
    'Sommer2024Sommer2024',
    'Sicherheit2024!!',
    'qwertzuiopasdfgh',
    'Qwertz123456789!',
  ])('refuses the guessable password %j as too weak, and takes a passphrase', async (guessable) => {
    const c = await companyWithPeople(h);
    const password = guessable.replaceAll('<email>', c.employee.email);
    const path = `/api/company/${c.companyId}/employees/${c.employee.id}`;
    const person = { firstname: 'Maximilian', lastname: 'Mustermann' };
    await expectRefused(
      h,
      () => put(path, { ...person, password }, { token: c.owner.token }),
      400,
      'PASSWORD_TOO_WEAK',
    );
    const accepted = await put(path, { ...person, password: 'Kaffeetasse Fahrrad Wolke' }, { token: c.owner.token });
    expect(accepted.status).toBe(200);
  });

  it('never edits the employer, oneself or another company’s person, and needs employer or manager', async () => {
    const a = await companyWithPeople(h);
    const b = await companyWithPeople(h);
    const admin = await createPerson(h, 'admin', null);
    const body = { firstname: 'Eve', lastname: 'Evil', password: OTHER_PASSWORD };
    const at = (companyId: number, id: number) => `/api/company/${companyId}/employees/${id}`;
    await expectRefused(
      h,
      () => put(at(a.companyId, a.owner.id), body, { token: a.owner.token }),
      403,
      'ACCESS_DENIED',
    );
    await expectRefused(
      h,
      () => put(at(a.companyId, a.owner.id), body, { token: a.manager.token }),
      403,
      'ACCESS_DENIED',
    );
    await expectRefused(
      h,
      () => put(at(a.companyId, a.manager.id), body, { token: a.manager.token }),
      403,
      'ACCESS_DENIED',
    );
    await expectRefused(
      h,
      () => put(at(a.companyId, a.manager.id), body, { token: a.employee.token }),
      403,
      'ACCESS_DENIED',
    );
    await expectRefused(
      h,
      () => put(at(a.companyId, a.employee.id), body, { token: b.owner.token }),
      403,
      'ACCESS_DENIED',
    );
    await expectRefused(
      h,
      () => put(at(b.companyId, a.employee.id), body, { token: b.owner.token }),
      403,
      'ACCESS_DENIED',
    );
    await expectRefused(
      h,
      () => put(at(a.companyId, b.employee.id), body, { token: a.owner.token }),
      403,
      'ACCESS_DENIED',
    );
    await expectRefused(h, () => put(at(a.companyId, 99999999), body, { token: a.owner.token }), 403, 'ACCESS_DENIED');
    await expectRefused(
      h,
      () => put(at(a.companyId, a.employee.id), body, { token: admin.token }),
      403,
      'ACCESS_DENIED',
    );
    await expectRefused(h, () => put(at(a.companyId, a.employee.id), body), 401, 'AUTHORIZATION_REQUIRED');
  });
});

describe('DELETE /company/{companyId}/employees/{id}', () => {
  it('removes the person with tokens, assignments, progress and quiz attempts; the audit entry has no personal data', async () => {
    const c = await companyWithPeople(h);
    await h.db
      .insertInto('training_assignments')
      .values({ user_id: c.employee.id, training_slug: 'malware' })
      .execute();
    await progressRow(h, c.employee, 'malware');
    const response = await remove(`/api/company/${c.companyId}/employees/${c.employee.id}`, { token: c.owner.token });
    expect(response).toMatchObject({ status: 200, body: { success: true } });
    for (const table of ['access_tokens', 'training_assignments', 'course_progress', 'quiz_attempts'] as const) {
      const rows = await h.db.selectFrom(table).select('user_id').where('user_id', '=', c.employee.id).execute();
      expect(rows, table).toEqual([]);
    }
    expect(await h.db.selectFrom('users').select('id').where('id', '=', c.employee.id).execute()).toEqual([]);
    expect((await h.get(`/api/employee/${c.employee.id}`, { token: c.employee.token })).status).toBe(401);
    const audit = await h.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'employee.deleted')
      .where('target_user_id', '=', c.employee.id)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      actor_id: c.owner.id,
      target_company_id: c.companyId,
      details: { role: 'employee' },
    });
    expect(JSON.stringify(audit)).not.toMatch(new RegExp(`${c.employee.email}|Max|Muster`));
    const list = await h.get<CompanyEmployee[]>(`/api/company/${c.companyId}/employees`, { token: c.owner.token });
    expect(list.body.map((p) => p.id)).not.toContain(c.employee.id);
  });

  it('lets a manager remove an invited person and drops the invitation mail not yet sent', async () => {
    const c = await companyWithPeople(h);
    const email = uniqueEmail('invited');
    const invited = await h.post<{ employeeId: number }>(
      '/api/employee/invite-employee',
      { firstname: 'Ida', lastname: 'Ivers', email },
      { token: c.owner.token },
    );
    expect(await h.db.selectFrom('mail_outbox').select('id').where('recipient', '=', email).execute()).toHaveLength(1);
    const response = await remove(`/api/company/${c.companyId}/employees/${invited.body.employeeId}`, {
      token: c.manager.token,
    });
    expect(response.status).toBe(200);
    expect(await h.db.selectFrom('mail_outbox').select('id').where('recipient', '=', email).execute()).toEqual([]);
  });

  it('never removes the employer, oneself or another company’s person, and needs employer or manager', async () => {
    const a = await companyWithPeople(h);
    const b = await companyWithPeople(h);
    const admin = await createPerson(h, 'admin', null);
    const at = (companyId: number, id: number) => `/api/company/${companyId}/employees/${id}`;
    await expectRefused(h, () => remove(at(a.companyId, a.owner.id), { token: a.owner.token }), 403, 'ACCESS_DENIED');
    await expectRefused(h, () => remove(at(a.companyId, a.owner.id), { token: a.manager.token }), 403, 'ACCESS_DENIED');
    await expectRefused(
      h,
      () => remove(at(a.companyId, a.manager.id), { token: a.manager.token }),
      403,
      'ACCESS_DENIED',
    );
    await expectRefused(
      h,
      () => remove(at(a.companyId, a.manager.id), { token: a.employee.token }),
      403,
      'ACCESS_DENIED',
    );
    await expectRefused(
      h,
      () => remove(at(a.companyId, a.employee.id), { token: b.owner.token }),
      403,
      'ACCESS_DENIED',
    );
    await expectRefused(
      h,
      () => remove(at(b.companyId, a.employee.id), { token: b.manager.token }),
      403,
      'ACCESS_DENIED',
    );
    await expectRefused(
      h,
      () => remove(at(a.companyId, b.employee.id), { token: a.owner.token }),
      403,
      'ACCESS_DENIED',
    );
    await expectRefused(h, () => remove(at(a.companyId, a.employee.id), { token: admin.token }), 403, 'ACCESS_DENIED');
    await expectRefused(h, () => remove(at(a.companyId, a.employee.id)), 401, 'AUTHORIZATION_REQUIRED');
    await expectRefused(h, () => remove(at(a.companyId, 0), { token: a.owner.token }), 400, 'VALIDATION_FAILED');
  });
});

describe('POST /employee/toggle-role/{id}', () => {
  it('gives the person the expected role, at once, and repeating it changes nothing', async () => {
    const c = await companyWithPeople(h);
    const listPath = `/api/company/${c.companyId}/employees`;
    expect((await h.get(listPath, { token: c.employee.token })).status).toBe(403);

    const promoted = await h.post(
      `/api/employee/toggle-role/${c.employee.id}`,
      { expectedRole: 'manager' },
      { token: c.owner.token },
    );
    expect(promoted.status).toBe(200);
    expect(v.parse(CompanyEmployee, promoted.body)).toMatchObject({ id: c.employee.id, role: 'manager' });
    expect((await h.get(listPath, { token: c.employee.token })).status).toBe(200);

    const before = await databaseState(h);
    const again = await h.post(
      `/api/employee/toggle-role/${c.employee.id}`,
      { expectedRole: 'manager' },
      { token: c.owner.token },
    );
    expect(again).toMatchObject({ status: 200, body: { role: 'manager' } });
    expect(await databaseState(h)).toEqual(before);

    const demoted = await h.post(
      `/api/employee/toggle-role/${c.employee.id}`,
      { expectedRole: 'employee' },
      { token: c.manager.token },
    );
    expect(demoted.body).toMatchObject({ role: 'employee' });
    const audit = await h.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'employee.role_changed')
      .where('target_user_id', '=', c.employee.id)
      .orderBy('id')
      .execute();
    expect(audit.map((entry) => entry.details)).toEqual([
      { from: 'employee', to: 'manager' },
      { from: 'manager', to: 'employee' },
    ]);
  });

  it.each([['admin'], ['employer'], ['Manager'], [undefined]])('refuses the expected role %s', async (expectedRole) => {
    const c = await companyWithPeople(h);
    const response = await expectRefused(
      h,
      () =>
        h.post(`/api/employee/toggle-role/${c.employee.id}`, { expectedRole }, { token: c.owner.token, lang: 'en' }),
      400,
      'VALIDATION_FAILED',
    );
    expect(response.body.error.message).toBe('Please check your input: expectedRole.');
  });

  it('never changes the employer, a manager’s own role or another company’s person', async () => {
    const a = await companyWithPeople(h);
    const b = await companyWithPeople(h);
    const admin = await createPerson(h, 'admin', null);
    const toggle = (id: number, token?: string, expectedRole = 'manager') =>
      h.post(`/api/employee/toggle-role/${id}`, { expectedRole }, token ? { token } : {});
    await expectRefused(h, () => toggle(a.owner.id, a.owner.token), 403, 'ACCESS_DENIED');
    await expectRefused(h, () => toggle(a.owner.id, a.manager.token, 'employee'), 403, 'ACCESS_DENIED');
    await expectRefused(h, () => toggle(a.manager.id, a.manager.token, 'employee'), 403, 'ACCESS_DENIED');
    await expectRefused(h, () => toggle(a.manager.id, a.employee.token, 'employee'), 403, 'ACCESS_DENIED');
    await expectRefused(h, () => toggle(a.employee.id, b.owner.token), 403, 'ACCESS_DENIED');
    await expectRefused(h, () => toggle(a.employee.id, b.manager.token), 403, 'ACCESS_DENIED');
    await expectRefused(h, () => toggle(a.employee.id, admin.token), 403, 'ACCESS_DENIED');
    await expectRefused(h, () => toggle(admin.id, a.owner.token), 403, 'ACCESS_DENIED');
    await expectRefused(h, () => toggle(99999999, a.owner.token), 403, 'ACCESS_DENIED');
    await expectRefused(h, () => toggle(a.employee.id), 401, 'AUTHORIZATION_REQUIRED');
  });
});
