import { describe, expect, it } from 'vitest';
import { seal } from '../../src/server/core/secret-box.ts';
import { fileHarness } from '../support/api-harness.ts';
import { companyWithPeople } from '../support/companies.ts';
import { OTHER_PASSWORD, PASSWORD, linkToken, mailsTo } from '../support/factories.ts';

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

describe('password reset where the company signs its people in through its provider', () => {
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
