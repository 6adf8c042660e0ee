import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CourseList } from '../../src/shared/api/courses.ts';
import { CompanyStatistics } from '../../src/shared/api/statistics.ts';
import type { CourseSlug } from '../../src/shared/courses.ts';
import { fileHarness } from '../support/api-harness.ts';
import { companyWithPeople, expectRefused, type TestCompany } from '../support/companies.ts';
import { signIn, type Person } from '../support/factories.ts';
import { passCourse } from '../support/learning.ts';

/**
 * Deadlines (issue 21, point 4; decision 083): the employer or a manager sets the day by which a
 * course is to be passed, for one person or everyone who has it; the learner sees it, and the
 * company statistics list who is past it until they pass.
 */

const h = fileHarness();

const DAY_MS = 24 * 60 * 60 * 1000;
/** The day `days` after the harness clock, yyyy-mm-dd in German time. */
const dayAhead = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(
    new Date(h.clock.now.getTime() + days * DAY_MS),
  );

const setDeadline = (token: string, body: Record<string, unknown>) =>
  h.post('/api/trainings/set-deadline', body, { token });

async function assignAll(c: TestCompany, slug: CourseSlug) {
  expect((await h.post('/api/trainings/assign-to-all', { trainingSlug: slug }, { token: c.owner.token })).status).toBe(
    200,
  );
}

async function deadlinesSeenBy(person: Person, slug: CourseSlug) {
  const response = await h.get('/api/trainings', { token: person.token });
  expect(response.status).toBe(200);
  return v.parse(CourseList, response.body).find((course) => course.slug === slug)!.deadlines;
}

async function overdue(c: TestCompany) {
  const response = await h.get('/api/statistics/get-company-stats', { token: c.owner.token });
  expect(response.status).toBe(200);
  return v.parse(CompanyStatistics, response.body).overduePeople;
}

async function pass(person: Person, slug: CourseSlug) {
  await passCourse(h, person.token, slug);
}

describe('POST /trainings/set-deadline', () => {
  it('sets a deadline for everyone who has the course; each learner sees their own, staff see all', async () => {
    const c = await companyWithPeople(h);
    await assignAll(c, 'malware');
    const due = dayAhead(14);
    const set = await setDeadline(c.owner.token, { trainingSlug: 'malware', dueOn: due });
    expect(set.body).toEqual({ success: true, changed: 3 });
    expect((await setDeadline(c.owner.token, { trainingSlug: 'malware', dueOn: due })).body).toEqual({
      success: true,
      changed: 0,
    });
    expect(await deadlinesSeenBy(c.employee, 'malware')).toEqual([{ ownerId: c.employee.id, dueOn: due }]);
    const seenByManager = await deadlinesSeenBy(c.manager, 'malware');
    expect(seenByManager.map((d) => d.ownerId).sort()).toEqual([c.owner.id, c.manager.id, c.employee.id].sort());
    // A course nobody has gets none.
    expect((await setDeadline(c.owner.token, { trainingSlug: 'byod', dueOn: due })).body).toEqual({
      success: true,
      changed: 0,
    });
  });

  it('sets or removes one person’s deadline, for staff of the person’s company only', async () => {
    const c = await companyWithPeople(h);
    await assignAll(c, 'byod');
    const due = dayAhead(30);
    const one = await setDeadline(c.manager.token, { trainingSlug: 'byod', ownerId: c.employee.id, dueOn: due });
    expect(one.body).toEqual({ success: true, changed: 1 });
    expect(await deadlinesSeenBy(c.owner, 'byod')).toEqual([{ ownerId: c.employee.id, dueOn: due }]);

    const other = await companyWithPeople(h);
    await expectRefused(
      h,
      () => setDeadline(other.owner.token, { trainingSlug: 'byod', ownerId: c.employee.id, dueOn: due }),
      403,
      'ACCESS_DENIED',
    );
    await expectRefused(
      h,
      () => setDeadline(c.employee.token, { trainingSlug: 'byod', dueOn: due }),
      403,
      'ACCESS_DENIED',
    );

    const removed = await setDeadline(c.owner.token, { trainingSlug: 'byod', ownerId: c.employee.id, dueOn: null });
    expect(removed.body).toEqual({ success: true, changed: 1 });
    expect(await deadlinesSeenBy(c.employee, 'byod')).toEqual([]);
  });

  it.each([
    ['yesterday', () => dayAhead(-1)],
    ['more than five years ahead', () => dayAhead(5 * 366 + 2)],
    ['a day the calendar lacks', () => '2027-02-30'],
    ['a moment instead of a day', () => '2027-02-01T00:00:00Z'],
    ['a number', () => 20270201],
  ])('refuses %s with 400 and changes nothing', async (_, dueOn) => {
    const c = await companyWithPeople(h);
    await assignAll(c, 'email-security');
    await expectRefused(
      h,
      () => setDeadline(c.owner.token, { trainingSlug: 'email-security', dueOn: dueOn() }),
      400,
      'VALIDATION_FAILED',
    );
    expect(await deadlinesSeenBy(c.owner, 'email-security')).toEqual([]);
  });
});

