import { describe, expect, it } from 'vitest';
import type { CompanyEmployee } from '../../src/shared/api/company-employees.ts';
import { INVITATION_TTL_SECONDS } from '../../src/shared/constants.ts';
import { fileHarness } from '../support/api-harness.ts';
import { OTHER_PASSWORD, linkToken, mailsTo, registerEmployer, signIn, uniqueEmail } from '../support/factories.ts';

const h = fileHarness();

const acceptance = { password: OTHER_PASSWORD, confirmPassword: OTHER_PASSWORD, dataProtectionPolicyAccepted: true };

/** The link of the newest mail to `email`, its token and the e-mail its query carries. */
async function newestLink(email: string) {
  const mails = await mailsTo(h, email);
  const text = mails.at(-1)!.text_body;
  const url = new URL(text.match(/http:\/\/portal\.test\/login\/\S+/)![0]);
  return { token: linkToken(text, '/login'), email: url.searchParams.get('email'), count: mails.length };
}

async function invitationOf(ownerToken: string, companyId: number, id: number) {
  const list = await h.get<CompanyEmployee[]>(`/api/company/${companyId}/employees`, { token: ownerToken });
  return list.body.find((person) => person.id === id)?.invitation;
}

describe('the invitation flow, end to end', () => {
  it('employer invites; the person sets a password through the mailed link, signs in and has the courses', async () => {
    const owner = await registerEmployer(h);
    const email = uniqueEmail('lena');
    const invited = await h.post<{ employeeId: number }>(
      '/api/employee/invite-employee',
      {
        firstname: 'Lena',
        lastname: 'Lorenz',
        email,
        isManager: false,
        assignedCourseList: ['password-security', 'email-security'],
      },
      { token: owner.token },
    );
    expect(invited.status).toBe(200);
    const id = invited.body.employeeId;
    expect(await invitationOf(owner.token, owner.companyId!, id)).toBe('pending');

    const link = await newestLink(email);
    expect(link.email).toBe(email);
    // The page can ask whether the link is good before the person types anything; asking uses nothing up.
    expect(await h.get('/api/employee/invitation', { token: link.token })).toMatchObject({
      status: 200,
      body: { email },
    });
    expect((await h.get('/api/employee/invitation', { token: link.token })).status).toBe(200);
    const accepted = await h.post('/api/employee/change-password', acceptance, { token: link.token });
    expect(accepted).toMatchObject({ status: 200, body: { success: true, email } });

    const token = await signIn(h, email, OTHER_PASSWORD);
    const me = await h.get(`/api/employee/${id}`, { token });
    expect(me.body).toMatchObject({
      id,
      role: 'employee',
      companyId: owner.companyId,
      active: true,
      isFirstLogin: false,
      dataProtectionPolicyAccepted: true,
      lang: 'de',
      assignedCourseList: ['email-security', 'password-security'],
    });
    expect(await invitationOf(owner.token, owner.companyId!, id)).toBe('accepted');
    expect((await h.post('/api/employee/change-password', acceptance, { token: link.token })).status).toBe(401);
    const used = await h.get<{ error: { code: string } }>('/api/employee/invitation', { token: link.token });
    expect([used.status, used.body.error.code]).toEqual([401, 'LINK_INVALID']);
  });

  it('the link ends after 14 days; a resent link works and the old one stays dead', async () => {
    const owner = await registerEmployer(h);
    const email = uniqueEmail('paul');
    const invited = await h.post<{ employeeId: number }>(
      '/api/employee/invite-employee',
      { firstname: 'Paul', lastname: 'Peters', email, assignedCourseList: ['malware'] },
      { token: owner.token },
    );
    const id = invited.body.employeeId;
    const first = await newestLink(email);

    h.clock.advance(INVITATION_TTL_SECONDS * 1000 - 1000);
    let ownerToken = await signIn(h, owner.email, owner.password);
    expect(await invitationOf(ownerToken, owner.companyId!, id)).toBe('pending');
    h.clock.advance(2000);
    expect(await invitationOf(ownerToken, owner.companyId!, id)).toBe('expired');
    expect((await h.post('/api/employee/change-password', acceptance, { token: first.token })).status).toBe(401);

    ownerToken = await signIn(h, owner.email, owner.password);
    const resent = await h.get(`/api/employee/resend-invitation?employeeId=${id}`, { token: ownerToken });
    expect(resent.status).toBe(200);
    const second = await newestLink(email);
    expect(second.count).toBe(2);
    expect(second.token).not.toBe(first.token);
    expect(await invitationOf(ownerToken, owner.companyId!, id)).toBe('pending');

    expect((await h.post('/api/employee/change-password', acceptance, { token: first.token })).status).toBe(401);
    expect((await h.post('/api/employee/change-password', acceptance, { token: second.token })).status).toBe(200);
    const token = await signIn(h, email, OTHER_PASSWORD);
    expect((await h.get(`/api/employee/${id}`, { token })).body).toMatchObject({ assignedCourseList: ['malware'] });
  });

  it('resending kills a link that is still valid', async () => {
    const owner = await registerEmployer(h);
    const email = uniqueEmail('rita');
    const invited = await h.post<{ employeeId: number }>(
      '/api/employee/invite-employee',
      { firstname: 'Rita', lastname: 'Roth', email, isManager: true },
      { token: owner.token },
    );
    const first = await newestLink(email);
    await h.get(`/api/employee/resend-invitation?employeeId=${invited.body.employeeId}`, { token: owner.token });
    const second = await newestLink(email);
    expect((await h.post('/api/employee/change-password', acceptance, { token: first.token })).status).toBe(401);
    expect((await h.post('/api/employee/change-password', acceptance, { token: second.token })).status).toBe(200);
    const token = await signIn(h, email, OTHER_PASSWORD);
    expect((await h.get(`/api/employee/${invited.body.employeeId}`, { token })).body).toMatchObject({
      role: 'manager',
    });
  });
});
