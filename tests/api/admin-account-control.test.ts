import { describe, expect, it } from 'vitest';
import { fileHarness } from '../support/api-harness.ts';
import { companyWithPeople, expectRefused, progressRow } from '../support/companies.ts';
import {
  OTHER_PASSWORD,
  PASSWORD,
  createPerson,
  linkToken,
  mailsTo,
  signIn,
  acceptInvitationFrom,
} from '../support/factories.ts';
import { adminOf, fileAdmin, auditOf, expectAdminsOnly } from './admin-support.ts';

const h = fileHarness();
const admin = fileAdmin(h);
const as = (token: string) => ({ token, lang: 'en' });
const latest = async (action: string) => (await auditOf(h, action)).at(-1);
const tokensOf = (userId: number) =>
  h.db.selectFrom('access_tokens').select('kind').where('user_id', '=', userId).execute();

describe('POST /employee/block-account/{employerId}', () => {
  it('stops the whole company at once, records it, and frees it again', async () => {
    const c = await companyWithPeople(h);
    const invited = await createPerson(h, 'employee', c.companyId, { password: null });
    await h.db
      .insertInto('access_tokens')
      .values({
        token_hash: 'f'.repeat(64),
        user_id: invited.id,
        kind: 'invitation',
        ttl: 60,
        expires_at: new Date(h.clock.now.getTime() + 60_000),
      })
      .execute();

    const blocked = await h.post(`/api/employee/block-account/${c.owner.id}`, { block: true }, as(admin.token));
    expect(blocked).toMatchObject({ status: 200, body: { success: true, blocked: true } });
    const company = await h.db
      .selectFrom('companies')
      .select('blocked_at')
      .where('id', '=', c.companyId)
      .executeTakeFirstOrThrow();
    expect(company.blocked_at).toEqual(h.clock.now);

    // Old tokens of the owner, the manager and the employee are useless; sessions are gone.
    for (const person of [c.owner, c.manager, c.employee]) {
      const response = await h.get(`/api/employee/${person.id}`, { token: person.token });
      expect(response.status).toBe(401);
      expect(await tokensOf(person.id)).toEqual([]);
      const again = await h.post('/api/employee/login', { email: person.email, password: PASSWORD }, { lang: 'en' });
      expect(again).toMatchObject({ status: 403, body: { error: { code: 'ACCOUNT_BLOCKED' } } });
    }
    // A pending invitation stays, but cannot be used while the company is blocked.
    expect(await tokensOf(invited.id)).toEqual([{ kind: 'invitation' }]);
    expect(await latest('employer.blocked')).toMatchObject({
      actor_id: admin.id,
      actor_role: 'admin',
      target_user_id: c.owner.id,
      target_company_id: c.companyId,
      details: { changed: true },
    });
    // The database's clock stamps each entry.
    expect(Math.abs((await latest('employer.blocked'))!.at.getTime() - Date.now())).toBeLessThan(60_000);
    expect(await latest('account.sign_in_refused')).toMatchObject({
      target_user_id: c.employee.id,
      details: { reason: 'blocked' },
    });

    const seen = await h.get(`/api/employee/${c.owner.id}`, as(admin.token));
    expect(seen.body).toMatchObject({ blocked: true });
    // The admin's edit of the blocked employer answers the same state.
    const edited = await h.patch(`/api/employee/${c.owner.id}`, { firstname: 'Berta' }, as(admin.token));
    expect(edited).toMatchObject({ status: 200, body: { firstname: 'Berta', blocked: true } });
    const company2 = await h.get(`/api/company/${c.companyId}`, as(admin.token));
    expect(company2.body).toMatchObject({ blocked: true });

    const freed = await h.post(`/api/employee/block-account/${c.owner.id}`, { block: false }, as(admin.token));
    expect(freed).toMatchObject({ status: 200, body: { success: true, blocked: false } });
    expect(await signIn(h, c.manager.email, PASSWORD)).toMatch(/^[\w-]{43}$/);
    expect(await latest('employer.unblocked')).toMatchObject({ actor_id: admin.id, target_company_id: c.companyId });
  });

  it('answers 404 for people who are not employers and 400 for a bad body', async () => {
    const c = await companyWithPeople(h);
    for (const id of [c.manager.id, admin.id, 999_999]) {
      await expectRefused(
        h,
        () => h.post(`/api/employee/block-account/${id}`, { block: true }, as(admin.token)),
        404,
        'NOT_FOUND',
      );
    }
    for (const body of [{}, { block: 'yes' }, { block: true, extra: 1 }]) {
      await expectRefused(
        h,
        () => h.post(`/api/employee/block-account/${c.owner.id}`, body, as(admin.token)),
        400,
        'VALIDATION_FAILED',
      );
    }
  });

  it('answers only admins', async () => {
    const c = await companyWithPeople(h);
    await expectAdminsOnly(h, c, (token) =>
      h.post(`/api/employee/block-account/${c.owner.id}`, { block: true }, token ? { token } : {}),
    );
  });
});

