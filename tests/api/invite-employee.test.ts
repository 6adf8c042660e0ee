import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { InviteEmployeeResponse } from '../../src/shared/api/company-employees.ts';
import { INVITATION_TTL_SECONDS } from '../../src/shared/constants.ts';
import { hitCount } from '../../src/server/core/throttle.ts';
import { invitationsKey } from '../../src/server/employees/invitation-throttle.ts';
import { fileHarness } from '../support/api-harness.ts';
import { companyWithPeople, expectRefused } from '../support/companies.ts';
import { OTHER_PASSWORD, createPerson, linkToken, mailsTo, uniqueEmail } from '../support/factories.ts';

const h = fileHarness();

const invite = (token: string, body: Record<string, unknown>, lang?: string) =>
  h.post<{ employeeId: number }>('/api/employee/invite-employee', body, lang ? { token, lang } : { token });
const resend = (token: string | undefined, employeeId: unknown, lang?: string) =>
  h.get(`/api/employee/resend-invitation?employeeId=${String(employeeId)}`, {
    ...(token ? { token } : {}),
    ...(lang ? { lang } : {}),
  });
const person = { firstname: 'Anna', lastname: 'Albers' };

describe('POST /employee/invite-employee', () => {
  it('creates the person in the caller’s company with the courses and mails a 14-day link in the inviter’s language', async () => {
    const c = await companyWithPeople(h);
    await h.patch(`/api/employee/${c.owner.id}`, { lang: 'en' }, { token: c.owner.token });
    const email = uniqueEmail('anna+training');
    const response = await invite(
      c.owner.token,
      { ...person, email: email.toUpperCase(), isManager: false, assignedCourseList: ['malware', 'byod', 'malware'] },
      'de',
    );
    expect(response.status).toBe(200);
    const { employeeId } = v.parse(InviteEmployeeResponse, response.body);

    const user = await h.db.selectFrom('users').selectAll().where('id', '=', employeeId).executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      email,
      firstname: 'Anna',
      lastname: 'Albers',
      role: 'employee',
      company_id: c.companyId,
      password_hash: null,
      active: false,
      is_first_login: true,
      lang: 'en',
    });
    const courses = await h.db
      .selectFrom('training_assignments')
      .select('training_slug')
      .where('user_id', '=', employeeId)
      .orderBy('training_slug')
      .execute();
    expect(courses.map((row) => row.training_slug)).toEqual(['byod', 'malware']);
    const tokens = await h.db.selectFrom('access_tokens').selectAll().where('user_id', '=', employeeId).execute();
    expect(tokens).toHaveLength(1);
    expect(tokens[0]).toMatchObject({ kind: 'invitation', ttl: INVITATION_TTL_SECONDS });
    expect(tokens[0]!.expires_at.getTime()).toBe(h.clock.now.getTime() + INVITATION_TTL_SECONDS * 1000);

    const mails = await mailsTo(h, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Invitation to the security training of Schmidt Sanitär GmbH');
    expect(mails[0]!.text_body).toContain('Dear Anna Albers,');
    expect(mails[0]!.text_body).toContain('Petra Schmidt has invited you');
    const token = linkToken(mails[0]!.text_body, '/login');
    expect(mails[0]!.text_body).toContain(`http://portal.test/login/${token}?email=${encodeURIComponent(email)}`);
    expect(encodeURIComponent(email)).toContain('%2B');

    const audit = await h.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'employee.invited')
      .where('target_user_id', '=', employeeId)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor_id: c.owner.id, details: { role: 'employee', courses: ['malware', 'byod'] } });
    expect(JSON.stringify(audit)).not.toContain(email);
    expect(await hitCount(h.db, invitationsKey(c.companyId))).toBe(1);
  });

  it('invites a manager, and lets a manager invite in their own language', async () => {
    const c = await companyWithPeople(h);
    const email = uniqueEmail('manager');
    const response = await invite(c.manager.token, { ...person, email, isManager: true }, 'en');
    expect(response.status).toBe(200);
    const user = await h.db
      .selectFrom('users')
      .select(['role', 'lang', 'company_id'])
      .where('id', '=', response.body.employeeId)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ role: 'manager', lang: 'de', company_id: c.companyId });
    const [mail] = await mailsTo(h, email);
    expect(mail!.subject).toBe('Einladung zur Sicherheitsschulung von Schmidt Sanitär GmbH');
    expect(mail!.text_body).toContain('Max Muster hat Sie');
  });

  it('takes isManager and the course list as optional', async () => {
    const c = await companyWithPeople(h);
    const response = await invite(c.owner.token, { ...person, email: uniqueEmail() });
    expect(response.status).toBe(200);
    const user = await h.db
      .selectFrom('users')
      .select('role')
      .where('id', '=', response.body.employeeId)
      .executeTakeFirstOrThrow();
    expect(user.role).toBe('employee');
  });

  it('refuses an address in use, in any case and any company, admins included, and counts the refusal', async () => {
    const a = await companyWithPeople(h);
    const b = await companyWithPeople(h);
    const admin = await createPerson(h, 'admin', null);
    const people = () => h.db.selectFrom('users').select('id').execute();
    const mails = () => h.db.selectFrom('mail_outbox').select('id').execute();
    const [peopleBefore, mailsBefore] = [await people(), await mails()];
    const addresses = [a.employee.email.toUpperCase(), b.employee.email, b.owner.email, admin.email];
    for (const email of addresses) {
      const en = await invite(a.owner.token, { ...person, email }, 'en');
      expect(en.status).toBe(409);
      expect(en.body).toMatchObject({
        error: { code: 'EMAIL_ALREADY_EXISTS', message: 'This e-mail address is already in use.' },
      });
      const de = await invite(a.manager.token, { ...person, email }, 'de');
      expect(de.body).toMatchObject({ error: { message: 'Diese E-Mail-Adresse ist bereits vergeben.' } });
    }
    expect(await people()).toEqual(peopleBefore);
    expect(await mails()).toEqual(mailsBefore);
    // Asking which addresses exist costs from the company's invitation budget (decision 067).
    expect(await hitCount(h.db, invitationsKey(a.companyId))).toBe(2 * addresses.length);
  });

  it.each([
    ['without a first name', { lastname: 'Albers' }, 'firstname'],
    ['with an empty last name', { firstname: 'Anna', lastname: ' ' }, 'lastname'],
    ['with an invalid e-mail', { ...person, email: 'anna@' }, 'email'],
    ['without an e-mail', { ...person, email: undefined }, 'email'],
    ['with isManager not a boolean', { ...person, isManager: 'yes' }, 'isManager'],
    ['with an unknown course', { ...person, assignedCourseList: ['malware', 'cooking'] }, 'assignedCourseList.1'],
    ['with a course list that is not a list', { ...person, assignedCourseList: 'malware' }, 'assignedCourseList'],
    ['with a role of its own', { ...person, role: 'admin' }, 'role'],
    ['with another company', { ...person, companyId: 1 }, 'companyId'],
  ])('refuses a body %s in the request’s language and changes nothing', async (_, fields, field) => {
    const c = await companyWithPeople(h);
    const body = { email: uniqueEmail(), ...fields };
    const en = await expectRefused(h, () => invite(c.owner.token, body, 'en'), 400, 'VALIDATION_FAILED');
    expect(en.body.error.message).toBe(`Please check your input: ${field}.`);
    const de = await expectRefused(h, () => invite(c.owner.token, body, 'de'), 400, 'VALIDATION_FAILED');
    expect(de.body.error.message).toBe(`Bitte prüfen Sie Ihre Eingaben: ${field}.`);
  });

  it('is for employers and managers only', async () => {
    const c = await companyWithPeople(h);
    const admin = await createPerson(h, 'admin', null);
    const body = { ...person, email: uniqueEmail() };
    await expectRefused(h, () => invite(c.employee.token, body), 403, 'ACCESS_DENIED');
    await expectRefused(h, () => invite(admin.token, body), 403, 'ACCESS_DENIED');
    await expectRefused(h, () => h.post('/api/employee/invite-employee', body), 401, 'AUTHORIZATION_REQUIRED');
  });

  it('stops a company that sends too many invitations, writing nothing', async () => {
    const c = await companyWithPeople(h);
    await h.db
      .insertInto('throttle_counters')
      .values({
        key: invitationsKey(c.companyId),
        hits: 500,
        window_started_at: h.clock.now,
        blocked_until: new Date(h.clock.now.getTime() + 60_000),
      })
      .execute();
    const response = await expectRefused(
      h,
      () => invite(c.owner.token, { ...person, email: uniqueEmail() }),
      429,
      'RATE_LIMITED',
    );
    expect(response.headers.get('retry-after')).toBe('60');
  });
});

