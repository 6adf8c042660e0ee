import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { Company } from '../../src/shared/api/companies.ts';
import { fileHarness } from '../support/api-harness.ts';
import { companyWithPeople, expectRefused, type TestCompany } from '../support/companies.ts';
import { fileAdmin, auditOf } from './admin-support.ts';
import { HEADER_DE, csv, people, utf8 } from './employee-list-fixtures.ts';
import { rawApp } from './files-support.ts';

/**
 * Onboarding (issue 21, point 3; decision 082): the employer chooses in the company's settings
 * which courses every new person gets; an invitation, one by one or an admin's import of a list,
 * assigns them together with the courses it names.
 */

const h = fileHarness();
const request = rawApp(h);
const admin = fileAdmin(h);
const setOnboarding = (c: TestCompany, courses: unknown, token = c.owner.token) =>
  h.patch(`/api/company/${c.companyId}`, { onboardingCourses: courses }, { token });

async function companyOf(c: TestCompany, token = c.owner.token) {
  const response = await h.get(`/api/company/${c.companyId}`, { token });
  expect(response.status).toBe(200);
  return v.parse(Company, response.body);
}

async function coursesOf(email: string) {
  const rows = await h.db
    .selectFrom('training_assignments as ta')
    .innerJoin('users as u', 'u.id', 'ta.user_id')
    .select('ta.training_slug')
    .where('u.email', '=', email)
    .orderBy('ta.training_slug')
    .execute();
  return rows.map((row) => row.training_slug);
}

const invite = (c: TestCompany, email: string, assignedCourseList: string[], token = c.owner.token) =>
  h.post('/api/employee/invite-employee', { firstname: 'Nora', lastname: 'Neu', email, assignedCourseList }, { token });

describe('onboarding courses', () => {
  it('are none at first, are chosen by the employer once each in the portal’s order, and are read by managers', async () => {
    const c = await companyWithPeople(h);
    expect((await companyOf(c)).onboardingCourses).toEqual([]);
    const response = await setOnboarding(c, ['malware', 'password-security', 'malware']);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(v.parse(Company, response.body).onboardingCourses).toEqual(['password-security', 'malware']);
    expect((await companyOf(c, c.manager.token)).onboardingCourses).toEqual(['password-security', 'malware']);
    const [entry] = (await auditOf(h, 'company.updated')).slice(-1);
    expect(entry?.details).toMatchObject({ fields: ['onboardingCourses'] });
  });

  it('refuses an unknown course with 400 and a manager or employee with 403, changing nothing', async () => {
    const c = await companyWithPeople(h);
    await setOnboarding(c, ['byod']);
    await expectRefused(h, () => setOnboarding(c, ['byod', 'astrology']), 400, 'VALIDATION_FAILED');
    await expectRefused(h, () => setOnboarding(c, 'byod'), 400, 'VALIDATION_FAILED');
    await expectRefused(h, () => setOnboarding(c, [], c.manager.token), 403, 'ACCESS_DENIED');
    await expectRefused(h, () => setOnboarding(c, [], c.employee.token), 403, 'ACCESS_DENIED');
    const other = await companyWithPeople(h);
    await expectRefused(h, () => setOnboarding(c, [], other.owner.token), 403, 'ACCESS_DENIED');
    expect((await companyOf(c)).onboardingCourses).toEqual(['byod']);
  });

  it('are assigned with every invitation, together with the courses it names, each once', async () => {
    const c = await companyWithPeople(h);
    await setOnboarding(c, ['malware', 'byod']);
    const nothingNamed = `neu.${Date.now()}@onboarding.de`;
    expect((await invite(c, nothingNamed, [])).status).toBe(200);
    expect(await coursesOf(nothingNamed)).toEqual(['byod', 'malware']);

    const someNamed = `neu2.${Date.now()}@onboarding.de`;
    expect((await invite(c, someNamed, ['email-security', 'malware'], c.manager.token)).status).toBe(200);
    expect(await coursesOf(someNamed)).toEqual(['byod', 'email-security', 'malware']);
    const [entry] = (await auditOf(h, 'employee.invited')).slice(-1);
    expect(entry?.details).toMatchObject({ courses: ['email-security', 'malware', 'byod'] });

    // Cleared again: an invitation gives only what it names.
    await setOnboarding(c, []);
    const later = `neu3.${Date.now()}@onboarding.de`;
    expect((await invite(c, later, ['remote-work'])).status).toBe(200);
    expect(await coursesOf(later)).toEqual(['remote-work']);
  });

  it('are assigned to everyone an admin imports from a list, and not to people who were there before', async () => {
    const c = await companyWithPeople(h);
    await setOnboarding(c, ['social-engineering', 'cyber-emergency']);
    const form = new FormData();
    form.append(
      'file',
      new File(
        [utf8(csv([HEADER_DE, ...people(3, 'onboarding-liste.de'), ['Eva', 'Schon-Da', c.employee.email]]))],
        'team.csv',
      ),
    );
    form.append('employerId', String(c.owner.id));
    const response = await request('/api/employee/upload-employee-list', {
      method: 'POST',
      body: form,
      token: admin.token,
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const imported = await h.db
      .selectFrom('users')
      .select('email')
      .where('email', 'like', '%@onboarding-liste.de')
      .execute();
    expect(imported).toHaveLength(3);
    for (const { email } of imported) expect(await coursesOf(email)).toEqual(['cyber-emergency', 'social-engineering']);
    expect(await coursesOf(c.employee.email)).toEqual([]);
  });
});
