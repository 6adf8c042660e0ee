import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileHarness, type ApiResponse } from '../support/api-harness.ts';
import { companyWithPeople } from '../support/companies.ts';
import { ADMIN_TOTP_SECRET, createPerson, nextTotpCode, uniqueEmail } from '../support/factories.ts';
import { signInAtProvider, startTestProvider, type TestProvider } from '../support/oidc-provider.ts';

/**
 * The provider's admins sign in through the provider's own identity provider (issue 45 point 1,
 * decision 112), configured by ADMIN_OIDC_*, against a real OpenID Connect provider on 127.0.0.1:
 * linked once by the verified address of an admin account, later by the subject; the provider's
 * `amr` or a configured `acr` stands for the second factor, else the admin's own is asked for;
 * customers are never signed in here, and refusals change nothing.
 */
const MFA_ACR = 'urn:portal:test:mfa';
const env: Record<string, string> = { SSO_ALLOW_HTTP_ISSUERS: 'true' };
let provider: TestProvider;
beforeAll(async () => {
  provider = await startTestProvider(['http://portal.test/admin/sso/callback']);
  Object.assign(env, {
    ADMIN_OIDC_ISSUER: provider.issuer,
    ADMIN_OIDC_CLIENT_ID: provider.clientId,
    ADMIN_OIDC_CLIENT_SECRET: provider.clientSecret,
    ADMIN_OIDC_NAME: 'Anbieter-Login',
    ADMIN_OIDC_ACR_VALUES: MFA_ACR,
  });
});
const h = fileHarness(env);
afterAll(() => provider.close());

type Failure = { error: { code: string; message: string } };
type Token = { id: string; userId: number; role: string } & Failure;

const cookieOf = (response: ApiResponse<unknown>, name: string) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith(`${name}=`));

