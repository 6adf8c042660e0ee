import { describe, expect, it } from 'vitest';
import { seal } from '../../src/server/core/secret-box.ts';
import { fileHarness } from '../support/api-harness.ts';
import { companyWithPeople } from '../support/companies.ts';
import { OTHER_PASSWORD, PASSWORD, createPerson, linkToken, mailsTo } from '../support/factories.ts';

/**
 * "Passwort vergessen?" where the company signs its people in through its identity provider alone
 * (decision 106): a new password would be refused at sign-in, so managers and employees get the way
 * to the provider's sign-in instead of a link, and a link mailed before passwords were turned off
 * sets nothing. The employer, and everyone where passwords are allowed, reset as always.
 */
const h = fileHarness();

type Failure = { error: { code: string; message: string } };

/** The company's connection as the employer's settings store it, secret sealed. */
async function connectProvider(companyId: number, passwordsAllowed: boolean) {
  const now = h.clock.now;
  const row = {
    kind: 'oidc' as const,
    display_name: 'Firmen-Login',
    issuer: 'https://login.example.de',
    tenant: null,
    client_id: 'portal',
    client_secret_sealed: seal(h.sealingKey, 'geheim'),
    passwords_allowed: passwordsAllowed,
    updated_at: now,
  };
  await h.db
    .insertInto('company_sign_in_providers')
    .values({ company_id: companyId, created_at: now, ...row })
    .onConflict((oc) => oc.column('company_id').doUpdateSet(row))
    .execute();
}

const resetTokens = (userId: number) =>
  h.db
    .selectFrom('access_tokens')
    .select('token_hash')
    .where('user_id', '=', userId)
    .where('kind', '=', 'reset')
    .execute();

const passwordHash = async (userId: number) =>
  (await h.db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow())
    .password_hash;

const auditActions = async (userId: number) =>
  (
    await h.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_user_id', '=', userId)
      .where('action', 'in', ['account.password_reset_requested', 'account.provider_hint_sent'])
      .orderBy('id')
      .execute()
  ).map((row) => row.action);

