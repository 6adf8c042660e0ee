import { describe, expect, it } from 'vitest';
import { RESET_LINK_TTL_SECONDS } from '../../src/shared/constants.ts';
import { appOn, fileHarness } from '../support/api-harness.ts';
import {
  OTHER_PASSWORD,
  PASSWORD,
  createPerson,
  linkToken,
  mailsTo,
  registerEmployer,
  signIn,
} from '../support/factories.ts';

const h = fileHarness();

describe('password reset for customers', () => {
  it('mails a recovery link that sets a new password once and ends every session', async () => {
    const owner = await registerEmployer(h);
    const response = await h.post('/api/employee/reset', { email: owner.email });
    expect(response).toMatchObject({ status: 200, body: { success: true } });

    const [mail] = await mailsTo(h, owner.email);
    expect(mail?.subject).toBe('Ihr Link zum Zurücksetzen des Passworts');
    expect(mail?.text_body).toContain('http://portal.test/recovery-password/');
    const token = linkToken(mail!.text_body, '/recovery-password');

    const weak = await h.post('/api/employee/reset-password', { newPassword: 'passwordpassword' }, { token });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({ error: { code: 'PASSWORD_TOO_WEAK' } });

    const reset = await h.post('/api/employee/reset-password', { newPassword: OTHER_PASSWORD }, { token });
    expect(reset).toMatchObject({ status: 200, body: { success: true } });
    expect((await h.get(`/api/employee/${owner.id}`, { token: owner.token })).status).toBe(401);
    expect((await h.post('/api/employee/login', { email: owner.email, password: PASSWORD })).status).toBe(401);
    expect((await h.post('/api/employee/login', { email: owner.email, password: OTHER_PASSWORD })).status).toBe(200);

    const reused = await h.post(
      '/api/employee/reset-password',
      { newPassword: 'Dritter Versuch mit Ziege' },
      { token },
    );
    expect(reused.status).toBe(401);
  });

  it('keeps a waiting mail sealed: the database holds neither the link nor its token', async () => {
    const owner = await registerEmployer(h);
    await h.post('/api/employee/reset', { email: owner.email });
    const [mail] = await mailsTo(h, owner.email);
    const token = linkToken(mail!.text_body, '/recovery-password');
    const raw = await h.db
      .selectFrom('mail_outbox')
      .select(['text_body', 'html_body'])
      .where('id', '=', mail!.id)
      .executeTakeFirstOrThrow();
    for (const body of [raw.text_body, raw.html_body]) {
      expect(body).toMatch(/^sealed:/);
      expect(body).not.toContain('recovery-password');
      expect(body).not.toContain(token);
    }
    // What the sender opens is the live link.
    expect((await h.post('/api/employee/reset-password', { newPassword: OTHER_PASSWORD }, { token })).status).toBe(200);
  });

  it('sets one password only when the link is sent several times at the same moment', async () => {
    const owner = await registerEmployer(h);
    await h.post('/api/employee/reset', { email: owner.email });
    const [mail] = await mailsTo(h, owner.email);
    const token = linkToken(mail!.text_body, '/recovery-password');
    const passwords = ['Wanderweg Kompass Laterne', 'Gießkanne Komet Leuchtturm', 'Fahrrad Wolke Trompete'];
    const answers = await Promise.all(
      passwords.map((newPassword) => h.post('/api/employee/reset-password', { newPassword }, { token })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401, 401]);
    const resets = await h.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'account.password_reset')
      .where('target_user_id', '=', owner.id)
      .execute();
    expect(resets).toHaveLength(1);
  });

  it('answers the same for unknown addresses and sends nothing', async () => {
    const response = await h.post('/api/employee/reset', { email: 'unknown.person@example.de' });
    expect(response).toMatchObject({ status: 200, body: { success: true } });
    expect(await mailsTo(h, 'unknown.person@example.de')).toHaveLength(0);
  });

  it('answers before anything that depends on the account is done, so its timing tells nothing', async () => {
    const owner = await registerEmployer(h);
    // An app whose outbox holds every mail until the test lets it through.
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const app = appOn(h, { mail: { ...h.mail, enqueue: async (db, mail) => (await gate, h.mail.enqueue(db, mail)) } });
    const ask = (email: string) =>
      app.request('/api/employee/reset', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.201.0.1' },
        body: JSON.stringify({ email }),
      });
    // With the mail still held, both answers are already there, and the same.
    const known = await ask(owner.email);
    const unknown = await ask('nobody.here@example.de');
    expect([known.status, await known.json()]).toEqual([unknown.status, await unknown.json()]);
    expect(await h.db.selectFrom('mail_outbox').select('id').where('recipient', '=', owner.email).execute()).toEqual(
      [],
    );
    release();
    expect(await mailsTo(h, owner.email)).toHaveLength(1);
  });

  it('refuses an invalid address with a 400', async () => {
    const response = await h.post('/api/employee/reset', { email: 'not-an-address' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });

  it('lets a link expire after 30 minutes', async () => {
    const owner = await registerEmployer(h);
    await h.post('/api/employee/reset', { email: owner.email });
    const [mail] = await mailsTo(h, owner.email);
    const token = linkToken(mail!.text_body, '/recovery-password');
    h.clock.advance((RESET_LINK_TTL_SECONDS + 1) * 1000);
    const response = await h.post('/api/employee/reset-password', { newPassword: OTHER_PASSWORD }, { token });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ error: { code: 'LINK_INVALID' } });
  });

  it('kills the older link when a newer one is requested', async () => {
    const owner = await registerEmployer(h);
    await h.post('/api/employee/reset', { email: owner.email });
    await h.post('/api/employee/reset', { email: owner.email });
    const [first, second] = await mailsTo(h, owner.email);
    const oldToken = linkToken(first!.text_body, '/recovery-password');
    const newToken = linkToken(second!.text_body, '/recovery-password');
    expect(
      (await h.post('/api/employee/reset-password', { newPassword: OTHER_PASSWORD }, { token: oldToken })).status,
    ).toBe(401);
    expect(
      (await h.post('/api/employee/reset-password', { newPassword: OTHER_PASSWORD }, { token: newToken })).status,
    ).toBe(200);
  });

  it('does not accept a reset link as a session, nor a session as a reset link', async () => {
    const owner = await registerEmployer(h);
    await h.post('/api/employee/reset', { email: owner.email });
    const [mail] = await mailsTo(h, owner.email);
    const token = linkToken(mail!.text_body, '/recovery-password');
    expect((await h.get(`/api/employee/${owner.id}`, { token })).status).toBe(401);
    expect(
      (await h.post('/api/employee/reset-password', { newPassword: OTHER_PASSWORD }, { token: owner.token })).status,
    ).toBe(401);
  });

  it('sends no more than three links an hour to one account and then stays silent', async () => {
    const owner = await registerEmployer(h);
    for (let i = 0; i < 6; i++) {
      h.clock.advance(1000);
      expect((await h.post('/api/employee/reset', { email: owner.email })).status).toBe(200);
    }
    expect((await mailsTo(h, owner.email)).length).toBeLessThanOrEqual(4);
  });

  it('throttles one address that asks for many resets with a clear 429', async () => {
    let status = 200;
    let message = '';
    for (let i = 0; i < 25 && status === 200; i++) {
      const response = await h.post<{ error: { message: string } }>(
        '/api/employee/reset',
        { email: `someone${i}@example.de` },
        { lang: 'en', headers: { 'x-forwarded-for': '192.0.2.7' } },
      );
      status = response.status;
      message = response.body.error?.message ?? '';
    }
    expect(status).toBe(429);
    expect(message).toMatch(/Too many attempts. Please wait \d+ seconds/);
  });
});

describe('password reset for admins', () => {
  it('sends an admin link to /admin/recovery-password and never to customers', async () => {
    const admin = await createPerson(h, 'admin', null);
    const owner = await registerEmployer(h);
    await h.post('/api/appuser/reset', { email: admin.email });
    await h.post('/api/appuser/reset', { email: owner.email });
    expect(await mailsTo(h, owner.email)).toHaveLength(0);
    const [mail] = await mailsTo(h, admin.email);
    const token = linkToken(mail!.text_body, '/admin/recovery-password');
    expect((await h.post('/api/employee/reset-password', { newPassword: OTHER_PASSWORD }, { token })).status).toBe(403);
    expect((await h.post('/api/appuser/reset-password', { newPassword: OTHER_PASSWORD }, { token })).status).toBe(200);
    // The new password signs in; the admin's second factor stays (factories.signIn gives it).
    expect(await signIn(h, admin.email, OTHER_PASSWORD, true)).toMatch(/^[\w-]{43}$/);
  });
});
