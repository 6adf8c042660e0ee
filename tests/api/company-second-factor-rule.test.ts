import { describe, expect, it } from 'vitest';
import type { SecondFactorRule } from '../../src/shared/rules/second-factor-rule.ts';
import { fileHarness } from '../support/api-harness.ts';
import { companyWithPeople, type TestCompany } from '../support/companies.ts';
import { PASSWORD, nextTotpCode, type Person } from '../support/factories.ts';
import { auditOf, fileAdmin } from './admin-support.ts';

/**
 * A company's own second-factor rule (issue 44, point 3; decision 099): its employer requires a
 * second factor of the leaders (employer and managers) or of everyone; whoever it covers and has none
 * may only set one up, cannot remove their last one, and the employer sees who has one.
 */
const h = fileHarness();
const admin = fileAdmin(h);

type Failure = { error: { code: string; message: string } };
type Listed = { id: number; hasSecondFactor: boolean };

const setRule = (c: TestCompany, rule: SecondFactorRule, by: Person = c.owner) =>
  h.patch<{ secondFactorRule: string } & Failure>(
    `/api/company/${c.companyId}`,
    { secondFactorRule: rule },
    { token: by.token, lang: 'en' },
  );

/** Adds an authenticator app through the API, as the set-up page does; answers the factor's id. */
async function addApp(person: Person): Promise<number> {
  const started = await h.post<{ secret: string }>(
    '/api/account/second-factor/totp',
    { currentPassword: PASSWORD },
    { token: person.token },
  );
  expect(started.status).toBe(200);
  const confirmed = await h.post(
    '/api/account/second-factor/totp/confirm',
    { code: nextTotpCode(h, started.body.secret) },
    { token: person.token },
  );
  expect(confirmed.status).toBe(200);
  const status = await h.get<{ factors: { id: number }[] }>('/api/account/second-factor', { token: person.token });
  return status.body.factors[0]!.id;
}

const trainings = (person: Person) => h.get<Failure>('/api/trainings', { token: person.token, lang: 'en' });

describe('a company’s second-factor rule (issue 44, point 3)', () => {
  it('is set by the company’s employer only, shown with the company and audited', async () => {
    const c = await companyWithPeople(h);
    const other = await companyWithPeople(h);
    expect((await h.get<{ secondFactorRule: string }>(`/api/company/${c.companyId}`, c.owner)).body).toMatchObject({
      secondFactorRule: 'none',
    });

    const byManager = await setRule(c, 'everyone', c.manager);
    expect(byManager.status).toBe(403);
    const byAdmin = await setRule(c, 'everyone', admin);
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.error.code).toBe('ACCESS_DENIED');
    const byOtherEmployer = await setRule(c, 'everyone', other.owner);
    expect(byOtherEmployer.status).toBe(403);
    const unknown = await h.patch<Failure>(
      `/api/company/${c.companyId}`,
      { secondFactorRule: 'admins' },
      { token: c.owner.token },
    );
    expect(unknown.status).toBe(400);
    expect((await h.get<{ secondFactorRule: string }>(`/api/company/${c.companyId}`, c.owner)).body).toMatchObject({
      secondFactorRule: 'none',
    });

    const set = await setRule(c, 'everyone');
    expect(set.status).toBe(200);
    expect(set.body.secondFactorRule).toBe('everyone');
    const [entry] = (await auditOf(h, 'company.second_factor_rule_changed')).slice(-1);
    expect(entry).toMatchObject({ actor_id: c.owner.id, target_company_id: c.companyId });
    expect(entry?.details).toMatchObject({ from: 'none', to: 'everyone' });
    // The other company is untouched.
    expect(
      (await h.get<{ secondFactorRule: string }>(`/api/company/${other.companyId}`, other.owner)).body.secondFactorRule,
    ).toBe('none');
  });

  it('under "leaders" leads a manager without a factor to set one up, and leaves employees alone', async () => {
    const c = await companyWithPeople(h);
    // The manager's session is known to the server before the rule changes.
    expect((await trainings(c.manager)).status).toBe(200);
    const owner = await addApp(c.owner);
    expect(owner).toBeGreaterThan(0);
    expect((await setRule(c, 'leaders')).status).toBe(200);

    const refused = await trainings(c.manager);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: 'SECOND_FACTOR_SETUP_REQUIRED',
      message: 'Your account must sign in with a second factor. Please set up an authenticator app or a passkey first.',
    });
    expect((await h.get<Failure>(`/api/company/${c.companyId}/employees`, c.manager)).status).toBe(403);
    // Only the own account may be read meanwhile, not a colleague's.
    const own = await h.get<{ secondFactorRequired: boolean; hasSecondFactor: boolean }>(
      `/api/employee/${c.manager.id}`,
      c.manager,
    );
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ secondFactorRequired: true, hasSecondFactor: false });
    const colleague = await h.get<Failure>(`/api/employee/${c.employee.id}`, c.manager);
    expect(colleague.body.error.code).toBe('SECOND_FACTOR_SETUP_REQUIRED');
    expect((await h.get<{ required: boolean }>('/api/account/second-factor', c.manager)).body.required).toBe(true);
    expect((await h.get('/api/account/sessions', c.manager)).status).toBe(200);

    // The employee is not covered; the employer has a factor already.
    expect((await trainings(c.employee)).status).toBe(200);
    expect((await h.get<{ required: boolean }>('/api/account/second-factor', c.employee)).body.required).toBe(false);
    expect((await trainings(c.owner)).status).toBe(200);

    await addApp(c.manager);
    expect((await trainings(c.manager)).status).toBe(200);
    expect((await h.get(`/api/company/${c.companyId}/employees`, c.manager)).status).toBe(200);
  });

  it('under "everyone" covers employees too, and covers the employer who sets it without a factor', async () => {
    const c = await companyWithPeople(h);
    expect((await setRule(c, 'everyone')).status).toBe(200);
    expect((await trainings(c.employee)).body.error.code).toBe('SECOND_FACTOR_SETUP_REQUIRED');
    expect((await trainings(c.owner)).body.error.code).toBe('SECOND_FACTOR_SETUP_REQUIRED');

    await addApp(c.employee);
    expect((await trainings(c.employee)).status).toBe(200);
    // Lifting the rule frees the others at once.
    await addApp(c.owner);
    expect((await setRule(c, 'none')).status).toBe(200);
    expect((await trainings(c.manager)).status).toBe(200);
  });

  it('refuses removing the last factor while the rule requires one', async () => {
    const c = await companyWithPeople(h);
    const factor = await addApp(c.employee);
    await addApp(c.owner);
    expect((await setRule(c, 'everyone')).status).toBe(200);
    const remove = () =>
      h.post<Failure>(
        `/api/account/second-factor/${factor}/remove`,
        { currentPassword: PASSWORD },
        { token: c.employee.token, lang: 'en' },
      );
    const refused = await remove();
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: 'SECOND_FACTOR_REQUIRED_FOR_ROLE',
      message: 'Your account must keep a second factor. Please add another one before removing this one.',
    });

    expect((await setRule(c, 'leaders')).status).toBe(200);
    expect((await remove()).status).toBe(200);
  });

  it('shows the employer who of the company has a second factor', async () => {
    const c = await companyWithPeople(h);
    await addApp(c.manager);
    const list = await h.get<Listed[]>(`/api/company/${c.companyId}/employees`, c.owner);
    expect(list.status).toBe(200);
    const has = Object.fromEntries(list.body.map((person) => [person.id, person.hasSecondFactor]));
    expect(has).toEqual({ [c.owner.id]: false, [c.manager.id]: true, [c.employee.id]: false });
  });
});
