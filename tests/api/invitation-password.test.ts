import { describe, expect, it } from 'vitest';
import { INVITATION_TTL_SECONDS } from '../../src/shared/constants.ts';
import { issueSingleUseToken } from '../../src/server/identity/tokens.ts';
import { fileHarness } from '../support/api-harness.ts';
import { OTHER_PASSWORD, createPerson, registerEmployer, tableCounts } from '../support/factories.ts';

const h = fileHarness();

/** An invited person without a password and their invitation token (the invite call comes with the company issue). */
async function invited() {
  const owner = await registerEmployer(h);
  const person = await createPerson(h, 'employee', owner.companyId, { password: null, isFirstLogin: true });
  const { token } = await issueSingleUseToken(h.db, person.id, 'invitation', INVITATION_TTL_SECONDS, h.clock.now);
  return { person, token };
}

describe('POST /employee/change-password (invitation link)', () => {
  it('sets the password, accepts the privacy notice, ends the first login and lets the person sign in', async () => {
    const { person, token } = await invited();
    const response = await h.post(
      '/api/employee/change-password',
      { password: OTHER_PASSWORD, confirmPassword: OTHER_PASSWORD, dataProtectionPolicyAccepted: true },
      { token },
    );
    expect(response).toMatchObject({ status: 200, body: { success: true, email: person.email } });
    const user = await h.db.selectFrom('users').selectAll().where('id', '=', person.id).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ active: true, is_first_login: false });
    expect(user.data_protection_policy_accepted_at).not.toBeNull();
    const login = await h.post('/api/employee/login', { email: person.email, password: OTHER_PASSWORD });
    expect(login.status).toBe(200);
    // The link is single-use.
    expect(
      (
        await h.post(
          '/api/employee/change-password',
          { password: OTHER_PASSWORD, dataProtectionPolicyAccepted: true },
          { token },
        )
      ).status,
    ).toBe(401);
  });

  it.each([
    ['without the privacy checkbox', { password: OTHER_PASSWORD, confirmPassword: OTHER_PASSWORD }, 'CONSENT_REQUIRED'],
    [
      'with a differing confirmation',
      { password: OTHER_PASSWORD, confirmPassword: 'nope', dataProtectionPolicyAccepted: true },
      'PASSWORDS_DO_NOT_MATCH',
    ],
    ['with a weak password', { password: 'aaaaaaaaaaaaaaaa', dataProtectionPolicyAccepted: true }, 'PASSWORD_TOO_WEAK'],
  ])('refuses %s and changes nothing', async (_, body, code) => {
    const { person, token } = await invited();
    const before = await tableCounts(h);
    const response = await h.post('/api/employee/change-password', body, { token });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: { code } });
    expect(await tableCounts(h)).toEqual(before);
    const user = await h.db
      .selectFrom('users')
      .select(['active', 'password_hash'])
      .where('id', '=', person.id)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ active: false, password_hash: null });
  });

  it('is used once even when sent several times at the same moment', async () => {
    const { person, token } = await invited();
    const passwords = ['Wanderweg Kompass Laterne', 'Gießkanne Komet Leuchtturm', 'Fahrrad Wolke Trompete'];
    const answers = await Promise.all(
      passwords.map((password) =>
        h.post(
          '/api/employee/change-password',
          { password, confirmPassword: password, dataProtectionPolicyAccepted: true },
          { token },
        ),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401, 401]);
    for (const refused of answers.filter((a) => a.status === 401)) {
      expect(refused.body).toMatchObject({ error: { code: 'LINK_INVALID' } });
    }
    const accepted = await h.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'account.invitation_accepted')
      .where('target_user_id', '=', person.id)
      .execute();
    expect(accepted).toHaveLength(1);
    const winner = passwords[answers.findIndex((a) => a.status === 200)]!;
    // One after the other: sign-ins of one account are checked one at a time (decision 065).
    const signIns = [];
    for (const password of passwords)
      signIns.push(await h.post('/api/employee/login', { email: person.email, password }));
    expect(signIns.map((s, i) => [passwords[i], s.status])).toEqual(
      passwords.map((p) => [p, p === winner ? 200 : 401]),
    );
  });

  it('refuses an expired invitation (14 days) and a session token', async () => {
    const { token } = await invited();
    const owner = await registerEmployer(h);
    expect(
      (
        await h.post(
          '/api/employee/change-password',
          { password: OTHER_PASSWORD, dataProtectionPolicyAccepted: true },
          { token: owner.token },
        )
      ).status,
    ).toBe(401);
    h.clock.advance((INVITATION_TTL_SECONDS + 1) * 1000);
    const expired = await h.post(
      '/api/employee/change-password',
      { password: OTHER_PASSWORD, dataProtectionPolicyAccepted: true },
      { token },
    );
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ error: { code: 'LINK_INVALID' } });
  });
});
