import { describe, expect, it } from 'vitest';
import { totpCode } from '../../src/server/second-factor/totp.ts';
import { keyId } from '../../src/server/core/secret-box.ts';
import { hashPassword } from '../../src/server/identity/passwords.ts';
import { appOn, fileHarness } from '../support/api-harness.ts';
import { companyWithPeople } from '../support/companies.ts';
import {
  OTHER_PASSWORD,
  PASSWORD,
  challengeCookie,
  linkToken,
  mailsTo,
  nextTotpCode,
  uniqueEmail,
  type Person,
} from '../support/factories.ts';
import { adminOf } from './admin-support.ts';
import { SoftwarePasskey } from '../support/software-passkey.ts';

const h = fileHarness();

type Setup = { secret: string; uri: string };
type Added = { recoveryCodes: string[] | null };
type Failure = { error: { code: string; message: string } };

/** Adds an authenticator app to the person's account through the API, as the settings page does. */
async function addApp(person: Person): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await h.post<Setup>(
    '/api/account/second-factor/totp',
    { currentPassword: PASSWORD },
    { token: person.token },
  );
  expect(started.status).toBe(200);
  const confirmed = await h.post<Added>(
    '/api/account/second-factor/totp/confirm',
    { code: nextTotpCode(h, started.body.secret), label: 'Diensthandy' },
    { token: person.token },
  );
  expect(confirmed.status).toBe(200);
  return { secret: started.body.secret, recoveryCodes: confirmed.body.recoveryCodes ?? [] };
}

const login = (person: Person, kind: 'employee' | 'appuser' = 'employee') =>
  h.post<Failure>(`/api/${kind}/login`, { email: person.email, password: PASSWORD });
const secondStep = (cookie: string, code: string, kind: 'employee' | 'appuser' = 'employee') =>
  h.post<{ id: string; userId: number } & Failure>(
    `/api/${kind}/login/second-factor`,
    { code },
    { headers: { cookie } },
  );

describe('adding an authenticator app (issue 19, F4)', () => {
  it('needs the current password, proves the app with a code, and gives ten recovery codes once', async () => {
    const { employee } = await companyWithPeople(h);
    const stolenSession = await h.post<Failure>(
      '/api/account/second-factor/totp',
      { currentPassword: 'a guess of the password' },
      { token: employee.token, lang: 'en' },
    );
    expect(stolenSession.status).toBe(400);
    expect(stolenSession.body.error.code).toBe('CURRENT_PASSWORD_WRONG');

    const started = await h.post<Setup>(
      '/api/account/second-factor/totp',
      { currentPassword: PASSWORD },
      { token: employee.token },
    );
    expect(started.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.body.uri).toMatch(/^otpauth:\/\/totp\/Awareness-Portal:.+\?.*secret=[A-Z2-7]{32}/);
    const wrong = await h.post<Failure>(
      '/api/account/second-factor/totp/confirm',
      { code: '000000' },
      { token: employee.token, lang: 'en' },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({
      code: 'SECOND_FACTOR_INVALID',
      message: 'The code is wrong or has been used already.',
    });
    // An unconfirmed app asks nothing at sign-in.
    expect((await login(employee)).status).toBe(200);

    const confirmed = await h.post<Added>(
      '/api/account/second-factor/totp/confirm',
      { code: nextTotpCode(h, started.body.secret), label: 'Diensthandy' },
      { token: employee.token },
    );
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.body.recoveryCodes).size).toBe(10);
    for (const code of confirmed.body.recoveryCodes!) expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){5}$/);

    const status = await h.get<{ required: boolean; factors: unknown[]; recoveryCodesLeft: number }>(
      '/api/account/second-factor',
      { token: employee.token },
    );
    expect(status.body).toMatchObject({
      required: false,
      recoveryCodesLeft: 10,
      factors: [{ kind: 'totp', label: 'Diensthandy', lastUsedAt: null }],
    });
    const [notice] = (await mailsTo(h, employee.email)).slice(-1);
    expect(notice!.subject).toBe('Änderung an der Anmeldung Ihres Kontos');
    expect(notice!.text_body).toContain('ein zweiter Faktor eingerichtet');

    // A second app brings no new codes: the ten stay valid.
    const second = await addApp(employee);
    expect(second.recoveryCodes).toEqual([]);
  });

  it('keeps the secret sealed and the recovery codes hashed in the database', async () => {
    const { employee } = await companyWithPeople(h);
    const { secret, recoveryCodes } = await addApp(employee);
    const rows = await h.db.selectFrom('second_factors').selectAll().where('user_id', '=', employee.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.totp_secret).not.toContain(secret);
    const codes = await h.db.selectFrom('recovery_codes').selectAll().where('user_id', '=', employee.id).execute();
    expect(codes).toHaveLength(10);
    const stored = JSON.stringify(codes);
    for (const code of recoveryCodes) expect(stored).not.toContain(code.replace(/-/g, ''));
  });
});