describe('POST /employee/lock-account/{id}', () => {
  it('locks one account, revoking its tokens, and unlocks it', async () => {
    const c = await companyWithPeople(h);
    const locked = await h.post(`/api/employee/lock-account/${c.manager.id}`, { lock: true }, as(admin.token));
    expect(locked).toMatchObject({ status: 200, body: { success: true, locked: true } });
    expect((await h.get(`/api/employee/${c.manager.id}`, { token: c.manager.token })).status).toBe(401);
    expect(await tokensOf(c.manager.id)).toEqual([]);
    const refused = await h.post('/api/employee/login', { email: c.manager.email, password: PASSWORD });
    expect(refused).toMatchObject({ status: 403, body: { error: { code: 'ACCOUNT_LOCKED' } } });
    // The others of the company go on.
    expect((await h.get(`/api/employee/${c.owner.id}`, { token: c.owner.token })).status).toBe(200);
    expect(await latest('account.locked')).toMatchObject({
      actor_id: admin.id,
      target_user_id: c.manager.id,
      target_company_id: c.companyId,
    });
    expect(await latest('account.sign_in_refused')).toMatchObject({
      target_user_id: c.manager.id,
      details: { reason: 'locked' },
    });
    const list = await h.get<Array<{ id: number; locked: boolean }>>(
      `/api/employee?filter=${encodeURIComponent(JSON.stringify({ where: { companyId: c.companyId } }))}`,
      as(admin.token),
    );
    expect(list.body.find((row) => row.id === c.manager.id)?.locked).toBe(true);

    const unlocked = await h.post(`/api/employee/lock-account/${c.manager.id}`, { lock: false }, as(admin.token));
    expect(unlocked).toMatchObject({ status: 200, body: { locked: false } });
    expect(await signIn(h, c.manager.email, PASSWORD)).toBeTruthy();
    expect(await latest('account.unlocked')).toMatchObject({ target_user_id: c.manager.id });
  });

  it('locks the employer too, but never an admin', async () => {
    const c = await companyWithPeople(h);
    await h.post(`/api/employee/lock-account/${c.owner.id}`, { lock: true }, as(admin.token));
    expect((await h.get(`/api/employee/${c.owner.id}`, { token: c.owner.token })).status).toBe(401);
    const other = await adminOf(h);
    await expectRefused(
      h,
      () => h.post(`/api/employee/lock-account/${other.id}`, { lock: true }, as(admin.token)),
      404,
      'NOT_FOUND',
    );
  });

  it('answers only admins', async () => {
    const c = await companyWithPeople(h);
    await expectAdminsOnly(h, c, (token) =>
      h.post(`/api/employee/lock-account/${c.employee.id}`, { lock: true }, token ? { token } : {}),
    );
  });
});