describe('GET /employee/resend-invitation', () => {
  async function invited(lang = 'de') {
    const c = await companyWithPeople(h);
    const email = uniqueEmail('invitee');
    const response = await invite(c.owner.token, { ...person, email }, lang);
    return { ...c, email, employeeId: response.body.employeeId };
  }

  it('sends a new link in the resending person’s language; the old link stops working', async () => {
    const c = await invited();
    const first = linkToken((await mailsTo(h, c.email))[0]!.text_body, '/login');
    await h.patch(`/api/employee/${c.manager.id}`, { lang: 'en' }, { token: c.manager.token });
    const response = await resend(c.manager.token, c.employeeId);
    expect(response).toMatchObject({ status: 200, body: { success: true } });
    expect(response.headers.get('cache-control')).toBe('no-store');
    const mails = await mailsTo(h, c.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('Invitation to the security training of Schmidt Sanitär GmbH');
    expect(mails[1]!.text_body).toContain('Max Muster has invited you');
    const second = linkToken(mails[1]!.text_body, '/login');
    expect(second).not.toBe(first);
    const tokens = await h.db.selectFrom('access_tokens').select('kind').where('user_id', '=', c.employeeId).execute();
    expect(tokens).toEqual([{ kind: 'invitation' }]);

    const body = { password: OTHER_PASSWORD, confirmPassword: OTHER_PASSWORD, dataProtectionPolicyAccepted: true };
    expect((await h.post('/api/employee/change-password', body, { token: first })).status).toBe(401);
    expect((await h.post('/api/employee/change-password', body, { token: second })).status).toBe(200);
  });

  it('refuses people who have set a password already, in the request’s language', async () => {
    const c = await invited();
    const token = linkToken((await mailsTo(h, c.email))[0]!.text_body, '/login');
    await h.post(
      '/api/employee/change-password',
      { password: OTHER_PASSWORD, dataProtectionPolicyAccepted: true },
      { token },
    );
    const en = await expectRefused(
      h,
      () => resend(c.owner.token, c.employeeId, 'en'),
      409,
      'INVITATION_ALREADY_ACCEPTED',
    );
    expect(en.body.error.message).toBe('This person has already set a password; no new invitation is needed.');
    const de = await expectRefused(
      h,
      () => resend(c.owner.token, c.employee.id, 'de'),
      409,
      'INVITATION_ALREADY_ACCEPTED',
    );
    expect(de.body.error.message).toBe(
      'Diese Person hat ihr Passwort bereits festgelegt; eine neue Einladung ist nicht nötig.',
    );
  });

  it.each([
    ['missing', ''],
    ['not a number', 'abc'],
    ['zero', '0'],
  ])('refuses an employeeId that is %s', async (_, id) => {
    const c = await invited();
    const response = await expectRefused(h, () => resend(c.owner.token, id, 'en'), 400, 'VALIDATION_FAILED');
    expect(response.body.error.message).toBe('Please check your input: employeeId.');
  });

  it('is for the employer and managers of the person’s company, never for the employer', async () => {
    const a = await invited();
    const b = await companyWithPeople(h);
    const admin = await createPerson(h, 'admin', null);
    await expectRefused(h, () => resend(b.owner.token, a.employeeId), 403, 'ACCESS_DENIED');
    await expectRefused(h, () => resend(b.manager.token, a.employeeId), 403, 'ACCESS_DENIED');
    await expectRefused(h, () => resend(a.employee.token, a.employeeId), 403, 'ACCESS_DENIED');
    await expectRefused(h, () => resend(admin.token, a.employeeId), 403, 'ACCESS_DENIED');
    await expectRefused(h, () => resend(a.manager.token, a.owner.id), 403, 'ACCESS_DENIED');
    await expectRefused(h, () => resend(a.owner.token, 99999999), 403, 'ACCESS_DENIED');
    await expectRefused(h, () => resend(undefined, a.employeeId), 401, 'AUTHORIZATION_REQUIRED');
  });

  it('sends at most 5 new links an hour to one person', async () => {
    const c = await invited();
    for (let i = 0; i < 5; i++) expect((await resend(c.owner.token, c.employeeId)).status).toBe(200);
    const response = await expectRefused(h, () => resend(c.manager.token, c.employeeId, 'en'), 429, 'RATE_LIMITED');
    expect(response.body.error.message).toMatch(/^Too many attempts\. Please wait \d+ seconds/);
    expect(await mailsTo(h, c.email)).toHaveLength(6);
  });
});