async function throughProvider(login: string) {
  const started = await h.post<{ url: string } & Failure>('/api/appuser/sso/start', {}, { lang: 'en' });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const setCookie = started.headers.getSetCookie().find((line) => line.startsWith('portal_sso='))!;
  expect(setCookie).toMatch(/Path=\/api\/appuser\/sso\//);
  const url = new URL(started.body.url);
  expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  expect(url.searchParams.get('acr_values')).toBe(MFA_ACR);
  expect(url.searchParams.get('redirect_uri')).toBe('http://portal.test/admin/sso/callback');
  return { callback: await signInAtProvider(started.body.url, login), cookie: cookieOf(started, 'portal_sso')! };
}

const finish = (flow: { callback: string; cookie: string }) =>
  h.post<Token>(
    '/api/appuser/sso/finish',
    { callback: flow.callback },
    { lang: 'en', headers: { cookie: flow.cookie } },
  );

const state = async () => ({
  users: await h.db.selectFrom('users').select(['id', 'active']).orderBy('id').execute(),
  sessions: await h.db.selectFrom('access_tokens').select('token_hash').where('kind', '=', 'session').execute(),
  identities: await h.db.selectFrom('sign_in_identities').selectAll().orderBy('user_id').execute(),
});

describe('admins’ sign-in through the provider’s identity provider (issue 45)', () => {
  it('names the button in the public configuration', async () => {
    const config = await h.get<{ adminSignIn: unknown }>('/api/public-config');
    expect(config.body.adminSignIn).toEqual({ name: 'Anbieter-Login' });
  });

  it('links the admin of the verified address once, then finds them by the subject; the provider’s acr is the second factor', async () => {
    const admin = await createPerson(h, 'admin', null);
    provider.people.set('sub-ada', { email: admin.email, acr: MFA_ACR });
    const first = await finish(await throughProvider('sub-ada'));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ userId: admin.id, role: 'admin' });
    // Vouched for by the provider: the admin area opens without the portal's own factor.
    expect((await h.get('/api/admin/evidence-status', { token: first.body.id })).status).toBe(200);
    const sessions = await h.db
      .selectFrom('access_tokens')
      .select('provider_mfa')
      .where('user_id', '=', admin.id)
      .where('kind', '=', 'session')
      .execute();
    // The password session createPerson opened, and the provider's, which carries its second factor.
    expect(sessions.map((row) => row.provider_mfa).sort()).toEqual([false, true]);

    provider.people.set('sub-ada', { email: 'ada@elsewhere.example', email_verified: false, amr: ['pwd', 'hwk'] });
    const second = await finish(await throughProvider('sub-ada'));
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.userId).toBe(admin.id);
    const linked = await h.db.selectFrom('sign_in_identities').selectAll().where('user_id', '=', admin.id).execute();
    expect(linked).toMatchObject([{ issuer: provider.issuer, subject: 'sub-ada' }]);
    const signedIn = await h.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'account.signed_in')
      .where('target_user_id', '=', admin.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(signedIn.details)).toContain('provider');
  });

  it('leads the admin’s sign-out to the provider’s sign-out page and back to /admin/login', async () => {
    const admin = await createPerson(h, 'admin', null);
    provider.people.set('sub-fritz', { email: admin.email, amr: ['mfa'] });
    const signedIn = await finish(await throughProvider('sub-fritz'));
    const out = await h.get<{ url: string | null }>('/api/account/provider-sign-out', {
      token: signedIn.body.id,
    });
    expect(out.status).toBe(200);
    const url = new URL(out.body.url!);
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe('http://portal.test/admin/login');
    expect(url.searchParams.get('client_id')).toBe(provider.clientId);
    // The password session of the same admin has no provider to leave.
    expect((await h.get<{ url: string | null }>('/api/account/provider-sign-out', admin)).body).toEqual({
      url: null,
    });
  });

  it('asks for the admin’s own factor when the provider vouched for none', async () => {
    const admin = await createPerson(h, 'admin', null);
    provider.people.set('sub-bert', { email: admin.email, acr: 'urn:portal:test:pwd' });
    const asked = await finish(await throughProvider('sub-bert'));
    expect(asked.status, JSON.stringify(asked.body)).toBe(403);
    expect(asked.body.error.code).toBe('SECOND_FACTOR_REQUIRED');
    const second = await h.post<Token>(
      '/api/appuser/login/second-factor',
      { code: nextTotpCode(h, ADMIN_TOTP_SECRET) },
      { headers: { cookie: cookieOf(asked, 'portal_sign_in')! } },
    );
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body).toMatchObject({ userId: admin.id, role: 'admin' });
  });

  it('lets a new admin without a factor in only to set one up, and uses up the set-up link', async () => {
    const admin = await createPerson(h, 'admin', null, { password: null, active: false });
    await h.db.deleteFrom('second_factors').where('user_id', '=', admin.id).execute();
    await h.db.updateTable('users').set({ second_factor_since: null }).where('id', '=', admin.id).execute();
    provider.people.set('sub-cleo', { email: admin.email });
    const first = await finish(await throughProvider('sub-cleo'));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const refused = await h.get<Failure>('/api/admin/evidence-status', { token: first.body.id });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('SECOND_FACTOR_SETUP_REQUIRED');
    const row = await h.db.selectFrom('users').select('active').where('id', '=', admin.id).executeTakeFirstOrThrow();
    expect(row.active).toBe(true);
  });

  it('never signs in a customer, a stranger or an unverified address, and changes nothing', async () => {
    const c = await companyWithPeople(h);
    const before = await state();
    provider.people.set('sub-kunde', { email: c.owner.email, amr: ['mfa'] });
    const customer = await finish(await throughProvider('sub-kunde'));
    expect(customer.status).toBe(403);
    expect(customer.body.error.code).toBe('SSO_NO_ACCOUNT');
    provider.people.set('sub-fremd', { email: uniqueEmail() });
    expect((await finish(await throughProvider('sub-fremd'))).body.error.code).toBe('SSO_NO_ACCOUNT');
    const admin = await createPerson(h, 'admin', null);
    const mid = await state();
    provider.people.set('sub-unsure', { email: admin.email, email_verified: false });
    const unverified = await finish(await throughProvider('sub-unsure'));
    expect(unverified.status).toBe(403);
    expect(unverified.body.error.code).toBe('SSO_ADDRESS_UNVERIFIED');
    expect(unverified.body.error.message).not.toBe('');
    expect(before.identities).toEqual(mid.identities);
    expect(await state()).toEqual(mid);
    const refusals = await h.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'account.provider_sign_in_refused')
      .execute();
    expect(refusals.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses a replayed state, a company’s state, and a tampered ID token', async () => {
    const admin = await createPerson(h, 'admin', null);
    provider.people.set('sub-dora', { email: admin.email, amr: ['mfa'] });
    const flow = await throughProvider('sub-dora');
    const elsewhere = await h.post<Failure>('/api/appuser/sso/finish', { callback: flow.callback }, { lang: 'en' });
    expect(elsewhere.body.error.code).toBe('SSO_STATE_INVALID');
    expect((await finish(flow)).status).toBe(200);
    const before = await state();
    expect((await finish(flow)).body.error.code).toBe('SSO_STATE_INVALID');
    // An admin's state is no company sign-in either.
    const other = await throughProvider('sub-dora');
    const asCompany = await h.post<Failure>(
      '/api/sso/finish',
      { callback: other.callback },
      { lang: 'en', headers: { cookie: other.cookie } },
    );
    expect(asCompany.status).toBe(400);
    expect(asCompany.body.error.code).toBe('SSO_STATE_INVALID');
    const tamperedFlow = await throughProvider('sub-dora');
    provider.tamper(true);
    try {
      const tampered = await finish(tamperedFlow);
      expect(tampered.status).toBe(401);
      expect(tampered.body.error.code).toBe('SSO_TOKEN_INVALID');
    } finally {
      provider.tamper(false);
    }
    expect(await state()).toEqual(before);
  });

  it('says so when the provider is down', async () => {
    const admin = await createPerson(h, 'admin', null);
    provider.people.set('sub-emil', { email: admin.email, amr: ['mfa'] });
    const flow = await throughProvider('sub-emil');
    await provider.down();
    const down = await finish(flow);
    expect(down.status).toBe(424);
    expect(down.body.error.code).toBe('SSO_PROVIDER_UNREACHABLE');
  });
});
