import { describe, expect, it } from 'vitest';
import { SESSION_TTL_SECONDS } from '../../src/shared/constants.ts';
import { claimCheckPlaces } from '../../src/server/core/throttle.repository.ts';
import { fileHarness } from '../support/api-harness.ts';
import {
  ADMIN_TOTP_SECRET,
  PASSWORD,
  challengeCookie,
  createPerson,
  nextTotpCode,
  registerEmployer,
} from '../support/factories.ts';

const h = fileHarness();

describe('sign-in and sign-out', () => {
  it('signs a customer in with the access token record and their stored language', async () => {
    const owner = await registerEmployer(h);
    await h.db.updateTable('users').set({ lang: 'en' }).where('id', '=', owner.id).execute();
    const response = await h.post<Record<string, unknown>>('/api/employee/login', {
      email: owner.email.toUpperCase(),
      password: PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ userId: owner.id, ttl: SESSION_TTL_SECONDS, lang: 'en', role: 'employer' });
    expect(response.body.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(String(response.body.created)).getTime()).toBe(h.clock.now.getTime());
  });

  it('stores only a hash of the token', async () => {
    const owner = await registerEmployer(h);
    const rows = await h.db.selectFrom('access_tokens').select('token_hash').where('user_id', '=', owner.id).execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.token_hash)).not.toContain(owner.token);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a wrong password with login.failed in the request language', async () => {
    const owner = await registerEmployer(h);
    const response = await h.post(
      '/api/employee/login',
      { email: owner.email, password: 'wrong password entirely' },
      { lang: 'en' },
    );
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      error: { statusCode: 401, code: 'LOGIN_FAILED', message: 'Login failed: wrong e-mail address or password.' },
    });
  });

  it('refuses an unknown address exactly like a wrong password', async () => {
    const response = await h.post('/api/employee/login', { email: 'nobody@example.de', password: PASSWORD });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ error: { code: 'LOGIN_FAILED' } });
  });

  it('requires e-mail and password', async () => {
    const response = await h.post<{ error: { code: string; message: string } }>('/api/employee/login', { email: '' });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('VALIDATION_FAILED');
    expect(response.body.error.message).toMatch(/email.*password/);
  });

  it('keeps customers and admins apart', async () => {
    const owner = await registerEmployer(h);
    const admin = await createPerson(h, 'admin', null);
    expect((await h.post('/api/appuser/login', { email: owner.email, password: PASSWORD })).status).toBe(401);
    expect((await h.post('/api/employee/login', { email: admin.email, password: PASSWORD })).status).toBe(401);
    // An admin's right password asks for the second factor, which the customers' step refuses.
    const adminLogin = await h.post('/api/appuser/login', { email: admin.email, password: PASSWORD });
    expect(adminLogin.status).toBe(403);
    const cookie = challengeCookie(adminLogin);
    const code = nextTotpCode(h, ADMIN_TOTP_SECRET);
    expect((await h.post('/api/employee/login/second-factor', { code }, { headers: { cookie } })).status).toBe(401);
    const finished = await h.post('/api/appuser/login/second-factor', { code }, { headers: { cookie } });
    expect(finished.status).toBe(200);
    expect(finished.body).toMatchObject({ userId: admin.id, role: 'admin' });
    // An admin token does not work for the customer logout, and the other way round.
    expect((await h.post('/api/employee/logout', undefined, { token: admin.token })).status).toBe(403);
    expect((await h.post('/api/appuser/logout', undefined, { token: owner.token })).status).toBe(403);
  });

  it('revokes the token on logout', async () => {
    const owner = await registerEmployer(h);
    expect((await h.get(`/api/employee/${owner.id}`, { token: owner.token })).status).toBe(200);
    expect((await h.post('/api/employee/logout', undefined, { token: owner.token })).status).toBe(200);
    const after = await h.get(`/api/employee/${owner.id}`, { token: owner.token });
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ error: { code: 'AUTHORIZATION_REQUIRED' } });
    expect((await h.post('/api/employee/logout', undefined, { token: owner.token })).status).toBe(401);
  });

  // Issue 19, F11: tokens lived exactly 14 days whatever the activity.
  it('ends a session after 8 hours without a request, and keeps one in use alive', async () => {
    const person = await createPerson(h, 'employee', (await registerEmployer(h)).companyId);
    const me = () => h.get(`/api/employee/${person.id}`, { token: person.token });
    h.clock.advance(7 * 3600 * 1000);
    expect((await me()).status).toBe(200);
    h.clock.advance(7 * 3600 * 1000);
    expect((await me()).status).toBe(200);
    const [row] = await h.db
      .selectFrom('access_tokens')
      .select('last_used_at')
      .where('user_id', '=', person.id)
      .execute();
    expect(row!.last_used_at.getTime()).toBeGreaterThan(h.clock.now.getTime() - 60_000);
    h.clock.advance(8 * 3600 * 1000 + 1000);
    expect((await me()).status).toBe(401);
  });

  it('lets a token expire after its ttl', async () => {
    const owner = await registerEmployer(h);
    // In use every 7 hours (an idle session ends after 8), up to a minute before the ttl.
    const end = h.clock.now.getTime() + (SESSION_TTL_SECONDS - 60) * 1000;
    while (h.clock.now.getTime() < end) {
      h.clock.advance(Math.min(7 * 3600 * 1000, end - h.clock.now.getTime()));
      expect((await h.get(`/api/employee/${owner.id}`, { token: owner.token })).status).toBe(200);
    }
    h.clock.advance(120 * 1000);
    expect((await h.get(`/api/employee/${owner.id}`, { token: owner.token })).status).toBe(401);
  });

  it('refuses a locked account and a blocked company, also with tokens issued before', async () => {
    const owner = await registerEmployer(h);
    const employee = await createPerson(h, 'employee', owner.companyId);
    await h.db.updateTable('users').set({ locked_at: new Date() }).where('id', '=', employee.id).execute();
    expect((await h.get(`/api/employee/${employee.id}`, { token: employee.token })).status).toBe(401);
    const locked = await h.post('/api/employee/login', { email: employee.email, password: PASSWORD });
    expect(locked.status).toBe(403);
    expect(locked.body).toMatchObject({ error: { code: 'ACCOUNT_LOCKED' } });

    await h.db.updateTable('companies').set({ blocked_at: new Date() }).where('id', '=', owner.companyId!).execute();
    expect((await h.get(`/api/employee/${owner.id}`, { token: owner.token })).status).toBe(401);
    const blocked = await h.post('/api/employee/login', { email: owner.email, password: PASSWORD });
    expect(blocked.status).toBe(403);
    expect(blocked.body).toMatchObject({ error: { code: 'ACCOUNT_BLOCKED' } });
  });

  it('accepts the token with or without the Bearer prefix and ignores malformed headers', async () => {
    const owner = await registerEmployer(h);
    expect((await h.get(`/api/employee/${owner.id}`, { token: `Bearer ${owner.token}` })).status).toBe(200);
    expect((await h.get(`/api/employee/${owner.id}`, { token: `${owner.token}'; drop table users; --` })).status).toBe(
      401,
    );
  });
});