describe('signing in with a second factor (issue 19, F4)', () => {
  it('asks for the code after the right password and signs in with it, each code once', async () => {
    const { employee } = await companyWithPeople(h);
    const { secret } = await addApp(employee);
    expect((await h.post('/api/employee/login', { email: employee.email, password: OTHER_PASSWORD })).status).toBe(401);

    const asked = await h.post<Failure>(
      '/api/employee/login',
      { email: employee.email, password: PASSWORD },
      { lang: 'en' },
    );
    expect(asked.status).toBe(403);
    expect(asked.body.error).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED' });
    expect(asked.body).not.toHaveProperty('id');
    const setCookie = asked.headers.getSetCookie().find((cookie) => cookie.startsWith('portal_sign_in='));
    expect(setCookie).toMatch(/^portal_sign_in=[\w-]{43}; Max-Age=300; Path=\/api\/; HttpOnly; SameSite=Strict$/);
    const cookie = challengeCookie(asked);

    const methods = await h.get('/api/account/sign-in-challenge', { headers: { cookie } });
    expect(methods.body).toEqual({ methods: ['totp'], recoveryCodes: true, passkeyOptions: null });
    expect((await h.get('/api/account/sign-in-challenge')).status).toBe(401);

    const wrong = await secondStep(cookie, '000000');
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.code).toBe('SECOND_FACTOR_INVALID');
    const code = nextTotpCode(h, secret);
    const signedIn = await secondStep(cookie, code);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.userId).toBe(employee.id);
    expect((await h.get(`/api/employee/${employee.id}`, { token: signedIn.body.id })).status).toBe(200);
    // The challenge signed in once; the same code does not sign in again (RFC 6238 §5.2).
    expect((await secondStep(cookie, code)).status).toBe(401);
    const again = challengeCookie(await login(employee));
    expect((await secondStep(again, code)).body.error.code).toBe('SECOND_FACTOR_INVALID');

    const audit = await h.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('target_user_id', '=', employee.id)
      .where('action', 'in', ['account.password_accepted', 'account.second_factor_failed', 'account.signed_in'])
      .orderBy('id')
      .execute();
    expect(audit.map((entry) => entry.action)).toContain('account.second_factor_failed');
    expect(audit.findLast((entry) => entry.action === 'account.signed_in')?.details).toEqual({ secondFactor: 'totp' });
  });

  it('takes a recovery code once, in any case and with or without dashes', async () => {
    const { employee } = await companyWithPeople(h);
    const { recoveryCodes } = await addApp(employee);
    const [first] = recoveryCodes;
    const typed = first!.toLowerCase().replace(/-/g, ' ');
    expect((await secondStep(challengeCookie(await login(employee)), typed)).status).toBe(200);
    expect((await secondStep(challengeCookie(await login(employee)), first!)).status).toBe(401);
    const status = await h.get<{ recoveryCodesLeft: number }>('/api/account/second-factor', {
      token: employee.token,
    });
    expect(status.body.recoveryCodesLeft).toBe(9);
  });

  it('ends a waiting sign-in after five wrong codes and makes the person wait after more', async () => {
    const { employee } = await companyWithPeople(h);
    const { secret } = await addApp(employee);
    const cookie = challengeCookie(await login(employee));
    for (let i = 0; i < 3; i++) expect((await secondStep(cookie, `00000${i}`)).status).toBe(401);
    // Beyond three wrong codes an hour each one makes the next wait.
    expect((await secondStep(cookie, '000009')).status).toBe(401);
    expect((await secondStep(cookie, '000008')).status).toBe(429);
    h.clock.advance(5_000);
    expect((await secondStep(cookie, '000007')).status).toBe(401);
    h.clock.advance(10_000);
    // The fifth wrong code ended the sign-in: even the right code needs the password again.
    const ended = await secondStep(cookie, nextTotpCode(h, secret));
    expect(ended.status).toBe(401);
    expect(ended.body.error.code).toBe('LINK_INVALID');
  });

  it('stops the second step after 30 wrong codes in a row until the person sets a new password', async () => {
    const { employee } = await companyWithPeople(h);
    await addApp(employee);
    for (let wrong = 0; wrong < 30; wrong++) {
      // An hour between codes, each after the password again: neither the hourly throttle nor the
      // five codes of one sign-in stop this guesser, only the codes in a row count.
      h.clock.advance(3_600_000);
      const cookie = challengeCookie(await login(employee));
      const answer = await secondStep(cookie, wrong % 2 ? '000000' : '999999');
      expect(answer.body.error.code).toBe('SECOND_FACTOR_INVALID');
    }
    h.clock.advance(3_600_000);
    // Already the password step says so, and makes no waiting sign-in.
    const stopped = await login(employee);
    expect(stopped.status).toBe(403);
    expect(stopped.body.error.code).toBe('SECOND_FACTOR_LOCKED');
    expect(stopped.headers.getSetCookie().some((cookie) => cookie.startsWith('portal_sign_in='))).toBe(false);
    const [told] = (await mailsTo(h, employee.email)).filter((mail) => mail.text_body.includes('30 falsche Codes'));
    expect(told?.text_body).toContain('Passwort vergessen?');
    // Support taking the app away does not open it: whoever guessed knows the password.
    const admin = await adminOf(h);
    expect(
      (
        await h.post(
          `/api/employee/reset-second-factor/${employee.id}`,
          { currentPassword: PASSWORD },
          { token: admin.token },
        )
      ).status,
    ).toBe(200);
    expect((await login(employee)).body.error.code).toBe('SECOND_FACTOR_LOCKED');

    // A new password through the mailbox opens the account again.
    await h.post('/api/employee/reset', { email: employee.email });
    const reset = (await mailsTo(h, employee.email)).at(-1)!;
    const token = linkToken(reset.text_body, '/recovery-password');
    expect((await h.post('/api/employee/reset-password', { newPassword: OTHER_PASSWORD }, { token })).status).toBe(200);
    // The app went with support's reset: the new password alone signs in.
    const again = await h.post('/api/employee/login', { email: employee.email, password: OTHER_PASSWORD });
    expect(again.status).toBe(200);
  });

  it('refuses the right code on a sign-in that was waiting when the count reached 30 elsewhere', async () => {
    const { employee } = await companyWithPeople(h);
    const { secret } = await addApp(employee);
    const cookie = challengeCookie(await login(employee));
    // The 30th wrong code counted by a request racing this one (on another instance): the count is
    // there, the waiting sign-in was not yet ended.
    await h.db.updateTable('users').set({ second_factor_failures: 30 }).where('id', '=', employee.id).execute();
    const answer = await secondStep(cookie, nextTotpCode(h, secret));
    expect(answer.status).toBe(403);
    expect(answer.body.error.code).toBe('SECOND_FACTOR_LOCKED');
  });

  it('keeps signing in with an app after a key rotation and moves its secret to the new key', async () => {
    const { employee } = await companyWithPeople(h);
    const { secret } = await addApp(employee);
    const oldKey = h.sealingKey;
    const newKey = new Uint8Array(32).fill(11);
    const sealedSecret = async () =>
      (
        await h.db
          .selectFrom('second_factors')
          .select('totp_secret')
          .where('user_id', '=', employee.id)
          .executeTakeFirstOrThrow()
      ).totp_secret ?? '';
    expect((await sealedSecret()).startsWith(`${keyId(oldKey)}:`)).toBe(true);

    // The same database served with the new key in SECOND_FACTOR_KEY, the old one among the previous.
    const signInWith = async (config: typeof h.config) => {
      const app = appOn(h, { config });
      const send = (path: string, body: unknown, cookie?: string) =>
        app.request(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
          body: JSON.stringify(body),
        });
      const first = await send('/api/employee/login', { email: employee.email, password: PASSWORD });
      return send('/api/employee/login/second-factor', { code: nextTotpCode(h, secret) }, challengeCookie(first));
    };
    const rotated = { ...h.config, secondFactorKey: newKey, secondFactorPreviousKeys: [oldKey] };
    expect((await signInWith(rotated)).status).toBe(200);
    expect((await sealedSecret()).startsWith(`${keyId(newKey)}:`)).toBe(true);
    // Once every secret has moved, the old key can go.
    expect((await signInWith({ ...rotated, secondFactorPreviousKeys: [] })).status).toBe(200);
  });

  it('lets only one of two parallel requests with the same code in', async () => {
    const { employee } = await companyWithPeople(h);
    const { secret } = await addApp(employee);
    const cookies = [challengeCookie(await login(employee)), challengeCookie(await login(employee))];
    const code = nextTotpCode(h, secret);
    const answers = await Promise.all(cookies.map((cookie) => secondStep(cookie, code)));
    const [first, second] = answers.map((answer) => answer.status).sort();
    expect(first).toBe(200);
    // The other is refused: the code is used (401), or, while the first check still holds the
    // person's place, it is told to wait (429, core/throttle.ts claimCheck).
    expect([401, 429]).toContain(second);
  });

  it('signs in with the password alone again once the last factor is removed, and drops the codes', async () => {
    const { employee } = await companyWithPeople(h);
    await addApp(employee);
    const status = await h.get<{ factors: { id: number }[] }>('/api/account/second-factor', {
      token: employee.token,
    });
    const id = status.body.factors[0]!.id;
    const other = await companyWithPeople(h);
    expect(
      (
        await h.post(
          `/api/account/second-factor/${id}/remove`,
          { currentPassword: PASSWORD },
          { token: other.employee.token },
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await h.post(
          `/api/account/second-factor/${id}/remove`,
          { currentPassword: 'falsch' },
          { token: employee.token },
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await h.post(
          `/api/account/second-factor/${id}/remove`,
          { currentPassword: PASSWORD },
          { token: employee.token },
        )
      ).status,
    ).toBe(200);
    expect((await login(employee)).status).toBe(200);
    const left = await h.db
      .selectFrom('recovery_codes')
      .select('code_hash')
      .where('user_id', '=', employee.id)
      .execute();
    expect(left).toHaveLength(0);
  });
});

