import { describe, expect, it } from 'vitest';
import { fileHarness } from '../support/api-harness.ts';
import { PASSWORD, registrationPayload, tableCounts } from '../support/factories.ts';

const h = fileHarness();

describe('POST /employee/create-employer/', () => {
  it('creates the employer and their company and records the consents with the server time', async () => {
    const payload = registrationPayload({ email: 'Inhaberin@Example.de' });
    const response = await h.post<{ id: number; companyId: number }>('/api/employee/create-employer/', payload);
    expect(response.status).toBe(200);

    const user = await h.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', response.body.id)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      role: 'employer',
      email: 'inhaberin@example.de',
      active: true,
      is_first_login: false,
      company_id: response.body.companyId,
    });
    expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    for (const consent of [
      user.data_protection_policy_accepted_at,
      user.license_confirmed_at,
      user.order_processing_accepted_at,
    ]) {
      expect(consent?.getTime()).toBe(h.clock.now.getTime());
    }
    const company = await h.db
      .selectFrom('companies')
      .selectAll()
      .where('id', '=', response.body.companyId)
      .executeTakeFirstOrThrow();
    expect(company).toMatchObject({ company_name: payload.companyName, owner_id: response.body.id });

    const login = await h.post('/api/employee/login', { email: 'inhaberin@example.de', password: PASSWORD });
    expect(login.status).toBe(200);
  });

  it('also answers without the trailing slash', async () => {
    const response = await h.post('/api/employee/create-employer', registrationPayload());
    expect(response.status).toBe(200);
  });

  it.each(['confirmLicense', 'dataProtectionPolicyAccepted', 'orderProcessingAccepted'])(
    'refuses a registration without %s and writes nothing',
    async (consent) => {
      const before = await tableCounts(h);
      const response = await h.post('/api/employee/create-employer/', registrationPayload({ [consent]: false }), {
        lang: 'en',
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: { statusCode: 400, code: 'CONSENT_REQUIRED' } });
      expect((response.body as { error: { message: string } }).error.message).toMatch(/privacy notice/);
      expect(await tableCounts(h)).toEqual(before);
    },
  );

  it.each([
    ['a missing first name', { firstname: '' }, 'VALIDATION_FAILED', /firstname/],
    ['an invalid e-mail', { email: 'no-at-sign' }, 'VALIDATION_FAILED', /email/],
    ['a short password', { password: 'Kurz!2x', confirmPassword: 'Kurz!2x' }, 'PASSWORD_TOO_SHORT', /mindestens 15/],
    [
      'a weak password',
      { password: 'passwordpassword', confirmPassword: 'passwordpassword' },
      'PASSWORD_TOO_WEAK',
      /mittel/,
    ],
    [
      'a password that contains the name only',
      { password: 'schmidtschmidtschmidt', confirmPassword: 'schmidtschmidtschmidt' },
      'PASSWORD_TOO_WEAK',
      /mittel/,
    ],
    [
      'a company name with a line separator (a line break in its certificate)',
      { companyName: 'Muster GmbH\u2028Zertifikat gültig bis 2099' },
      'VALIDATION_FAILED',
      /companyName/,
    ],
    [
      'a last name that turns the text direction (a download named ...fdp.exe shown as ...exe.pdf)',
      { lastname: 'Person\u202Efdp.exe' },
      'VALIDATION_FAILED',
      /lastname/,
    ],
    [
      'a confirmation that differs',
      { confirmPassword: 'something else entirely' },
      'PASSWORDS_DO_NOT_MATCH',
      /stimmen nicht/,
    ],
  ])('refuses %s with a German message by default and writes nothing', async (_, overrides, code, message) => {
    const before = await tableCounts(h);
    const response = await h.post<{ error: { code: string; message: string } }>(
      '/api/employee/create-employer/',
      registrationPayload(overrides),
    );
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe(code);
    expect(response.body.error.message).toMatch(message);
    expect(await tableCounts(h)).toEqual(before);
  });

  it('refuses a duplicate e-mail, whatever its case, with users.email_already_exists', async () => {
    const first = registrationPayload();
    await h.post('/api/employee/create-employer/', first);
    const before = await tableCounts(h);
    const response = await h.post<{ error: { code: string; message: string } }>(
      '/api/employee/create-employer/',
      registrationPayload({ email: first.email.toUpperCase() }),
      { lang: 'en' },
    );
    expect(response.status).toBe(409);
    expect(response.body.error).toMatchObject({
      code: 'EMAIL_ALREADY_EXISTS',
      message: 'This e-mail address is already in use.',
    });
    expect(await tableCounts(h)).toEqual(before);
  });

  // Issue 19, F8: 15 of 15 probes of existing addresses from one client got 409, never 429.
  it('makes a client that probes existing addresses wait like one that registers', async () => {
    const first = registrationPayload();
    await h.post('/api/employee/create-employer/', first, { headers: { 'x-forwarded-for': '203.0.113.90' } });
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      const probe = await h.post('/api/employee/create-employer/', registrationPayload({ email: first.email }), {
        headers: { 'x-forwarded-for': '203.0.113.90' },
      });
      statuses.push(probe.status);
    }
    expect(statuses.filter((status) => status === 409).length).toBeLessThanOrEqual(10);
    expect(statuses).toContain(429);
  });

  it('refuses a body that is not JSON, or too large, with the envelope', async () => {
    const broken = await h.request('POST', '/api/employee/create-employer/', {
      body: '{"firstname":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    const huge = await h.post(
      '/api/employee/create-employer/',
      registrationPayload({ companyName: 'x'.repeat(200_000) }),
    );
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('stores the language of the request as the new account language', async () => {
    const payload = registrationPayload();
    const response = await h.post<{ id: number }>('/api/employee/create-employer/', payload, {
      lang: 'en-GB,en;q=0.9',
    });
    const user = await h.db
      .selectFrom('users')
      .select('lang')
      .where('id', '=', response.body.id)
      .executeTakeFirstOrThrow();
    expect(user.lang).toBe('en');
  });
});