describe('throttling of sign-ins (no lockout)', () => {
  it('makes an account wait after five failures, tells how long, and never locks it', async () => {
    const owner = await registerEmployer(h);
    const attempt = (password: string) =>
      h.post<{ error: { code: string; message: string } }>(
        '/api/employee/login',
        { email: owner.email, password },
        { headers: { 'x-forwarded-for': '1.2.3.4' } },
      );
    for (let i = 0; i < 5; i++) expect((await attempt('wrong password number x')).status).toBe(401);
    expect((await attempt('wrong password number 6')).status).toBe(401); // the sixth still counts, then waits begin
    const throttled = await attempt(PASSWORD);
    expect(throttled.status).toBe(429);
    expect(throttled.body.error.code).toBe('RATE_LIMITED');
    expect(throttled.headers.get('retry-after')).toBe('1');
    expect(throttled.body.error.message).toMatch(/1 Sekunden/);

    h.clock.advance(1500);
    expect((await attempt(PASSWORD)).status).toBe(200);
    const user = await h.db
      .selectFrom('users')
      .select('locked_at')
      .where('id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(user.locked_at).toBeNull();
  });

  it('takes the address the proxy appended, never what the client wrote into X-Forwarded-For', async () => {
    const owner = await registerEmployer(h);
    const guess = (forwardedFor: string) =>
      h.post(
        '/api/employee/login',
        { email: owner.email, password: 'not the password at all' },
        { headers: { 'x-forwarded-for': forwardedFor } },
      );
    // One proxy is trusted (TRUST_PROXY=true): it appends the address it saw, here 192.0.2.77.
    await guess('<script>alert(1)</script>, 192.0.2.77');
    await guess('6.6.6.6, 127.0.0.1, 192.0.2.77');
    // Text that is no address is never taken: the connection's own address counts.
    await guess('<script>alert(1)</script>');
    const stored = await h.db
      .selectFrom('audit_log')
      .select('client_address')
      .where('action', '=', 'account.sign_in_failed')
      .where('target_user_id', '=', owner.id)
      .orderBy('id')
      .execute();
    expect(stored.map((r) => r.client_address)).toEqual([
      '192.0.2.77',
      '192.0.2.77',
      expect.stringMatching(/127\.0\.0\.1$/),
    ]);
  });

  it('makes one address wait however it varies what it writes in front of the proxy’s entry', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const response = await h.post(
        '/api/employee/login',
        { email: `nobody-${i}@example.test`, password: 'not the password at all' },
        { headers: { 'x-forwarded-for': `6.6.${i}.${i}, 198.51.100.23` } },
      );
      statuses.push(response.status);
    }
    expect(statuses).toContain(429);
  });

  it('allows fewer than 100 guesses per account per hour, even from many addresses', async () => {
    const owner = await registerEmployer(h);
    let guesses = 0;
    const end = h.clock.now.getTime() + 3600 * 1000;
    while (h.clock.now.getTime() < end) {
      const response = await h.post('/api/employee/login', { email: owner.email, password: 'not the password at all' });
      if (response.status === 401) guesses++;
      else {
        const wait = Number(response.headers.get('retry-after'));
        h.clock.advance(wait * 1000);
      }
    }
    expect(guesses).toBeGreaterThan(20);
    expect(guesses).toBeLessThan(100);
  }, 120_000);

  // Issue 19, F2: anyone's wrong guesses made the owner wait too (19 of 19 sign-ins refused).
  it('lets the owner in from another address while a stranger is made to wait', async () => {
    const owner = await registerEmployer(h);
    const from = (address: string, password: string) =>
      h.post('/api/employee/login', { email: owner.email, password }, { headers: { 'x-forwarded-for': address } });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await from('203.0.113.66', 'not the password at all')).status);
    expect(statuses).toContain(429);
    expect((await from('203.0.113.66', PASSWORD)).status).toBe(429);
    expect((await from('198.51.100.10', PASSWORD)).status).toBe(200);
    // The account's counter keeps the stranger's hits, but that sign-in gave its place back.
    expect((await from('198.51.100.11', PASSWORD)).status).toBe(200);
  });

  it('lets the owner in on a browser they used before while guesses from many addresses fill the account’s limit', async () => {
    const owner = await registerEmployer(h);
    const signInFrom = (address: string, password: string, cookie?: string) =>
      h.post(
        '/api/employee/login',
        { email: owner.email, password },
        { headers: { 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) } },
      );
    const first = await signInFrom('198.51.100.20', PASSWORD);
    const setCookie = first.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^portal_device=[\w-]{43}; Max-Age=31536000; Path=\/api\/; HttpOnly; SameSite=Strict$/);
    const device = setCookie.split(';')[0]!;
    const stored = await h.db
      .selectFrom('trusted_devices')
      .select('token_hash')
      .where('user_id', '=', owner.id)
      .execute();
    expect(stored.length).toBeGreaterThanOrEqual(1);
    expect(stored.map((row) => row.token_hash)).not.toContain(device.split('=')[1]!);

    // One guess each from twelve addresses: no address waits, the account does.
    for (let i = 0; i < 12; i++) await signInFrom(`203.0.113.${i + 1}`, 'not the password at all');
    expect((await signInFrom('198.51.100.21', PASSWORD)).status).toBe(429);
    expect((await signInFrom('198.51.100.21', PASSWORD, device)).status).toBe(200);
    // That sign-in gave its place back: the next one on the browser goes through at once.
    expect((await signInFrom('198.51.100.23', PASSWORD, device)).status).toBe(200);
    // A mark of another person's browser counts for nothing.
    const other = await registerEmployer(h);
    const otherDevice = (await h.post('/api/employee/login', { email: other.email, password: PASSWORD })).headers
      .get('set-cookie')!
      .split(';')[0]!;
    expect((await signInFrom('198.51.100.22', PASSWORD, otherDevice)).status).toBe(429);
  });

  it('remembers the 20 browsers a person signed in on last, and leaves no throttle counter behind', async () => {
    const owner = await registerEmployer(h);
    const signIn = (cookie?: string) =>
      h.post(
        '/api/employee/login',
        { email: owner.email, password: PASSWORD },
        { headers: { 'x-forwarded-for': '198.51.100.30', ...(cookie ? { cookie } : {}) } },
      );
    const marks: string[] = [];
    for (let i = 0; i < 22; i++) {
      h.clock.advance(1000);
      const response = await signIn();
      expect(response.status).toBe(200);
      marks.push(response.headers.get('set-cookie')!.split(';')[0]!);
    }
    const devices = () =>
      h.db.selectFrom('trusted_devices').select('token_hash').where('user_id', '=', owner.id).execute();
    expect(await devices()).toHaveLength(20);
    // The oldest browser is forgotten: it gets a new mark; a recent one keeps its own.
    h.clock.advance(1000);
    expect((await signIn(marks[0])).headers.get('set-cookie')!.split(';')[0]).not.toBe(marks[0]);
    h.clock.advance(1000);
    expect((await signIn(marks[21])).headers.get('set-cookie')!.split(';')[0]).toBe(marks[21]);
    expect(await devices()).toHaveLength(20);
    const counters = await h.db
      .selectFrom('throttle_counters')
      .select('key')
      .where((eb) => eb.or([eb('key', 'like', `sign-in:%${owner.email}%`), eb('key', 'like', 'sign-in:device:%')]))
      .execute();
    expect(counters).toEqual([]);
  });

  it('takes no place for a check while one of its keys waits, so a waiting guesser never holds the account', async () => {
    const now = h.clock.now;
    const until = new Date(now.getTime() + 10_000);
    const [pair, account] = ['sign-in:pair:held@example.com|203.0.113.90', 'sign-in:account:held@example.com'];
    await h.db
      .insertInto('throttle_counters')
      .values({ key: pair, hits: 6, window_started_at: now, blocked_until: new Date(now.getTime() + 2000) })
      .execute();
    expect(await claimCheckPlaces(h.db, [pair, account], null, now, until)).toEqual([]);
    const rows = await h.db.selectFrom('throttle_counters').select('key').where('key', '=', account).execute();
    expect(rows).toEqual([]);
    // Once the wait is over both are taken together.
    const later = new Date(now.getTime() + 3000);
    expect((await claimCheckPlaces(h.db, [pair, account], null, later, until)).sort()).toEqual([account, pair]);
  });

  // Issue 19, F10: a burst of concurrent guesses had 3 to 9 of them checked, sequential guessing 6.
  it('checks one guess at a time, so a burst gets no more checked than guesses one after the other', async () => {
    const owner = await registerEmployer(h);
    const burst = await Promise.all(
      Array.from({ length: 60 }, () =>
        h.post(
          '/api/employee/login',
          { email: owner.email, password: 'not the password at all' },
          { headers: { 'x-forwarded-for': '203.0.113.200' } },
        ),
      ),
    );
    const checked = burst.filter((r) => r.status === 401).length;
    expect(checked).toBeGreaterThanOrEqual(1);
    expect(checked).toBeLessThanOrEqual(6);
    expect(burst.filter((r) => r.status === 429)).toHaveLength(60 - checked);
    const failures = await h.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'account.sign_in_failed')
      .where('target_user_id', '=', owner.id)
      .execute();
    expect(failures).toHaveLength(checked);
  });
});