describe('overdue people', () => {
  it('lists who is past a deadline without having passed, until they pass', async () => {
    const c = await companyWithPeople(h);
    await assignAll(c, 'remote-work');
    await assignAll(c, 'social-media');
    const soon = dayAhead(3);
    await setDeadline(c.owner.token, { trainingSlug: 'remote-work', ownerId: c.employee.id, dueOn: soon });
    await setDeadline(c.owner.token, { trainingSlug: 'social-media', dueOn: dayAhead(5) });
    await pass(c.manager, 'social-media');
    expect(await overdue(c)).toEqual([]);

    // On the due day itself nobody is late yet; the day after, they are.
    h.clock.now = new Date(h.clock.now.getTime() + 3 * DAY_MS);
    c.owner.token = await signIn(h, c.owner.email, c.owner.password);
    expect(await overdue(c)).toEqual([]);
    h.clock.now = new Date(h.clock.now.getTime() + 3 * DAY_MS);
    c.owner.token = await signIn(h, c.owner.email, c.owner.password);
    c.employee.token = await signIn(h, c.employee.email, c.employee.password);
    const late = await overdue(c);
    // The earliest deadline first: the employee's (in three days), then the employer's.
    expect(late.map((p) => [p.userId, p.courses.map((course) => course.trainingSlug)])).toEqual([
      [c.employee.id, ['remote-work', 'social-media']],
      [c.owner.id, ['social-media']],
    ]);
    expect(late[0]!.courses[0]).toEqual({ trainingSlug: 'remote-work', dueOn: soon });

    await pass(c.employee, 'remote-work');
    expect((await overdue(c)).find((p) => p.userId === c.employee.id)?.courses).toEqual([
      { trainingSlug: 'social-media', dueOn: dayAhead(-1) },
    ]);
  });

  it('does not count a pass that had lapsed before the deadline as meeting it', async () => {
    const c = await companyWithPeople(h);
    await assignAll(c, 'patchmanagement');
    await pass(c.employee, 'patchmanagement');
    // More than a year later the pass has lapsed; a new deadline in two days is then missed.
    h.clock.now = new Date(h.clock.now.getTime() + 400 * DAY_MS);
    c.owner.token = await signIn(h, c.owner.email, c.owner.password);
    await setDeadline(c.owner.token, { trainingSlug: 'patchmanagement', ownerId: c.employee.id, dueOn: dayAhead(2) });
    h.clock.now = new Date(h.clock.now.getTime() + 10 * DAY_MS);
    c.owner.token = await signIn(h, c.owner.email, c.owner.password);
    expect((await overdue(c)).map((p) => p.userId)).toContain(c.employee.id);
  });

  it('counts a pass by the deadline that lapsed only later as meeting it', async () => {
    const c = await companyWithPeople(h);
    await assignAll(c, 'physical-security');
    await setDeadline(c.owner.token, { trainingSlug: 'physical-security', ownerId: c.employee.id, dueOn: dayAhead(5) });
    await pass(c.employee, 'physical-security');
    h.clock.now = new Date(h.clock.now.getTime() + 400 * DAY_MS);
    c.owner.token = await signIn(h, c.owner.email, c.owner.password);
    expect((await overdue(c)).map((p) => p.userId)).not.toContain(c.employee.id);
  });
});
