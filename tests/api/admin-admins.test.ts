import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AdminAccountList } from '../../src/shared/api/admin-admins.ts';
import { fileHarness } from '../support/api-harness.ts';
import { companyWithPeople, expectRefused } from '../support/companies.ts';
import { OTHER_PASSWORD, linkToken, mailsTo, signIn, uniqueEmail } from '../support/factories.ts';
import { adminOf, fileAdmin, auditOf, expectAdminsOnly } from './admin-support.ts';

const h = fileHarness();
const admin = fileAdmin(h);
const as = (token: string, lang = 'en') => ({ token, lang });

describe('GET /appuser, POST /employee/create-admin, DELETE /appuser/{id}', () => {
  it('creates an admin who sets a password from the mail, lists and deletes them', async () => {
    const email = uniqueEmail('new-admin');
    const created = await h.post(
      '/api/employee/create-admin',
      { firstname: 'Bea', lastname: 'Berg', email: email.toUpperCase() },
      as(admin.token, 'de'),
    );
    expect(created).toMatchObject({
      status: 200,
      body: { firstname: 'Bea', lastname: 'Berg', email, active: false, lang: 'de' },
    });
    const id = (created.body as { id: number }).id;
    const [mail] = await mailsTo(h, email);
    expect(mail?.subject).toBe('Ihr Administratorzugang zum Awareness-Portal');
    const token = linkToken(mail!.text_body, '/admin/recovery-password');
    // The link lasts 14 days, not the 30 minutes of a reset.
    h.clock.advance(13 * 24 * 60 * 60 * 1000);
    const set = await h.post('/api/appuser/reset-password', { newPassword: OTHER_PASSWORD }, { token });
    expect(set.status).toBe(200);
    const newToken = await signIn(h, email, OTHER_PASSWORD, true);
    // Thirteen days without a request ended the first admin's session (decision 068).
    admin.token = await signIn(h, admin.email, admin.password, true);
    expect(await auditOf(h, 'admin.created')).toEqual([
      expect.objectContaining({ actor_id: admin.id, target_user_id: id }),
    ]);

    const list = await h.get('/api/appuser', as(admin.token));
    const admins = v.parse(AdminAccountList, list.body);
    expect(admins.map((a) => a.id).sort()).toEqual([admin.id, id].sort());
    expect(admins.find((a) => a.id === id)?.active).toBe(true);
    expect(JSON.stringify(list.body)).not.toMatch(/password|hash/i);

    const deleted = await h.request('DELETE', `/api/appuser/${id}`, as(admin.token));
    expect(deleted).toMatchObject({ status: 200, body: { success: true } });
    expect((await h.get('/api/appuser', { token: newToken })).status).toBe(401);
    expect((await h.post('/api/appuser/login', { email, password: OTHER_PASSWORD })).status).toBe(401);
    expect((await auditOf(h, 'admin.deleted')).at(-1)).toMatchObject({ actor_id: admin.id, target_user_id: id });
  });

  it('sends an expired link again: the new one works, the former is dead, an active admin gets 409', async () => {
    const email = uniqueEmail('late-admin');
    const created = await h.post(
      '/api/employee/create-admin',
      { firstname: 'Lea', lastname: 'Lang', email },
      as(admin.token),
    );
    const id = (created.body as { id: number }).id;
    const first = linkToken((await mailsTo(h, email))[0]!.text_body, '/admin/recovery-password');
    h.clock.advance(15 * 24 * 60 * 60 * 1000);
    admin.token = await signIn(h, admin.email, admin.password, true);
    const expired = await h.post('/api/appuser/reset-password', { newPassword: OTHER_PASSWORD }, { token: first });
    expect(expired.status).toBe(401);

    const resent = await h.post(`/api/appuser/${id}/send-invitation`, {}, as(admin.token));
    expect(resent).toMatchObject({ status: 200, body: { id, email, active: false } });
    const mails = await mailsTo(h, email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe(mails[0]?.subject);
    const second = linkToken(mails[1]!.text_body, '/admin/recovery-password');
    expect(second).not.toBe(first);
    expect(await auditOf(h, 'admin.invitation_resent')).toEqual([
      expect.objectContaining({ actor_id: admin.id, target_user_id: id }),
    ]);

    const set = await h.post('/api/appuser/reset-password', { newPassword: OTHER_PASSWORD }, { token: second });
    expect(set.status).toBe(200);
    const again = await h.post(`/api/appuser/${id}/send-invitation`, {}, as(admin.token));
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'INVITATION_ALREADY_ACCEPTED' } } });
    expect(await mailsTo(h, email)).toHaveLength(2);

    const c = await companyWithPeople(h);
    for (const other of [c.employee.id, 999_999]) {
      expect((await h.post(`/api/appuser/${other}/send-invitation`, {}, as(admin.token))).status).toBe(404);
    }
    await expectAdminsOnly(h, c, (token) => h.post(`/api/appuser/${id}/send-invitation`, {}, token ? { token } : {}));
  });

  it('refuses a taken address in any case, and bad input', async () => {
    const c = await companyWithPeople(h);
    const taken = await expectRefused(
      h,
      () =>
        h.post(
          '/api/employee/create-admin',
          { firstname: 'A', lastname: 'B', email: c.employee.email.toUpperCase() },
          as(admin.token),
        ),
      409,
      'EMAIL_ALREADY_EXISTS',
    );
    expect(taken.body.error.message).toBe('This e-mail address is already in use.');
    await expectRefused(
      h,
      () =>
        h.post('/api/employee/create-admin', { firstname: 'A', lastname: 'B', email: admin.email }, as(admin.token)),
      409,
      'EMAIL_ALREADY_EXISTS',
    );
    for (const body of [
      { firstname: 'A', lastname: 'B', email: 'no-address' },
      { firstname: '', lastname: 'B', email: uniqueEmail('x') },
      { firstname: 'A', lastname: 'B', email: uniqueEmail('x'), role: 'admin' },
      { firstname: 'A', lastname: 'B', email: uniqueEmail('x'), password: OTHER_PASSWORD },
    ]) {
      await expectRefused(
        h,
        () => h.post('/api/employee/create-admin', body, as(admin.token)),
        400,
        'VALIDATION_FAILED',
      );
    }
  });

  it('never deletes oneself, the last admin, a customer or nobody', async () => {
    const c = await companyWithPeople(h);
    const self = await expectRefused(
      h,
      () => h.request('DELETE', `/api/appuser/${admin.id}`, as(admin.token)),
      400,
      'CANNOT_DELETE_SELF',
    );
    expect(self.body.error.message).toBe('You cannot delete your own administrator account.');
    await expectRefused(h, () => h.request('DELETE', `/api/appuser/${c.owner.id}`, as(admin.token)), 404, 'NOT_FOUND');
    await expectRefused(h, () => h.request('DELETE', `/api/appuser/999999`, as(admin.token)), 404, 'NOT_FOUND');

    // Two admins deleting each other at the same time: one wins, one admin remains.
    const second = await adminOf(h);
    const others = await h.db.selectFrom('users').select('id').where('role', '=', 'admin').execute();
    for (const row of others) {
      if (row.id !== admin.id && row.id !== second.id)
        await h.db.deleteFrom('users').where('id', '=', row.id).execute();
    }
    const [one, two] = await Promise.all([
      h.request('DELETE', `/api/appuser/${second.id}`, as(admin.token)),
      h.request('DELETE', `/api/appuser/${admin.id}`, as(second.token)),
    ]);
    const statuses = [one.status, two.status].sort();
    // The loser finds itself deleted: at sign-in check (401) or inside the locked transaction (409).
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const left = await h.db.selectFrom('users').select('id').where('role', '=', 'admin').execute();
    expect(left).toHaveLength(1);
  });

  it('answers only admins', async () => {
    const c = await companyWithPeople(h);
    await expectAdminsOnly(h, c, (token) => h.get('/api/appuser', token ? { token } : {}));
    await expectAdminsOnly(h, c, (token) =>
      h.post(
        '/api/employee/create-admin',
        { firstname: 'A', lastname: 'B', email: uniqueEmail('x') },
        token ? { token } : {},
      ),
    );
    await expectAdminsOnly(h, c, (token) => h.request('DELETE', `/api/appuser/${admin.id}`, token ? { token } : {}));
  });
});
