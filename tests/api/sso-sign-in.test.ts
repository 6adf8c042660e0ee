import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileHarness, type ApiResponse } from '../support/api-harness.ts';
import { companyWithPeople, type TestCompany } from '../support/companies.ts';
import {
  ADMIN_TOTP_SECRET,
  PASSWORD,
  createPerson,
  giveTotp,
  nextTotpCode,
  uniqueEmail,
  type Person,
} from '../support/factories.ts';
import { signInAtProvider, startTestProvider, type TestProvider } from '../support/oidc-provider.ts';

/**
 * Sign-in through the company's identity provider (issue 45 points 1 and 3, decision 106), driven
 * over HTTP against a real OpenID Connect provider (oidc-provider) on 127.0.0.1: the employer
 * connects it, people sign in with the code flow (PKCE, state, nonce), the first sign-in links by
 * the verified address, later ones by the subject, and every refusal is a clear 4xx that changes
 * nothing but is audited.
 */
const h = fileHarness({ SSO_ALLOW_HTTP_ISSUERS: 'true' });
let provider: TestProvider;
beforeAll(async () => {
  provider = await startTestProvider(['http://portal.test/sso/callback']);
});
afterAll(() => provider.close());

type Failure = { error: { code: string; message: string } };
type Token = { id: string; userId: number; role: string } & Failure;

const connect = (c: TestCompany, overrides: Record<string, unknown> = {}, by: Person = c.owner) =>
  h.request<Failure & { connection: Record<string, unknown> | null; redirectUri: string }>(
    'PUT',
    '/api/sso/connection',
    {
      body: {
        kind: 'oidc',
        issuer: provider.issuer,
        displayName: 'Firmen-Login',
        clientId: provider.clientId,
        clientSecret: provider.clientSecret,
        passwordsAllowed: true,
        ...overrides,
      },
      token: by.token,
      lang: 'en',
    },
  );

const cookieOf = (response: ApiResponse<unknown>, name: string) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith(`${name}=`));

/** Begins at the portal, signs in at the provider as `login`, and answers what the portal's finish needs. */
async function throughProvider(email: string, login: string) {
  const started = await h.post<{ url: string } & Failure>('/api/sso/start', { email }, { lang: 'en' });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const cookie = cookieOf(started, 'portal_sso')!;
  expect(cookie).toBeDefined();
  const url = new URL(started.body.url);
  expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  expect(url.searchParams.get('state')).toBeTruthy();
  expect(url.searchParams.get('nonce')).toBeTruthy();
  const callback = await signInAtProvider(started.body.url, login);
  return { callback, cookie };
}

const finish = (flow: { callback: string; cookie: string }, extra: Record<string, unknown> = {}) =>
  h.post<Token>(
    '/api/sso/finish',
    { callback: flow.callback, ...extra },
    { lang: 'en', headers: { cookie: flow.cookie } },
  );

const identities = () => h.db.selectFrom('sign_in_identities').selectAll().orderBy('user_id').execute();
const auditReasons = async () =>
  (
    await h.db
      .selectFrom('audit_log')
      .select(['details'])
      .where('action', '=', 'account.provider_sign_in_refused')
      .orderBy('id')
      .execute()
  ).map((row) => (typeof row.details === 'string' ? JSON.parse(row.details) : row.details).reason as string);
const state = async () => ({
  users: await h.db
    .selectFrom('users')
    .select(['id', 'active', 'data_protection_policy_accepted_at'])
    .orderBy('id')
    .execute(),
  sessions: await h.db.selectFrom('access_tokens').select('token_hash').where('kind', '=', 'session').execute(),
  identities: await identities(),
});

