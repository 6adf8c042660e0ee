import { describe, expect, it } from 'vitest';
import { fileHarness } from '../support/api-harness.ts';
import { companyWithPeople } from '../support/companies.ts';
import { adminOf } from './admin-support.ts';
import {
  OTHER_PASSWORD,
  PASSWORD,
  challengeCookie,
  giveTotp,
  linkToken,
  mailsTo,
  nextTotpCode,
  signIn,
  uniqueEmail,
} from '../support/factories.ts';

/**
 * The report link of an e-mail change is no way around the second factor (issue 44, N1; decision
 * 098): whoever reads the old mailbox after a change the owner made gains a password reset, never the
 * account. Factors from before the change stay required; factors added since go; the link ends once
 * the owner signs in with an earlier factor; an admin account is locked and waits for another admin.
 */
const h = fileHarness();
const OWNER_APP = 'KRSXG5CTMVRXEZLUKN2XAZLSKNSWG4TF';

/** An employee with an authenticator app, who then moves to a new address and confirms it. */
async function ownerWhoMoved() {
  const c = await companyWithPeople(h);
  await giveTotp(h, c.employee.id, OWNER_APP);
  h.clock.advance(60_000);
  const next = uniqueEmail('new-mailbox');
  const path = `/api/employee/${c.employee.id}`;
  expect((await h.patch(path, { email: next, currentPassword: PASSWORD }, { token: c.employee.token })).status).toBe(
    200,
  );
  const [confirmation] = await mailsTo(h, next);
  await h.post('/api/employee/confirm-email', { token: linkToken(confirmation!.text_body, '/confirm-email') });
  const [notice] = await mailsTo(h, c.employee.email).then((mails) =>
    mails.filter((m) => m.text_body.includes('/report-email-change/')).slice(-1),
  );
  return {
    c,
    oldEmail: c.employee.email,
    newEmail: next,
    report: linkToken(notice!.text_body, '/report-email-change'),
  };
}

/** The report link last mailed to `address` (the old address of a change). */
async function latestReportLink(address: string) {
  const [notice] = await mailsTo(h, address).then((mails) =>
    mails.filter((m) => m.text_body.includes('/report-email-change/')).slice(-1),
  );
  return linkToken(notice!.text_body, '/report-email-change');
}

/** A password sign-in that stops at the second step: answers the challenge cookie, or the refusal. */
const passwordStep = (email: string, password: string) =>
  h.post<{ id?: string; error?: { code: string } }>('/api/employee/login', { email, password });

/** Sets a new password through "Forgot password?" at `email`, as whoever reads that mailbox. */
async function resetThroughMailbox(email: string, kind: 'employee' | 'appuser' = 'employee') {
  const before = (await mailsTo(h, email)).length;
  await h.post(`/api/${kind}/reset`, { email });
  const mails = await mailsTo(h, email);
  if (mails.length === before) return false;
  const token = linkToken(
    mails.at(-1)!.text_body,
    kind === 'appuser' ? '/admin/recovery-password' : '/recovery-password',
  );
  const path = kind === 'appuser' ? '/api/appuser/reset-password' : '/api/employee/reset-password';
  return (await h.post(path, { newPassword: OTHER_PASSWORD }, { token })).status === 200;
}

