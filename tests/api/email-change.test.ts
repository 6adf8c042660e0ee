import { describe, expect, it } from 'vitest';
import { fileHarness } from '../support/api-harness.ts';
import { companyWithPeople } from '../support/companies.ts';
import { adminOf } from './admin-support.ts';
import {
  OTHER_PASSWORD,
  PASSWORD,
  linkToken,
  mailsTo,
  nextTotpCode,
  registrationPayload as registration,
  signIn,
  uniqueEmail,
} from '../support/factories.ts';

const h = fileHarness();

/** The employee of a fresh company, signed in, with a reset link mailed to their address. */
async function victim() {
  const c = await companyWithPeople(h);
  expect((await h.post('/api/employee/reset', { email: c.employee.email })).status).toBe(200);
  const [reset] = await mailsTo(h, c.employee.email);
  return { c, resetToken: linkToken(reset!.text_body, '/recovery-password') };
}

describe('changing one’s own e-mail address (issue 19, F1)', () => {
  it('refuses a session without the password: a stolen session cannot take the account over', async () => {
    const { c } = await victim();
    const path = `/api/employee/${c.employee.id}`;
    const attacker = uniqueEmail('attacker-mailbox');
    for (const body of [{ email: attacker }, { email: attacker, currentPassword: 'a guess of the password' }]) {
      const refused = await h.patch(path, body, { token: c.employee.token, lang: 'en' });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ error: { code: 'CURRENT_PASSWORD_WRONG' } });
    }
    expect(await mailsTo(h, attacker)).toHaveLength(0);
    expect((await h.get<{ email: string }>(path, { token: c.employee.token })).body.email).toBe(c.employee.email);
  });

  it('asks the new address to confirm, tells the old one, and changes only once confirmed', async () => {
    const { c, resetToken } = await victim();
    const path = `/api/employee/${c.employee.id}`;
    const next = uniqueEmail('new-address');
    const asked = await h.patch(path, { email: next, currentPassword: PASSWORD }, { token: c.employee.token });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ email: c.employee.email, pendingEmail: next });
    // Until confirmed, the old address is the one that signs in.
    expect((await h.post('/api/employee/login', { email: next, password: PASSWORD })).status).toBe(401);

    const [notice] = await mailsTo(h, c.employee.email).then((mails) => mails.slice(-1));
    expect(notice!.subject).toBe('Ihre E-Mail-Adresse im Awareness-Portal soll geändert werden');
    expect(notice!.text_body).toContain(next);
    expect(notice!.text_body).toMatch(/\/report-email-change\/[\w-]{43}/);
    const [confirmation] = await mailsTo(h, next);
    const token = linkToken(confirmation!.text_body, '/confirm-email');

    const confirmed = await h.post('/api/employee/confirm-email', { token });
    expect(confirmed.body).toEqual({ success: true, email: next });
    expect((await h.post('/api/employee/login', { email: next, password: PASSWORD })).status).toBe(200);
    expect((await h.post('/api/employee/login', { email: c.employee.email, password: PASSWORD })).status).toBe(401);
    // The reset link mailed to the old address before died with the change; the link is single-use.
    const reset = await h.post('/api/employee/reset-password', { newPassword: OTHER_PASSWORD }, { token: resetToken });
    expect(reset.body).toMatchObject({ error: { code: 'LINK_INVALID' } });
    expect((await h.post('/api/employee/confirm-email', { token })).status).toBe(401);
    const me = await h.get(path, { token: c.employee.token });
    expect(me.body).toMatchObject({ email: next, pendingEmail: null });
  });

  it('lets the old address report a change it did not ask for: undone, and every session ended', async () => {
    const { c } = await victim();
    const path = `/api/employee/${c.employee.id}`;
    const attacker = uniqueEmail('attacker-mailbox');
    await h.patch(path, { email: attacker, currentPassword: PASSWORD }, { token: c.employee.token });
    const [confirmation] = await mailsTo(h, attacker);
    await h.post('/api/employee/confirm-email', { token: linkToken(confirmation!.text_body, '/confirm-email') });
    const attackerSession = await signIn(h, attacker, PASSWORD);
    // The attacker also adds an authenticator app of their own (and gets recovery codes with it).
    const setup = await h.post<{ secret: string }>(
      '/api/account/second-factor/totp',
      { currentPassword: PASSWORD },
      { token: attackerSession },
    );
    const added = await h.post(
      '/api/account/second-factor/totp/confirm',
      { code: nextTotpCode(h, setup.body.secret) },
      { token: attackerSession },
    );
    expect(added.status).toBe(200);

    const [notice] = await mailsTo(h, c.employee.email).then((mails) =>
      mails.filter((m) => m.text_body.includes('/report-email-change/')).slice(-1),
    );
    const report = linkToken(notice!.text_body, '/report-email-change');
    expect((await h.post('/api/employee/report-email-change', { token: report })).body).toEqual({
      success: true,
      recovery: 'password-reset',
    });
    expect((await h.get(path, { token: attackerSession })).status).toBe(401);
    expect((await h.get(path, { token: c.employee.token })).status).toBe(401);
    expect((await h.post('/api/employee/login', { email: attacker, password: PASSWORD })).status).toBe(401);
    // The password the attacker knew is gone too: the owner sets a new one through the old address.
    expect((await h.post('/api/employee/login', { email: c.employee.email, password: PASSWORD })).status).toBe(401);
    await h.post('/api/employee/reset', { email: c.employee.email });
    const [reset] = await mailsTo(h, c.employee.email).then((mails) => mails.slice(-1));
    const token = linkToken(reset!.text_body, '/recovery-password');
    expect((await h.post('/api/employee/reset-password', { newPassword: OTHER_PASSWORD }, { token })).status).toBe(200);
    // The attacker's app and codes went with the report: the password alone signs the owner in.
    const back = await signIn(h, c.employee.email, OTHER_PASSWORD);
    expect((await h.get(path, { token: back })).body).toMatchObject({ email: c.employee.email, pendingEmail: null });
    expect((await h.get('/api/account/second-factor', { token: back })).body).toMatchObject({
      factors: [],
      recoveryCodesLeft: 0,
    });
    const audit = await h.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_user_id', '=', c.employee.id)
      .where('action', 'like', 'account.email_%')
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual([
      'account.email_change_requested',
      'account.email_changed',
      'account.email_change_reported',
    ]);
  });

  it('lets an admin change a customer’s address at once, without the customer’s password', async () => {
    const { c } = await victim();
    const admin = (await adminOf(h)).token;
    const next = uniqueEmail('by-admin');
    const changed = await h.patch(`/api/employee/${c.employee.id}`, { email: next }, { token: admin });
    expect(changed.body).toMatchObject({ email: next, pendingEmail: null });
  });

  it('keeps the owner’s report link and address through further changes, and the address reserved', async () => {
    const { c } = await victim();
    const path = `/api/employee/${c.employee.id}`;
    const first = uniqueEmail('attacker-one');
    await h.patch(path, { email: first, currentPassword: PASSWORD }, { token: c.employee.token });
    const [confirmation] = await mailsTo(h, first);
    await h.post('/api/employee/confirm-email', { token: linkToken(confirmation!.text_body, '/confirm-email') });
    // Meanwhile nobody can take the owner's old address.
    const squat = await h.post('/api/employee/create-employer/', { ...registration(), email: c.employee.email });
    expect(squat.body).toMatchObject({ error: { code: 'EMAIL_ALREADY_EXISTS' } });
    // A second request from the taken account: its notice goes to the owner again, not to the attacker.
    const second = uniqueEmail('attacker-two');
    await h.patch(path, { email: second, currentPassword: PASSWORD }, { token: c.employee.token });
    expect((await mailsTo(h, first)).map((mail) => mail.subject)).not.toContain(
      'Ihre E-Mail-Adresse im Awareness-Portal soll geändert werden',
    );
    const [notice] = await mailsTo(h, c.employee.email).then((mails) => mails.slice(-1));
    expect(notice!.text_body).toContain(second);
    const report = linkToken(notice!.text_body, '/report-email-change');
    expect((await h.post('/api/employee/report-email-change', { token: report })).status).toBe(200);
    const row = await h.db.selectFrom('users').select('email').where('id', '=', c.employee.id).executeTakeFirst();
    expect(row!.email).toBe(c.employee.email);
  });

  it('lets a session guess the current password only a few times', async () => {
    const { c } = await victim();
    const path = `/api/employee/${c.employee.id}`;
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const guess = { email: uniqueEmail('attacker'), currentPassword: `guess number ${i} of many` };
      statuses.push((await h.patch(path, guess, { token: c.employee.token })).status);
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses).toContain(429);
  });
});