describe('sign-in through the company’s identity provider (issue 45)', () => {
  let c: TestCompany;
  beforeAll(async () => {
    c = await companyWithPeople(h);
  });

  it('is connected by the employer only, with the discovery checked and the secret never answered', async () => {
    expect((await h.get<{ connection: unknown; redirectUri: string }>('/api/sso/connection', c.owner)).body).toEqual({
      connection: null,
      redirectUri: 'http://portal.test/sso/callback',
    });
    expect((await connect(c, {}, c.manager)).status).toBe(403);
    const unreachable = await connect(c, { issuer: 'http://127.0.0.1:9/' });
    expect(unreachable.status).toBe(400);
    expect(unreachable.body.error.code).toBe('SSO_DISCOVERY_FAILED');
    const noSecret = await connect(c, { clientSecret: undefined });
    expect(noSecret.body.error.code).toBe('SSO_SECRET_REQUIRED');
    expect((await h.db.selectFrom('company_sign_in_providers').selectAll().execute()).length).toBe(0);

    const saved = await connect(c);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.connection).toMatchObject({ kind: 'oidc', issuer: provider.issuer, passwordsAllowed: true });
    expect(JSON.stringify(saved.body)).not.toContain(provider.clientSecret);
    const row = await h.db.selectFrom('company_sign_in_providers').selectAll().executeTakeFirstOrThrow();
    expect(row.client_secret_sealed).not.toContain(provider.clientSecret);
    // Saved again without the secret: the stored one stays.
    expect((await connect(c, { clientSecret: undefined, displayName: 'Firmen-SSO' })).status).toBe(200);
    const audited = await h.db
      .selectFrom('audit_log')
      .select(['details'])
      .where('action', '=', 'company.sign_in_provider_changed')
      .execute();
    expect(audited).toHaveLength(2);
    expect(JSON.stringify(audited)).not.toContain(provider.clientSecret);
  });

  it('offers the provider for the company’s addresses only', async () => {
    const offered = await h.post<{ provider: unknown }>('/api/sso/discover', { email: c.employee.email });
    expect(offered.body.provider).toEqual({ kind: 'oidc', name: 'Firmen-SSO' });
    expect(
      (await h.post<{ provider: unknown }>('/api/sso/discover', { email: uniqueEmail() })).body.provider,
    ).toBeNull();
    const other = await companyWithPeople(h);
    expect(
      (await h.post<{ provider: unknown }>('/api/sso/discover', { email: other.employee.email })).body.provider,
    ).toBeNull();
    const none = await h.post<Failure>('/api/sso/start', { email: other.employee.email }, { lang: 'en' });
    expect(none.status).toBe(404);
    expect(none.body.error.code).toBe('SSO_NOT_CONFIGURED');
  });

  it('links the account of the verified address on the first sign-in, then finds it by the subject', async () => {
    provider.people.set('sub-anna-1', { email: c.employee.email.toUpperCase() });
    const first = await finish(await throughProvider(c.employee.email, 'sub-anna-1'));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ userId: c.employee.id, role: 'employee' });
    expect((await h.get('/api/trainings', { token: first.body.id })).status).toBe(200);
    expect(await identities()).toMatchObject([
      { issuer: provider.issuer, subject: 'sub-anna-1', user_id: c.employee.id },
    ]);

    // The address at the provider changed; the subject did not: still the same person.
    provider.people.set('sub-anna-1', { email: 'anna.neu@anderswo.example', email_verified: false });
    const second = await finish(await throughProvider(c.employee.email, 'sub-anna-1'));
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.userId).toBe(c.employee.id);
    expect(await identities()).toHaveLength(1);
    // The person's own data export names the provider (never the subject).
    const exported = await h.get<{ account: { identityProviders: { issuer: string }[] } }>(
      `/api/employee/${c.employee.id}/export?format=json`,
      { token: second.body.id },
    );
    expect(exported.status).toBe(200);
    expect(exported.body.account.identityProviders).toMatchObject([{ issuer: provider.issuer }]);
    expect(JSON.stringify(exported.body)).not.toContain('sub-anna-1');
  });

  it('refuses a replayed state, and a callback in another browser', async () => {
    provider.people.set('sub-max', { email: c.manager.email });
    const flow = await throughProvider(c.manager.email, 'sub-max');
    const elsewhere = await h.post<Failure>('/api/sso/finish', { callback: flow.callback }, { lang: 'en' });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error.code).toBe('SSO_STATE_INVALID');
    expect((await finish(flow)).status).toBe(200);
    const before = await state();
    const replayed = await finish(flow);
    expect(replayed.status).toBe(400);
    expect(replayed.body.error.code).toBe('SSO_STATE_INVALID');
    expect(replayed.body.error.message).toMatch(/start the sign-in again/);
    expect(await state()).toEqual(before);
  });

  it('refuses a tampered ID token, changing nothing, audited', async () => {
    const person = await createPerson(h, 'employee', c.companyId);
    provider.people.set('sub-tom', { email: person.email });
    const flow = await throughProvider(person.email, 'sub-tom');
    const before = await state();
    provider.tamper(true);
    try {
      const tampered = await finish(flow);
      expect(tampered.status).toBe(401);
      expect(tampered.body.error.code).toBe('SSO_TOKEN_INVALID');
    } finally {
      provider.tamper(false);
    }
    expect(await state()).toEqual(before);
    expect(await auditReasons()).toContain('token');
  });

  it('refuses an address of another company and one the provider has not verified', async () => {
    const other = await companyWithPeople(h);
    provider.people.set('sub-eve', { email: other.employee.email });
    const before = await state();
    const foreign = await finish(await throughProvider(c.employee.email, 'sub-eve'));
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.code).toBe('SSO_OTHER_COMPANY');
    const person = await createPerson(h, 'employee', c.companyId);
    const mid = await state();
    expect(mid.identities).toEqual(before.identities);
    provider.people.set('sub-ute', { email: person.email, email_verified: false });
    const unverified = await finish(await throughProvider(person.email, 'sub-ute'));
    expect(unverified.status).toBe(403);
    expect(unverified.body.error.code).toBe('SSO_ADDRESS_UNVERIFIED');
    provider.people.set('sub-nobody', { email: uniqueEmail() });
    const unknown = await finish(await throughProvider(person.email, 'sub-nobody'));
    expect(unknown.body.error.code).toBe('SSO_NO_ACCOUNT');
    expect(await state()).toEqual(mid);
    expect(await auditReasons()).toEqual(expect.arrayContaining(['otherCompany', 'unverified', 'noAccount']));
  });

  it('activates an invited person once they accept the privacy notice, and uses up their invitation', async () => {
    const email = uniqueEmail('invited');
    const invited = await h.post<{ employeeId: number }>(
      '/api/employee/invite-employee',
      { firstname: 'Ina', lastname: 'Neu', email, isManager: false, assignedCourseList: [] },
      { token: c.owner.token },
    );
    expect(invited.status, JSON.stringify(invited.body)).toBe(200);
    provider.people.set('sub-ina', { email });
    const flow = await throughProvider(email, 'sub-ina');
    const asked = await finish(flow);
    expect(asked.status).toBe(409);
    expect(asked.body.error.code).toBe('SSO_CONSENT_REQUIRED');
    const waiting = await h.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(waiting.active).toBe(false);
    const accepted = await finish(flow, { dataProtectionPolicyAccepted: true });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const joined = await h.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(joined).toMatchObject({ active: true, is_first_login: false });
    expect(joined.data_protection_policy_accepted_at).not.toBeNull();
    const links = await h.db
      .selectFrom('access_tokens')
      .select('kind')
      .where('user_id', '=', joined.id)
      .where('kind', '=', 'invitation')
      .execute();
    expect(links).toHaveLength(0);
    // The consent step is used up with the sign-in.
    expect((await finish(flow, { dataProtectionPolicyAccepted: true })).body.error.code).toBe('SSO_STATE_INVALID');
  });

  it('refuses a locked account with the sign-in’s own answer', async () => {
    const person = await createPerson(h, 'employee', c.companyId);
    await h.db.updateTable('users').set({ locked_at: new Date() }).where('id', '=', person.id).execute();
    provider.people.set('sub-lena', { email: person.email });
    const locked = await finish(await throughProvider(person.email, 'sub-lena'));
    expect(locked.status).toBe(403);
    expect(locked.body.error.code).toBe('ACCOUNT_LOCKED');
  });

  it('asks a person with their own second factor for it unless the provider reports one (amr)', async () => {
    const person = await createPerson(h, 'employee', c.companyId);
    await giveTotp(h, person.id);
    provider.people.set('sub-theo', { email: person.email });
    const asked = await finish(await throughProvider(person.email, 'sub-theo'));
    expect(asked.status).toBe(403);
    expect(asked.body.error.code).toBe('SECOND_FACTOR_REQUIRED');
    const challenge = cookieOf(asked, 'portal_sign_in')!;
    const second = await h.post<Token>(
      '/api/employee/login/second-factor',
      { code: nextTotpCode(h, ADMIN_TOTP_SECRET) },
      { headers: { cookie: challenge } },
    );
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.userId).toBe(person.id);

    provider.people.set('sub-theo', { email: person.email, amr: ['pwd', 'mfa'] });
    const vouched = await finish(await throughProvider(person.email, 'sub-theo'));
    expect(vouched.status, JSON.stringify(vouched.body)).toBe(200);
  });

  it('lets a provider’s second factor satisfy the company’s rule; without one the person must set one up', async () => {
    // A company of its own: the rule covers its employer too, who then may only set up a factor.
    const d = await companyWithPeople(h);
    expect((await connect(d)).status).toBe(200);
    const rule = await h.patch(
      `/api/company/${d.companyId}`,
      { secondFactorRule: 'everyone' },
      { token: d.owner.token },
    );
    expect(rule.status).toBe(200);
    provider.people.set('sub-rita', { email: d.employee.email, amr: ['pwd', 'otp'] });
    const withMfa = await finish(await throughProvider(d.employee.email, 'sub-rita'));
    expect(withMfa.status, JSON.stringify(withMfa.body)).toBe(200);
    expect((await h.get('/api/trainings', { token: withMfa.body.id })).status).toBe(200);
    provider.people.set('sub-rita', { email: d.employee.email });
    const without = await finish(await throughProvider(d.employee.email, 'sub-rita'));
    const refused = await h.get<Failure>('/api/trainings', { token: without.body.id });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('SECOND_FACTOR_SETUP_REQUIRED');
  });

  it('leads the sign-out of a provider’s session to the provider’s sign-out page, a password session nowhere', async () => {
    provider.people.set('sub-otto', { email: c.manager.email });
    const signedIn = await finish(await throughProvider(c.manager.email, 'sub-otto'));
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    const out = await h.get<{ url: string | null }>('/api/account/provider-sign-out', { token: signedIn.body.id });
    expect(out.status).toBe(200);
    const url = new URL(out.body.url!);
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuer}/session/end`);
    expect(url.searchParams.get('client_id')).toBe(provider.clientId);
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe('http://portal.test/login');
    // The provider's page, followed as a browser would, offers to end its session and lead back.
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/logout|sign.?out/i);
    const byPassword = await h.get<{ url: string | null }>('/api/account/provider-sign-out', c.owner);
    expect(byPassword.body).toEqual({ url: null });
  });

  it('with passwords off refuses the password of managers and employees, never the employer’s', async () => {
    expect((await connect(c, { clientSecret: undefined, passwordsAllowed: false })).status).toBe(200);
    const refused = await h.post<Failure>(
      '/api/employee/login',
      { email: c.employee.email, password: PASSWORD },
      { lang: 'en' },
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('PASSWORD_SIGN_IN_OFF');
    const wrong = await h.post<Failure>('/api/employee/login', { email: c.manager.email, password: 'falsch falsch' });
    expect(wrong.body.error.code).toBe('LOGIN_FAILED');
    const owner = await h.post('/api/employee/login', { email: c.owner.email, password: PASSWORD });
    expect(owner.status).toBe(200);
    expect((await connect(c, { clientSecret: undefined, passwordsAllowed: true })).status).toBe(200);
    expect((await h.post('/api/employee/login', { email: c.employee.email, password: PASSWORD })).status).toBe(200);
  });

  it('offers admins no provider where the server names none (ADMIN_OIDC_*)', async () => {
    expect((await h.get<{ adminSignIn: unknown }>('/api/public-config')).body.adminSignIn).toBeNull();
    const none = await h.post<Failure>('/api/appuser/sso/start', {}, { lang: 'en' });
    expect(none.status).toBe(404);
    expect(none.body.error.code).toBe('SSO_NOT_CONFIGURED');
    const finished = await h.post<Failure>('/api/appuser/sso/finish', { callback: '?code=a&state=b' }, { lang: 'en' });
    expect(finished.status).toBe(404);
  });

  it('says so when the provider is down', async () => {
    await provider.down();
    const down = await h.post<Failure>('/api/sso/start', { email: c.employee.email }, { lang: 'en' });
    expect(down.status, JSON.stringify(down.body)).toBe(424);
    expect(down.body.error.code).toBe('SSO_PROVIDER_UNREACHABLE');
  });
});