describe('POST /employee/activate-account/{id} and /employee/send-reset-link/{id}', () => {
  it('sends a person without a password a new link, and marks a person with one active', async () => {
    const c = await companyWithPeople(h);
    const invited = await createPerson(h, 'employee', c.companyId, { password: null });
    const response = await h.post(`/api/employee/activate-account/${invited.id}`, undefined, as(admin.token));
    expect(response).toMatchObject({ status: 200, body: { success: true, active: false, linkSent: true } });
    const [mail] = await mailsTo(h, invited.email);
    expect(mail?.text_body).toContain('Petra Schmidt');
    const accepted = await acceptInvitationFrom(h, mail!.text_body);
    expect(accepted.status).toBe(200);
    expect(await latest('account.activation_link_sent')).toMatchObject({
      actor_id: admin.id,
      target_user_id: invited.id,
    });

    const dormant = await createPerson(h, 'employee', c.companyId, { active: false });
    const marked = await h.post(`/api/employee/activate-account/${dormant.id}`, undefined, as(admin.token));
    expect(marked.body).toMatchObject({ active: true, linkSent: false });
    const row = await h.db.selectFrom('users').select('active').where('id', '=', dormant.id).executeTakeFirstOrThrow();
    expect(row.active).toBe(true);
    expect(await latest('account.activated')).toMatchObject({ target_user_id: dormant.id });
  });

  it('mails a reset link that says support sent it and sets a new password', async () => {
    const c = await companyWithPeople(h);
    const response = await h.post(`/api/employee/send-reset-link/${c.owner.id}`, undefined, as(admin.token));
    expect(response).toMatchObject({ status: 200, body: { success: true } });
    const mail = (await mailsTo(h, c.owner.email)).at(-1)!;
    // The mail says that support sent it, not that the person asked for it themselves.
    expect(mail.text_body).toContain('Der Support des Awareness-Portals');
    expect(mail.text_body).not.toContain('Sie haben ein neues Passwort angefordert');
    const token = linkToken(mail.text_body, '/recovery-password');
    const reset = await h.post('/api/employee/reset-password', { newPassword: OTHER_PASSWORD }, { token });
    expect(reset.status).toBe(200);
    expect(await signIn(h, c.owner.email, OTHER_PASSWORD)).toBeTruthy();
    expect(await latest('account.reset_link_sent')).toMatchObject({ actor_id: admin.id, target_user_id: c.owner.id });
    expect(await latest('account.password_reset')).toMatchObject({ target_user_id: c.owner.id });
  });

  it('answers only admins', async () => {
    const c = await companyWithPeople(h);
    await expectAdminsOnly(h, c, (token) =>
      h.post(`/api/employee/activate-account/${c.employee.id}`, undefined, token ? { token } : {}),
    );
    await expectAdminsOnly(h, c, (token) =>
      h.post(`/api/employee/send-reset-link/${c.employee.id}`, undefined, token ? { token } : {}),
    );
  });
});