describe('passkeys (issue 19, F4)', () => {
  type Options = { challenge: string; rp: { id?: string }; rpId?: string; excludeCredentials?: { id: string }[] };
  type Challenge = { methods: string[]; passkeyOptions: Options | null };

  async function addPasskey(person: Person, origin = 'http://portal.test') {
    const passkey = new SoftwarePasskey(origin);
    const options = await h.post<Options>(
      '/api/account/second-factor/passkey/options',
      { currentPassword: PASSWORD },
      { token: person.token },
    );
    expect(options.status).toBe(200);
    const added = await h.post<Added & Failure>(
      '/api/account/second-factor/passkey',
      { credential: passkey.register(options.body), label: 'Laptop' },
      { token: person.token },
    );
    return { passkey, options: options.body, added };
  }

  it('adds a passkey for the portal’s own address and signs in with it, not with a copy or a foreign site', async () => {
    const { employee } = await companyWithPeople(h);
    const { passkey, options, added } = await addPasskey(employee);
    expect(options.rp.id).toBe('portal.test');
    expect(added.status).toBe(200);
    expect(added.body.recoveryCodes).toHaveLength(10);

    const cookie = challengeCookie(await login(employee));
    const challenge = await h.get<Challenge>('/api/account/sign-in-challenge', { headers: { cookie } });
    expect(challenge.body.methods).toEqual(['passkey']);
    const request = challenge.body.passkeyOptions!;
    expect(request.rpId).toBe('portal.test');
    // A second tab of the same sign-in reads the same challenge: reading changes nothing.
    const again = await h.get<Challenge>('/api/account/sign-in-challenge', { headers: { cookie } });
    expect(again.body.passkeyOptions?.challenge).toBe(request.challenge);

    // Signed by another key, or for another challenge: no sign-in.
    const forged = passkey.assert(request, new SoftwarePasskey('http://portal.test'));
    expect(
      (await h.post('/api/employee/login/second-factor', { passkey: forged }, { headers: { cookie } })).status,
    ).toBe(401);
    const stale = passkey.assert({ ...request, challenge: 'c3RhbGUtY2hhbGxlbmdlLW9mLWFub3RoZXItc2lnbi1pbg' });
    expect(
      (await h.post('/api/employee/login/second-factor', { passkey: stale }, { headers: { cookie } })).status,
    ).toBe(401);

    const signedIn = await h.post<{ userId: number }>(
      '/api/employee/login/second-factor',
      { passkey: passkey.assert(request) },
      { headers: { cookie } },
    );
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.userId).toBe(employee.id);
    const [factor] = (
      await h.get<{ factors: { kind: string; label: string; lastUsedAt: string | null }[] }>(
        '/api/account/second-factor',
        { token: employee.token },
      )
    ).body.factors;
    expect(factor).toMatchObject({ kind: 'passkey', label: 'Laptop' });
    expect(factor!.lastUsedAt).not.toBeNull();
  });

  it('refuses a passkey made on another site', async () => {
    const { employee } = await companyWithPeople(h);
    const { added } = await addPasskey(employee, 'https://portal.test.example.com');
    expect(added.status).toBe(400);
    expect(added.body.error.code).toBe('SECOND_FACTOR_INVALID');
    expect((await login(employee)).status).toBe(200);
  });
});

