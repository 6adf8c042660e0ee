import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INVITATION_TTL_SECONDS } from '../../src/shared/constants.ts';
import { ensureFirstAdmin } from '../../src/server/accounts/first-admin.ts';
import { RANGE_TIMEOUT_MS } from '../../src/server/identity/breached-passwords.ts';
import { issueSingleUseToken } from '../../src/server/identity/tokens.ts';
import { log } from '../../src/server/log.ts';
import { beforeAllValue, createApiHarness, fileHarness, type RequestOptions } from '../support/api-harness.ts';
import { companyWithPeople, expectRefused } from '../support/companies.ts';
import {
  OTHER_PASSWORD,
  PASSWORD,
  createPerson,
  linkToken,
  mailsTo,
  registerEmployer,
  registrationPayload,
  tableCounts,
  uniqueEmail,
} from '../support/factories.ts';
import { startRangeServer } from '../support/range-server.ts';

/** Passes the length and strength rule and is on no bundled list: only the range API knows it. */
const BREACHED = 'Leuchtkäfer Dachrinne Quittung';
/** On the bundled list (and strong by zxcvbn's measure): refused without asking anyone. */
const LISTED = 'Correct horse battery staple';

const range = beforeAllValue(
  () => startRangeServer(),
  (server) => server.close(),
);
const h = beforeAllValue(
  () => createApiHarness({ BREACHED_PASSWORDS_URL: range.url }),
  (harness) => harness.close(),
);
/** The harness of every other test file: the look-up off, the bundled list alone. */
const offline = fileHarness();

const sha1 = (text: string) => createHash('sha1').update(text, 'utf8').digest('hex').toUpperCase();
const put = (path: string, body: unknown, options: RequestOptions = {}) => h.request('PUT', path, { ...options, body });
type Refusal = { error: { code: string; message: string } };

beforeEach(() => {
  range.behave('answer');
  range.breach(BREACHED, 51_234);
  range.requests.length = 0;
});
afterEach(() => vi.restoreAllMocks());

describe('a new password known from data leaks', () => {
  it('is refused at registration with the reason in German and English, and nothing is written', async () => {
    const payload = registrationPayload({ password: BREACHED, confirmPassword: BREACHED });
    const before = await tableCounts(h);
    const de = await h.post<Refusal>('/api/employee/create-employer/', payload);
    expect(de.status).toBe(400);
    expect(de.body.error).toEqual({
      statusCode: 400,
      code: 'PASSWORD_BREACHED',
      message:
        'Dieses Passwort taucht in bekannten Datenlecks auf und darf deshalb nicht verwendet werden: Angreifer probieren solche Passwörter als Erstes aus. Bitte wählen Sie ein anderes.',
    });
    const en = await h.post<Refusal>('/api/employee/create-employer/', payload, { lang: 'en' });
    expect(en.body.error.message).toBe(
      'This password appears in known data breaches and must therefore not be used: attackers try such passwords first. Please choose another one.',
    );
    expect(await tableCounts(h)).toEqual(before);
  });

  it('sends the range API only the first five hex characters of its SHA-1, asking for padding', async () => {
    await h.post(
      '/api/employee/create-employer/',
      registrationPayload({ password: BREACHED, confirmPassword: BREACHED }),
    );
    const hash = sha1(BREACHED);
    expect(range.requests).toEqual([
      expect.objectContaining({ method: 'GET', path: `/range/${hash.slice(0, 5)}`, body: '' }),
    ]);
    expect(range.requests[0]!.headers['add-padding']).toBe('true');
    const sent = JSON.stringify(range.requests);
    for (const secret of [hash.slice(5), hash.slice(5, 15), BREACHED, encodeURIComponent(BREACHED), 'Leuchtk']) {
      expect(sent).not.toContain(secret);
    }
  });

  it('is refused as the own new password; the old one and the sessions stay', async () => {
    const c = await companyWithPeople(h);
    const refused = await expectRefused(
      h,
      () =>
        h.patch(
          `/api/employee/${c.employee.id}`,
          { password: BREACHED, currentPassword: PASSWORD },
          { token: c.employee.token },
        ),
      400,
      'PASSWORD_BREACHED',
    );
    expect(refused.body.error.message).toMatch(/Datenlecks/);
    expect((await h.get(`/api/employee/${c.employee.id}`, { token: c.employee.token })).status).toBe(200);
    expect((await h.post('/api/employee/login', { email: c.employee.email, password: PASSWORD })).status).toBe(200);
  });

  it('is refused from a reset link, which stays usable for another password', async () => {
    const owner = await registerEmployer(h);
    await h.post('/api/employee/reset', { email: owner.email });
    const [mail] = await mailsTo(h, owner.email);
    const token = linkToken(mail!.text_body, '/recovery-password');
    await expectRefused(
      h,
      () => h.post('/api/employee/reset-password', { newPassword: BREACHED }, { token }),
      400,
      'PASSWORD_BREACHED',
    );
    expect((await h.post('/api/employee/reset-password', { newPassword: OTHER_PASSWORD }, { token })).status).toBe(200);
  });

  it('is refused when accepting an invitation, and as a password the employer or an admin sets', async () => {
    const c = await companyWithPeople(h);
    const invited = await createPerson(h, 'employee', c.companyId, { password: null, isFirstLogin: true });
    const { token } = await issueSingleUseToken(h.db, invited.id, 'invitation', INVITATION_TTL_SECONDS, h.clock.now);
    const body = { password: BREACHED, confirmPassword: BREACHED, dataProtectionPolicyAccepted: true };
    await expectRefused(h, () => h.post('/api/employee/change-password', body, { token }), 400, 'PASSWORD_BREACHED');

    const path = `/api/company/${c.companyId}/employees/${c.employee.id}`;
    const temporary = { firstname: 'Max', lastname: 'Muster', password: BREACHED };
    await expectRefused(h, () => put(path, temporary, { token: c.owner.token }), 400, 'PASSWORD_BREACHED');

    const admin = await createPerson(h, 'admin', null);
    await expectRefused(
      h,
      () => h.patch(`/api/employee/${c.owner.id}`, { password: BREACHED }, { token: admin.token }),
      400,
      'PASSWORD_BREACHED',
    );
  });

  it('is refused for the first admin, who is then not created', async () => {
    const email = uniqueEmail('first-admin');
    await expect(ensureFirstAdmin(h.db, { email, password: BREACHED }, h.config)).rejects.toMatchObject({
      status: 400,
      code: 'PASSWORD_BREACHED',
    });
    expect(await h.db.selectFrom('users').select('id').where('email', '=', email).execute()).toEqual([]);
    expect(await ensureFirstAdmin(h.db, { email, password: OTHER_PASSWORD }, h.config)).toBe('created');
  });

  it('is looked up only once it passes the rule: a weak password goes nowhere', async () => {
    const weak = await h.post<Refusal>(
      '/api/employee/create-employer/',
      registrationPayload({ password: 'passwordpassword', confirmPassword: 'passwordpassword' }),
    );
    expect(weak.body.error.code).toBe('PASSWORD_TOO_WEAK');
    expect(range.requests).toEqual([]);
  });
});