describe('POST /employee/set-employer/{employeeId}?role=', () => {
  it('makes the person the employer, the previous one the given role, and asks the new one for the agreement', async () => {
    const c = await companyWithPeople(h);
    const response = await h.post(
      `/api/employee/set-employer/${c.manager.id}/?role=employee`,
      undefined,
      as(admin.token),
    );
    expect(response).toMatchObject({
      status: 200,
      body: { success: true, employerId: c.manager.id, previousEmployerId: c.owner.id },
    });
    const roles = await h.db
      .selectFrom('users')
      .select(['id', 'role', 'order_processing_accepted_at'])
      .where('company_id', '=', c.companyId)
      .orderBy('id')
      .execute();
    expect(roles.map((r) => [r.id, r.role])).toEqual([
      [c.owner.id, 'employee'],
      [c.manager.id, 'employer'],
      [c.employee.id, 'employee'],
    ]);
    const company = await h.db
      .selectFrom('companies')
      .select('owner_id')
      .where('id', '=', c.companyId)
      .executeTakeFirstOrThrow();
    expect(company.owner_id).toBe(c.manager.id);
    const me = await h.get(`/api/employee/${c.manager.id}`, { token: c.manager.token });
    expect(me.body).toMatchObject({
      role: 'employer',
      orderProcessingAccepted: false,
      notifications: [{ name: 'orderProcessingAgreement' }],
    });
    // Until the new employer accepts, the company's actions are blocked.
    const blocked = await h.get(`/api/company/${c.companyId}/employees`, { token: c.manager.token });
    expect(blocked).toMatchObject({ status: 403, body: { error: { code: 'ACTIONS_BLOCKED' } } });
    expect(await latest('employer.changed')).toMatchObject({
      actor_id: admin.id,
      target_user_id: c.manager.id,
      target_company_id: c.companyId,
      details: { previousEmployerId: c.owner.id, previousEmployerRole: 'employee', formerRole: 'manager' },
    });
  });

  it('refuses the employer themselves, admins, unknown ids and roles other than manager or employee', async () => {
    const c = await companyWithPeople(h);
    await expectRefused(
      h,
      () => h.post(`/api/employee/set-employer/${c.owner.id}?role=manager`, undefined, as(admin.token)),
      409,
      'ALREADY_EMPLOYER',
    );
    await expectRefused(
      h,
      () => h.post(`/api/employee/set-employer/${admin.id}?role=manager`, undefined, as(admin.token)),
      404,
      'NOT_FOUND',
    );
    for (const query of ['', '?role=employer', '?role=admin', '?role=manager&x=1']) {
      await expectRefused(
        h,
        () => h.post(`/api/employee/set-employer/${c.employee.id}${query}`, undefined, as(admin.token)),
        400,
        'VALIDATION_FAILED',
      );
    }
  });

  it('answers only admins', async () => {
    const c = await companyWithPeople(h);
    await expectAdminsOnly(h, c, (token) =>
      h.post(`/api/employee/set-employer/${c.employee.id}?role=manager`, undefined, token ? { token } : {}),
    );
  });
});

describe('the admin’s edits of existing calls, seen in the data and the audit log', () => {
  it('changes the employer’s data and password, the company and its progress', async () => {
    const c = await companyWithPeople(h);
    await progressRow(h, c.employee, 'malware');
    const patched = await h.patch(
      `/api/employee/${c.owner.id}`,
      { firstname: 'Paula', email: 'paula@neu.de' },
      as(admin.token),
    );
    expect(patched).toMatchObject({ status: 200, body: { firstname: 'Paula', email: 'paula@neu.de' } });
    expect(await latest('account.email_changed')).toMatchObject({ actor_id: admin.id, target_user_id: c.owner.id });

    const password = await h.patch(`/api/employee/${c.owner.id}`, { password: OTHER_PASSWORD }, as(admin.token));
    expect(password).toMatchObject({ status: 200, body: { isFirstLogin: true } });
    expect((await h.get(`/api/employee/${c.owner.id}`, { token: c.owner.token })).status).toBe(401);
    expect(await signIn(h, 'paula@neu.de', OTHER_PASSWORD)).toBeTruthy();
    expect(await latest('account.password_changed')).toMatchObject({ actor_id: admin.id, details: { byAdmin: true } });

    const company = await h.patch(`/api/company/${c.companyId}`, { companyName: 'Neuer Name GmbH' }, as(admin.token));
    expect(company).toMatchObject({ status: 200, body: { companyName: 'Neuer Name GmbH' } });
    expect(await latest('company.updated')).toMatchObject({ actor_id: admin.id, target_company_id: c.companyId });

    const reset = await h.post('/api/progress/reset-company-progress', { companyId: c.companyId }, as(admin.token));
    expect(reset).toMatchObject({ status: 200, body: { archived: 1 } });
    expect(await latest('progress.company_reset')).toMatchObject({
      actor_id: admin.id,
      target_company_id: c.companyId,
    });
  });
});