describe('password reset where the company signs its people in through its provider', () => {
  it('mails managers and employees the way to the provider instead of a link; the employer gets the link', async () => {
    const c = await companyWithPeople(h);
    await connectProvider(c.companyId, false);

    for (const person of [c.employee, c.manager]) {
      const response = await h.post('/api/employee/reset', { email: person.email });
      expect(response).toMatchObject({ status: 200, body: { success: true } });
      const [mail, ...more] = await mailsTo(h, person.email);
      expect(more).toHaveLength(0);
      expect(mail?.subject).toBe('Anmeldung im Awareness-Portal über Ihr Unternehmen');
      for (const body of [mail!.text_body, mail!.html_body]) {
        expect(body).toContain('http://portal.test/login');
        expect(body).toContain('„Mit Firmen-Login anmelden“');
        expect(body).toContain('Arbeitgeber');
        expect(body).not.toContain('/recovery-password/');
      }
      expect(await resetTokens(person.id)).toEqual([]);
      expect(await auditActions(person.id)).toEqual(['account.provider_hint_sent']);
    }

    await h.post('/api/employee/reset', { email: c.owner.email });
    const [ownerMail] = await mailsTo(h, c.owner.email);
    expect(ownerMail?.subject).toBe('Ihr Link zum Zurücksetzen des Passworts');
    const token = linkToken(ownerMail!.text_body, '/recovery-password');
    expect(await resetTokens(c.owner.id)).toHaveLength(1);
    expect(await auditActions(c.owner.id)).toEqual(['account.password_reset_requested']);
    const reset = await h.post('/api/employee/reset-password', { newPassword: OTHER_PASSWORD }, { token });
    expect(reset).toMatchObject({ status: 200, body: { success: true } });
  });

  it('has the support’s reset link become the way to the provider too, in the support’s words', async () => {
    const c = await companyWithPeople(h);
    await connectProvider(c.companyId, false);
    const admin = await createPerson(h, 'admin', null);
    const sent = await h.post(`/api/employee/send-reset-link/${c.employee.id}`, undefined, { token: admin.token });
    expect(sent).toMatchObject({ status: 200, body: { success: true } });
    const [mail] = await mailsTo(h, c.employee.email);
    expect(mail?.text_body).toContain('Der Support von');
    expect(mail?.text_body).toContain('„Mit Firmen-Login anmelden“');
    expect(mail?.text_body).not.toContain('/recovery-password/');
    expect(await resetTokens(c.employee.id)).toEqual([]);
    const audited = await h.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('target_user_id', '=', c.employee.id)
      .where('action', '=', 'account.provider_hint_sent')
      .execute();
    expect(audited).toEqual([{ action: 'account.provider_hint_sent', actor_id: admin.id }]);
    // The employer keeps the password: their link comes as always.
    expect(
      (await h.post(`/api/employee/send-reset-link/${c.owner.id}`, undefined, { token: admin.token })).status,
    ).toBe(200);
    expect(await resetTokens(c.owner.id)).toHaveLength(1);
  });

  it('writes the mail in the person’s language', async () => {
    const c = await companyWithPeople(h);
    await connectProvider(c.companyId, false);
    await h.db.updateTable('users').set({ lang: 'en' }).where('id', '=', c.employee.id).execute();
    await h.post('/api/employee/reset', { email: c.employee.email });
    const [mail] = await mailsTo(h, c.employee.email);
    expect(mail?.subject).toBe('Signing in to the awareness portal through your company');
    expect(mail?.text_body).toContain('http://portal.test/login');
    expect(mail?.text_body).toContain('“Sign in with Firmen-Login”');
    expect(mail?.text_body).not.toContain('/recovery-password/');
  });

  it('keeps the throttle per account: no more than three mails an hour', async () => {
    const c = await companyWithPeople(h);
    await connectProvider(c.companyId, false);
    for (let i = 0; i < 5; i++) {
      h.clock.advance(1000);
      expect((await h.post('/api/employee/reset', { email: c.employee.email })).status).toBe(200);
    }
    expect(await mailsTo(h, c.employee.email)).toHaveLength(3);
  });

  it('mails employees the link as before where the company allows passwords', async () => {
    const c = await companyWithPeople(h);
    await connectProvider(c.companyId, true);
    await h.post('/api/employee/reset', { email: c.employee.email });
    const [mail] = await mailsTo(h, c.employee.email);
    const token = linkToken(mail!.text_body, '/recovery-password');
    const reset = await h.post('/api/employee/reset-password', { newPassword: OTHER_PASSWORD }, { token });
    expect(reset).toMatchObject({ status: 200, body: { success: true } });
    const signIn = await h.post('/api/employee/login', { email: c.employee.email, password: OTHER_PASSWORD });
    expect(signIn.status).toBe(200);
  });

  it('refuses a link mailed before passwords were turned off, clearly and without changing anything', async () => {
    const c = await companyWithPeople(h);
    await connectProvider(c.companyId, true);
    await h.post('/api/employee/reset', { email: c.employee.email });
    const [mail] = await mailsTo(h, c.employee.email);
    const token = linkToken(mail!.text_body, '/recovery-password');
    const before = await passwordHash(c.employee.id);
    await connectProvider(c.companyId, false);

    const refused = await h.post<Failure>(
      '/api/employee/reset-password',
      { newPassword: OTHER_PASSWORD },
      { token, lang: 'en' },
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('PASSWORD_SIGN_IN_OFF');
    expect(refused.body.error.message).toMatch(/signs you in through its identity provider/);
    const german = await h.post<Failure>('/api/employee/reset-password', { newPassword: OTHER_PASSWORD }, { token });
    expect(german.body.error.message).toMatch(/meldet Sie über seinen Identitätsanbieter an/);
    expect(await passwordHash(c.employee.id)).toBe(before);
    expect(await resetTokens(c.employee.id)).toHaveLength(1);
    // The sessions stay too: nothing of the reset happened.
    expect((await h.get('/api/trainings', { token: c.employee.token })).status).toBe(200);

    // Allowed again, the same link still works.
    await connectProvider(c.companyId, true);
    const reset = await h.post('/api/employee/reset-password', { newPassword: OTHER_PASSWORD }, { token });
    expect(reset.status).toBe(200);
    expect((await h.post('/api/employee/login', { email: c.employee.email, password: PASSWORD })).status).toBe(401);
  });
});