describe('the report link of an e-mail change and the second factor (issue 44, N1)', () => {
  it('gives a reader of the old mailbox a reset, not the account: the owner’s app is still asked for', async () => {
    const { c, oldEmail, report } = await ownerWhoMoved();
    const reported = await h.post('/api/employee/report-email-change', { token: report });
    expect(reported.body).toEqual({ success: true, recovery: 'password-reset' });

    // The reader of the old mailbox resets the password there …
    expect(await resetThroughMailbox(oldEmail)).toBe(true);
    // … and meets the owner's authenticator app: no session without it.
    const step = await passwordStep(oldEmail, OTHER_PASSWORD);
    expect(step.status).toBe(403);
    expect(step.body).toMatchObject({ error: { code: 'SECOND_FACTOR_REQUIRED' } });
    expect(step.body.id).toBeUndefined();
    const factors = await h.db
      .selectFrom('second_factors')
      .select('kind')
      .where('user_id', '=', c.employee.id)
      .where('confirmed_at', 'is not', null)
      .execute();
    expect(factors).toEqual([{ kind: 'totp' }]);
    // The owner, with the app, gets in.
    expect(await signIn(h, oldEmail, OTHER_PASSWORD, false, OWNER_APP)).toMatch(/\S{20,}/);
  });

  it('removes the factors and recovery codes added since the change, keeps the earlier ones', async () => {
    const { c, report } = await ownerWhoMoved();
    // Whoever made the change (with the password and the session) adds an app of their own and
    // renews the recovery codes.
    const session = c.employee.token;
    const setup = await h.post<{ secret: string }>(
      '/api/account/second-factor/totp',
      { currentPassword: PASSWORD },
      { token: session },
    );
    const added = await h.post<{ recoveryCodes: string[] | null }>(
      '/api/account/second-factor/totp/confirm',
      { code: nextTotpCode(h, setup.body.secret) },
      { token: session },
    );
    expect(added.status).toBe(200);
    const renewed = await h.post<{ recoveryCodes: string[] }>(
      '/api/account/second-factor/recovery-codes',
      { currentPassword: PASSWORD },
      { token: session },
    );
    expect(renewed.status).toBe(200);
    const intruderCode = renewed.body.recoveryCodes[0]!;

    expect((await h.post('/api/employee/report-email-change', { token: report })).status).toBe(200);
    const left = await h.db
      .selectFrom('second_factors')
      .select('totp_secret')
      .where('user_id', '=', c.employee.id)
      .execute();
    expect(left).toHaveLength(1);
    const codes = await h.db
      .selectFrom('recovery_codes')
      .select('code_hash')
      .where('user_id', '=', c.employee.id)
      .execute();
    expect(codes).toEqual([]);
    // The renewed code no longer finishes a sign-in; the owner's app does.
    expect(await resetThroughMailbox(c.employee.email)).toBe(true);
    const step = await passwordStep(c.employee.email, OTHER_PASSWORD);
    const withCode = await h.post(
      '/api/employee/login/second-factor',
      { code: intruderCode },
      { headers: { cookie: challengeCookie(step) } },
    );
    expect(withCode.status).toBe(401);
    expect(await signIn(h, c.employee.email, OTHER_PASSWORD, false, OWNER_APP)).toMatch(/\S{20,}/);
  });

  it('ends the link once the owner signs in with the app they had before the change', async () => {
    const { newEmail, report } = await ownerWhoMoved();
    await signIn(h, newEmail, PASSWORD, false, OWNER_APP);
    const late = await h.post('/api/employee/report-email-change', { token: report });
    expect(late.status).toBe(401);
    expect(late.body).toMatchObject({ error: { code: 'LINK_INVALID' } });
    // The address stays the new one.
    expect((await passwordStep(newEmail, PASSWORD)).status).toBe(403);
  });

  it('keeps the link when the sign-in used a factor added after the change (it may be the intruder’s)', async () => {
    // An intruder with the password and a stolen session moves the account to their mailbox …
    const c = await companyWithPeople(h);
    await giveTotp(h, c.employee.id, OWNER_APP);
    h.clock.advance(60_000);
    const intruderMailbox = uniqueEmail('intruder');
    await h.patch(
      `/api/employee/${c.employee.id}`,
      { email: intruderMailbox, currentPassword: PASSWORD },
      { token: c.employee.token },
    );
    const [confirmation] = await mailsTo(h, intruderMailbox);
    await h.post('/api/employee/confirm-email', { token: linkToken(confirmation!.text_body, '/confirm-email') });
    // … adds an app of their own and signs in with it.
    const setup = await h.post<{ secret: string }>(
      '/api/account/second-factor/totp',
      { currentPassword: PASSWORD },
      { token: c.employee.token },
    );
    await h.post(
      '/api/account/second-factor/totp/confirm',
      { code: nextTotpCode(h, setup.body.secret) },
      { token: c.employee.token },
    );
    await signIn(h, intruderMailbox, PASSWORD, false, setup.body.secret);

    // The owner's report still works: the intruder's app goes, the owner's stays.
    const report = await latestReportLink(c.employee.email);
    const reported = await h.post('/api/employee/report-email-change', { token: report });
    expect(reported.body).toEqual({ success: true, recovery: 'password-reset' });
    const left = await h.db
      .selectFrom('second_factors')
      .select('confirmed_at')
      .where('user_id', '=', c.employee.id)
      .execute();
    expect(left).toHaveLength(1);
    expect(await resetThroughMailbox(c.employee.email)).toBe(true);
    expect(await signIn(h, c.employee.email, OTHER_PASSWORD, false, OWNER_APP)).toMatch(/\S{20,}/);
  });
});

describe('an admin’s report link (issue 44, N1)', () => {
  it('locks the admin account, keeps address, password and factors, and tells every other admin', async () => {
    const other = await adminOf(h);
    const admin = await adminOf(h);
    h.clock.advance(60_000);
    const next = uniqueEmail('admin-new');
    const changed = await h.patch(
      `/api/employee/${admin.id}`,
      { email: next, currentPassword: PASSWORD },
      {
        token: admin.token,
      },
    );
    expect(changed.status).toBe(200);
    const [confirmation] = await mailsTo(h, next);
    await h.post('/api/employee/confirm-email', { token: linkToken(confirmation!.text_body, '/confirm-email') });
    const report = await latestReportLink(admin.email);

    const reported = await h.post('/api/employee/report-email-change', { token: report });
    expect(reported.body).toEqual({ success: true, recovery: 'another-admin' });
    // The old mailbox gains nothing: the address stays, a reset there finds no account.
    expect(await resetThroughMailbox(admin.email, 'appuser')).toBe(false);
    // The account is locked: the password and app no longer sign in, the session ended.
    await expect(signIn(h, next, PASSWORD, true)).rejects.toThrow(/ACCOUNT_LOCKED/);
    expect((await h.get('/api/appuser', { token: admin.token })).status).toBe(401);
    const row = await h.db
      .selectFrom('users')
      .select(['email', 'locked_at', 'password_hash'])
      .where('id', '=', admin.id)
      .executeTakeFirstOrThrow();
    expect(row.email).toBe(next);
    expect(row.locked_at).not.toBeNull();
    expect(row.password_hash).not.toBeNull();
    // The other admin hears of it, sees the lock in the list, and removes the account to create it anew.
    const list = await h.get<Array<{ id: number; locked: boolean }>>('/api/appuser', { token: other.token });
    expect(list.body.find((row) => row.id === admin.id)?.locked).toBe(true);
    expect(list.body.find((row) => row.id === other.id)?.locked).toBe(false);
    const [told] = await mailsTo(h, other.email).then((mails) => mails.slice(-1));
    expect(told!.subject).toBe('Administratorzugang gesperrt: Änderung der E-Mail-Adresse gemeldet');
    expect(told!.text_body).toContain(next);
    expect((await h.request('DELETE', `/api/appuser/${admin.id}`, { token: other.token })).status).toBe(200);
  });
});
