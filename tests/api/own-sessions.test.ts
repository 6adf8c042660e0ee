import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/identity/passwords.ts';
import { fileHarness } from '../support/api-harness.ts';
import { companyWithPeople } from '../support/companies.ts';
import {
  PASSWORD,
  challengeCookie,
  giveTotp,
  linkToken,
  mailsTo,
  nextTotpCode,
  uniqueEmail,
} from '../support/factories.ts';

const h = fileHarness();

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

type Sessions = {
  sessions: { id: string; device: string | null; clientAddress: string | null; current: boolean }[];
};

async function signInFrom(email: string, userAgent: string, address: string): Promise<string> {
  const answer = await h.post<{ id: string }>(
    '/api/employee/login',
    { email, password: PASSWORD },
    { headers: { 'user-agent': userAgent, 'x-forwarded-for': address } },
  );
  expect(answer.status).toBe(200);
  return answer.body.id;
}

describe('the own sessions (issue 19, F11)', () => {
  it('lists where the person is signed in, with browser and address, and only their own', async () => {
    const { employee, manager } = await companyWithPeople(h);
    const laptop = await signInFrom(employee.email, FIREFOX, '198.51.100.7');
    await signInFrom(employee.email, IPHONE, '203.0.113.9');
    const listed = await h.get<Sessions>('/api/account/sessions', { token: laptop });
    expect(listed.status).toBe(200);
    const sessions = listed.body.sessions;
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    expect(sessions.find((session) => session.current)).toMatchObject({
      device: 'Firefox · Windows',
      clientAddress: '198.51.100.7',
    });
    expect(sessions).toContainEqual(
      expect.objectContaining({ device: 'Safari · iPhone', clientAddress: '203.0.113.9', current: false }),
    );
    // The factories' session of the employee is listed too; the manager's is not.
    expect(sessions).toHaveLength(3);
    const managers = await h.get<Sessions>('/api/account/sessions', { token: manager.token });
    const own = new Set(managers.body.sessions.map((session) => session.id));
    for (const session of sessions) expect(own.has(session.id)).toBe(false);
  });

  it('ends one session by its id, and no one else’s', async () => {
    const { employee, manager } = await companyWithPeople(h);
    const phone = await signInFrom(employee.email, IPHONE, '203.0.113.10');
    const listed = await h.get<Sessions>('/api/account/sessions', { token: employee.token });
    const other = listed.body.sessions.find((session) => session.device === 'Safari · iPhone')!;
    expect((await h.post('/api/account/sessions/end', { id: other.id }, { token: manager.token })).status).toBe(404);
    expect((await h.get(`/api/employee/${employee.id}`, { token: phone })).status).toBe(200);
    expect((await h.post('/api/account/sessions/end', { id: other.id }, { token: employee.token })).status).toBe(200);
    expect((await h.get(`/api/employee/${employee.id}`, { token: phone })).status).toBe(401);
    expect((await h.post('/api/account/sessions/end', { id: other.id }, { token: employee.token })).status).toBe(404);
    expect((await h.post('/api/account/sessions/end', { id: 'NOT-HEX' }, { token: employee.token })).status).toBe(400);
  });

  it('signs out everywhere else and keeps this session', async () => {
    const { employee } = await companyWithPeople(h);
    const others = [
      await signInFrom(employee.email, IPHONE, '203.0.113.11'),
      await signInFrom(employee.email, FIREFOX, '203.0.113.12'),
    ];
    const ended = await h.post<{ ended: number }>('/api/account/sessions/end-others', undefined, {
      token: employee.token,
    });
    expect(ended.body).toEqual({ ended: 2 });
    for (const token of others) expect((await h.get(`/api/employee/${employee.id}`, { token })).status).toBe(401);
    expect((await h.get(`/api/employee/${employee.id}`, { token: employee.token })).status).toBe(200);
    const listed = await h.get<Sessions>('/api/account/sessions', { token: employee.token });
    expect(listed.body.sessions).toHaveLength(1);
  });
});

describe('sessions and the second factor (review of issue 19, F4)', () => {
  it('ends an intruder’s password-only admin session once the admin adds a factor', async () => {
    const email = uniqueEmail('admin-ohne-faktor');
    await h.db
      .insertInto('users')
      .values({
        email,
        firstname: 'Nora',
        lastname: 'Neu',
        role: 'admin',
        company_id: null,
        password_hash: await hashPassword(PASSWORD),
      })
      .execute();
    const signIn = async () =>
      (await h.post<{ id: string }>('/api/appuser/login', { email, password: PASSWORD })).body.id;
    const intruder = await signIn();
    const owner = await signIn();
    // Before: neither may do more than set a factor up, nor read anyone's account.
    expect((await h.get('/api/employee/1', { token: intruder })).status).toBe(403);
    const started = await h.post<{ secret: string }>(
      '/api/account/second-factor/totp',
      { currentPassword: PASSWORD },
      { token: owner },
    );
    const confirmed = await h.post(
      '/api/account/second-factor/totp/confirm',
      { code: nextTotpCode(h, started.body.secret) },
      { token: owner },
    );
    expect(confirmed.status).toBe(200);
    expect((await h.get('/api/uploads', { token: owner })).status).toBe(200);
    expect((await h.get('/api/uploads', { token: intruder })).status).toBe(401);
  });

  it('ends a sign-in waiting for its second factor when the password is reset', async () => {
    const { employee } = await companyWithPeople(h);
    const secret = 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU';
    await giveTotp(h, employee.id, secret);
    const waiting = challengeCookie(await h.post('/api/employee/login', { email: employee.email, password: PASSWORD }));
    await h.post('/api/employee/reset', { email: employee.email });
    const [mail] = (await mailsTo(h, employee.email)).slice(-1);
    const token = linkToken(mail!.text_body, '/recovery-password');
    const newPassword = 'Leuchtturm Nebel Segelboot';
    expect((await h.post('/api/employee/reset-password', { newPassword }, { token })).status).toBe(200);
    const late = await h.post<{ error: { code: string } }>(
      '/api/employee/login/second-factor',
      { code: nextTotpCode(h, secret) },
      { headers: { cookie: waiting } },
    );
    expect(late.status).toBe(401);
    expect(late.body.error.code).toBe('LINK_INVALID');
  });
});