describe('the bundled list', () => {
  it('refuses a listed password without asking the range API, written in any way', async () => {
    for (const password of [LISTED, 'correct-horse-battery-staple-2024']) {
      const response = await h.post<Refusal>(
        '/api/employee/create-employer/',
        registrationPayload({ password, confirmPassword: password }),
      );
      expect(response.body.error.code, password).toBe('PASSWORD_BREACHED');
    }
    expect(range.requests).toEqual([]);
  });

  it('refuses offline, with the look-up off, where a password only the range API knows passes', async () => {
    const listed = await offline.post<Refusal>(
      '/api/employee/create-employer/',
      registrationPayload({ password: LISTED, confirmPassword: LISTED }),
    );
    expect(listed).toMatchObject({ status: 400, body: { error: { code: 'PASSWORD_BREACHED' } } });
    const unknown = await offline.post(
      '/api/employee/create-employer/',
      registrationPayload({ password: BREACHED, confirmPassword: BREACHED }),
    );
    expect(unknown.status).toBe(200);
    expect(range.requests).toEqual([]);
  });
});

describe('when the range API fails', () => {
  /** Registers with a password the API would call breached, and answers the status, the time and the warnings. */
  async function registerWhile() {
    const warn = vi.spyOn(log, 'warn');
    const started = performance.now();
    const response = await h.post(
      '/api/employee/create-employer/',
      registrationPayload({ password: BREACHED, confirmPassword: BREACHED }),
    );
    const skipped = warn.mock.calls.filter(([message]) => message === 'breached-password look-up skipped');
    warn.mockRestore();
    return { status: response.status, ms: performance.now() - started, skipped: skipped.map(([, fields]) => fields) };
  }

  it('leaves the look-up out after the timeout, accepts the password and logs why', async () => {
    range.behave('slow', RANGE_TIMEOUT_MS + 3000);
    const { status, ms, skipped } = await registerWhile();
    expect(status).toBe(200);
    expect(ms).toBeGreaterThanOrEqual(RANGE_TIMEOUT_MS - 50);
    expect(ms).toBeLessThan(RANGE_TIMEOUT_MS + 2000);
    expect(skipped).toEqual([{ url: range.url, reason: 'timeout', error: expect.any(String) }]);
  });

  it('accepts the password while the API is down, answers an error or something else, and logs each', async () => {
    await range.down();
    try {
      const down = await registerWhile();
      expect(down.status).toBe(200);
      expect(down.skipped).toEqual([expect.objectContaining({ reason: 'unreachable' })]);
    } finally {
      await range.up();
    }
    range.behave('failing');
    expect(await registerWhile()).toMatchObject({ status: 200, skipped: [{ url: range.url, reason: 'status 503' }] });
    range.behave('nonsense');
    expect(await registerWhile()).toMatchObject({ status: 200, skipped: [{ reason: 'not a range answer' }] });
  });
});

describe('signing in', () => {
  it('never asks the range API and is not slowed by it, whatever the password', async () => {
    range.behave('slow', 10_000);
    const owner = await registerEmployer(h);
    range.requests.length = 0;
    for (const password of [BREACHED, LISTED]) {
      const started = performance.now();
      const person = await createPerson(h, 'employee', owner.companyId, { password });
      expect(person.token).not.toBe('');
      expect(performance.now() - started).toBeLessThan(RANGE_TIMEOUT_MS);
    }
    expect(range.requests).toEqual([]);
  });
});