describe('admins must have a second factor (issue 19, F4)', () => {
  it('lets an admin without one do nothing but set it up, then everything', async () => {
    const admin = await adminOf(h);
    // An admin as the create-admin flow leaves them: a password, no factor yet.
    const fresh = await h.db
      .insertInto('users')
      .values({
        email: uniqueEmail('new-admin'),
        firstname: 'Nora',
        lastname: 'Neu',
        role: 'admin',
        company_id: null,
        password_hash: await hashPassword(PASSWORD),
      })
      .returning(['id', 'email'])
      .executeTakeFirstOrThrow();
    const signedIn = await h.post<{ id: string }>('/api/appuser/login', { email: fresh.email, password: PASSWORD });
    expect(signedIn.status).toBe(200);
    const token = signedIn.body.id;
    const refused = await h.get<Failure>('/api/uploads', { token, lang: 'en' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: 'SECOND_FACTOR_SETUP_REQUIRED',
      message: 'Your account must sign in with a second factor. Please set up an authenticator app or a passkey first.',
    });
    expect((await h.get<{ required: boolean }>('/api/account/second-factor', { token })).body.required).toBe(true);
    const person: Person = {
      id: fresh.id,
      email: fresh.email,
      password: PASSWORD,
      token,
      companyId: null,
      role: 'admin',
    };
    await addApp(person);
    expect((await h.get('/api/uploads', { token })).status).toBe(200);

    // The last factor of an admin stays.
    const [factor] = (await h.get<{ factors: { id: number }[] }>('/api/account/second-factor', { token })).body.factors;
    const kept = await h.post<Failure>(
      `/api/account/second-factor/${factor!.id}/remove`,
      { currentPassword: PASSWORD },
      { token },
    );
    expect(kept.status).toBe(403);
    expect(kept.body.error.code).toBe('SECOND_FACTOR_REQUIRED_FOR_ROLE');
    expect((await h.get('/api/uploads', { token: admin.token })).status).toBe(200);
  });

  it('keeps one factor of an admin when two removals race', async () => {
    const admin = await adminOf(h);
    await addApp(admin);
    const { factors } = (
      await h.get<{ factors: { id: number }[] }>('/api/account/second-factor', { token: admin.token })
    ).body;
    expect(factors).toHaveLength(2);
    const answers = await Promise.all(
      factors.map((factor) =>
        h.post(`/api/account/second-factor/${factor.id}/remove`, { currentPassword: PASSWORD }, { token: admin.token }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403]);
  });

  it('resets a lost factor of a customer: factors and sessions end, the person is told, it is audited', async () => {
    const admin = await adminOf(h);
    const { employee } = await companyWithPeople(h);
    await addApp(employee);
    expect(
      (
        await h.post(
          `/api/employee/reset-second-factor/${admin.id}`,
          { currentPassword: PASSWORD },
          { token: admin.token },
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await h.post(
          `/api/employee/reset-second-factor/${employee.id}`,
          { currentPassword: PASSWORD },
          { token: employee.token },
        )
      ).status,
    ).toBe(403);
    // A stolen admin session without the password strips nothing.
    const guessed = await h.post<Failure>(
      `/api/employee/reset-second-factor/${employee.id}`,
      { currentPassword: 'geraten' },
      { token: admin.token },
    );
    expect(guessed.status).toBe(400);
    expect(guessed.body.error.code).toBe('CURRENT_PASSWORD_WRONG');
    expect(challengeCookie(await login(employee))).toMatch(/^portal_sign_in=/);
    const reset = await h.post(
      `/api/employee/reset-second-factor/${employee.id}`,
      { currentPassword: PASSWORD },
      { token: admin.token },
    );
    expect(reset.status).toBe(200);
    expect((await h.get(`/api/employee/${employee.id}`, { token: employee.token })).status).toBe(401);
    expect((await login(employee)).status).toBe(200);
    const [notice] = (await mailsTo(h, employee.email)).slice(-1);
    expect(notice!.text_body).toContain('Unser Support hat die zweiten Faktoren Ihres Kontos zurückgesetzt');
    const entry = await h.db
      .selectFrom('audit_log')
      .select(['actor_id', 'details'])
      .where('action', '=', 'account.second_factor_reset')
      .where('target_user_id', '=', employee.id)
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor_id: admin.id, details: { removed: 1 } });
  });

  it('makes a reset admin set up a new factor at the next sign-in', async () => {
    const admin = await adminOf(h);
    const other = await adminOf(h);
    expect(
      (
        await h.post(
          `/api/employee/reset-second-factor/${other.id}`,
          { currentPassword: PASSWORD },
          { token: admin.token },
        )
      ).status,
    ).toBe(200);
    const signedIn = await h.post<{ id: string }>('/api/appuser/login', { email: other.email, password: PASSWORD });
    expect(signedIn.status).toBe(200);
    expect((await h.get('/api/uploads', { token: signedIn.body.id })).status).toBe(403);
  });
});

describe('authenticator codes', () => {
  it('match the RFC 6238 test vector for SHA-1 (59 s, 8 digits: 94287082 ends in 287082)', () => {
    // RFC 6238 Appendix B: secret "12345678901234567890", base32 GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ.
    expect(totpCode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', new Date(59_000))).toBe('287082');
  });
});
