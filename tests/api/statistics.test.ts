import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ATTENTION_AFTER_DAYS,
  CompanyStatistics,
  OverallStatistics,
  type StatisticsFigures,
} from '../../src/shared/api/statistics.ts';
import type { SaveProgressRequest } from '../../src/shared/api/progress.ts';
import { COURSE_SLUGS, type CourseSlug } from '../../src/shared/courses.ts';
import { summaryMismatches } from '../../src/server/statistics/summary-check.ts';
import { foldAll } from '../../src/server/statistics/summary-folding.ts';
import { fileHarness } from '../support/api-harness.ts';
import { companyWithPeople, expectRefused, legacyCompany, type TestCompany } from '../support/companies.ts';
import { createPerson, registerEmployer, signIn, uniqueEmail, type Person } from '../support/factories.ts';
import { quizAttempt } from '../support/learning.ts';

const h = fileHarness();

const DAY = 24 * 60 * 60 * 1000;
const ATTENTION_MS = ATTENTION_AFTER_DAYS * DAY;

/** A save operation's fields besides opId and trainingSlug (SaveProgressRequest). */
type Op = Partial<Record<keyof SaveProgressRequest, unknown>>;

async function save(person: Person, slug: CourseSlug, op: Op) {
  const response = await h.post(
    '/api/progress/save-progress',
    { opId: crypto.randomUUID(), trainingSlug: slug, ...op },
    { token: person.token },
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

/** A quiz attempt with `wrong` wrong answers (score 100 - 20 * wrong; 80 passes). */
const quiz = async (person: Person, slug: CourseSlug, wrong: number) =>
  save(person, slug, { quizAttempt: await quizAttempt(h, person.token, slug, { wrong }) });

async function assign(c: TestCompany, person: Person, ...slugs: CourseSlug[]) {
  for (const slug of slugs) {
    const response = await h.post(
      '/api/trainings/assign',
      { trainingSlug: slug, ownerId: person.id },
      { token: c.owner.token },
    );
    expect(response.status).toBe(200);
  }
}

async function revoke(c: TestCompany, person: Person, slug: CourseSlug) {
  const response = await h.post(
    '/api/trainings/revoke',
    { trainingSlug: slug, ownerId: person.id },
    { token: c.owner.token },
  );
  expect(response.body).toEqual({ success: true, changed: 1 });
}

/** Sessions live 14 days; after the clock has moved on, people sign in again. */
async function again(person: Person): Promise<Person> {
  return { ...person, token: await signIn(h, person.email, person.password, person.role === 'admin') };
}

async function companyStats(person: Person): Promise<CompanyStatistics> {
  const response = await h.get('/api/statistics/get-company-stats', { token: person.token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return v.parse(CompanyStatistics, response.body);
}

async function overallStats(admin: Person, query = ''): Promise<OverallStatistics> {
  const response = await h.get(`/api/statistics/get-overall-stats${query}`, { token: admin.token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return v.parse(OverallStatistics, response.body);
}

const figures = (stats: StatisticsFigures): StatisticsFigures => ({
  population: stats.population,
  started: stats.started,
  finishedAll: stats.finishedAll,
  attention: stats.attention,
  averageWorkingTimeSeconds: stats.averageWorkingTimeSeconds,
  quizRepeats: stats.quizRepeats,
  trainingRepeats: stats.trainingRepeats,
  averageQuizScore: stats.averageQuizScore,
});

const course = (stats: CompanyStatistics, slug: CourseSlug) => stats.courses.find((c) => c.trainingSlug === slug);

const NOBODY: StatisticsFigures = {
  population: 0,
  started: 0,
  finishedAll: 0,
  attention: 0,
  averageWorkingTimeSeconds: null,
  quizRepeats: 0,
  trainingRepeats: 0,
  averageQuizScore: null,
};

/** The summaries once the queued changes are folded in, as the background fold does every second. */
async function expectExactSummaries() {
  await foldAll(h.db);
  expect(await summaryMismatches(h.db)).toEqual({ learners: 0, companies: 0, courses: 0 });
}

describe('GET /statistics/get-company-stats', () => {
  it('counts nobody in a company without courses, and lists every course with zeros', async () => {
    const c = await companyWithPeople(h);
    const stats = await companyStats(c.owner);
    expect(figures(stats)).toEqual(NOBODY);
    expect(stats.people).toBe(3);
    expect(stats.courses.map((x) => x.trainingSlug)).toEqual([...COURSE_SLUGS]);
    expect(stats.courses.every((x) => x.assigned === 0 && x.averageQuizScore === null)).toBe(true);
    expect(stats.attentionPeople).toEqual([]);

    // A company of its owner alone, who takes a course.
    const alone = await registerEmployer(h);
    expect((await companyStats(alone)).people).toBe(1);
    const response = await h.post(
      '/api/trainings/assign',
      { trainingSlug: 'byod', ownerId: alone.id },
      { token: alone.token },
    );
    expect(response.status).toBe(200);
    expect(figures(await companyStats(alone))).toEqual({ ...NOBODY, population: 1 });
  });

  it('counts assigned people who have not started, and flags them 30 days after the assignment', async () => {
    const c = await companyWithPeople(h);
    const assignedAt = h.clock.now;
    await assign(c, c.employee, 'malware', 'byod');
    await assign(c, c.owner, 'malware');
    expect(figures(await companyStats(c.manager))).toEqual({ ...NOBODY, population: 2 });

    h.clock.advance(ATTENTION_MS - 1);
    const manager = await again(c.manager);
    expect((await companyStats(manager)).attention).toBe(0);
    h.clock.advance(1);
    const due = await companyStats(manager);
    expect(due.attention).toBe(2);
    expect(due.attentionPeople).toEqual([
      // Same day: by last name (Muster before Schmidt).
      {
        userId: c.employee.id,
        firstname: 'Max',
        lastname: 'Muster',
        overdueCourses: ['byod', 'malware'],
        overdueSince: assignedAt.toISOString(),
      },
      {
        userId: c.owner.id,
        firstname: 'Petra',
        lastname: 'Schmidt',
        overdueCourses: ['malware'],
        overdueSince: assignedAt.toISOString(),
      },
    ]);
  });

  it('computes every figure of a hand-made company, through revocations, a deletion and a reset', async () => {
    const c = await companyWithPeople(h);
    const [e1, e2, idle] = [
      await createPerson(h, 'employee', c.companyId),
      await createPerson(h, 'employee', c.companyId),
      await createPerson(h, 'employee', c.companyId),
    ];
    const t0 = h.clock.now;
    await assign(c, c.owner, 'malware', 'byod');
    await assign(c, c.manager, 'malware');
    await assign(c, e1, 'malware', 'byod', 'email-security');
    await assign(c, e2, 'malware');
    // c.employee and idle have no course. Learning time needs the wall time to pass.
    h.clock.advance(10 * 60_000);

    // Owner: malware 100 s, failed with 60 %, passed with 100 % (one quiz repeat); byod untouched.
    await save(c.owner, 'malware', { slide: 3, secondsSpent: 100, moduleFinished: true });
    await quiz(c.owner, 'malware', 2);
    await quiz(c.owner, 'malware', 0);
    // Manager: malware 200 s, repeated the module once, passed with 100 %: finished everything.
    await save(c.manager, 'malware', { secondsSpent: 200, moduleFinished: true });
    await save(c.manager, 'malware', { moduleRepeated: true });
    await quiz(c.manager, 'malware', 0);
    // e1: malware passed with 80 % (no time sent), byod 50 s in progress, email-security untouched.
    await quiz(e1, 'malware', 1);
    await save(e1, 'byod', { slide: 2, secondsSpent: 50 });
    // e2: malware failed twice, 40 % then 20 % (best 40, one repeat).
    await quiz(e2, 'malware', 3);
    await quiz(e2, 'malware', 4);

    let stats = await companyStats(c.owner);
    expect(stats.people).toBe(6);
    expect(figures(stats)).toEqual({
      population: 4, // owner, manager, e1, e2
      started: 4,
      finishedAll: 1, // the manager
      attention: 0,
      averageWorkingTimeSeconds: 88, // (100 + 200 + 50) / 4 = 87.5
      quizRepeats: 2, // owner 1, e2 1
      trainingRepeats: 1,
      averageQuizScore: 80, // (100 + 100 + 80 + 40) / 4
    });
    expect(course(stats, 'malware')).toEqual({
      trainingSlug: 'malware',
      assigned: 4,
      started: 4,
      passed: 3,
      averageQuizScore: 80,
    });
    expect(course(stats, 'byod')).toEqual({
      trainingSlug: 'byod',
      assigned: 2,
      started: 1,
      passed: 0,
      averageQuizScore: null,
    });
    expect(course(stats, 'email-security')).toMatchObject({ assigned: 1, started: 0, passed: 0 });
    expect(course(stats, 'remote-work')).toMatchObject({ assigned: 0, started: 0, passed: 0 });
    // How the passes were earned: manager and e1 at the first attempt, the owner at the second.
    expect(stats.passesByAttempt).toEqual({ first: 2, second: 1, total: 3 });

    // 30 days on: owner (byod), e1 (byod, email-security) and e2 (malware) are behind.
    h.clock.advance(ATTENTION_MS);
    const owner = await again(c.owner);
    stats = await companyStats(owner);
    expect(stats.attention).toBe(3);
    expect(stats.attentionPeople.map((p) => [p.userId, p.overdueCourses, p.overdueSince])).toEqual([
      [e1.id, ['email-security', 'byod'], t0.toISOString()],
      [e2.id, ['malware'], t0.toISOString()],
      [c.owner.id, ['byod'], t0.toISOString()],
    ]);

    // A revoked course and its progress no longer count; assigned again, its clock starts anew.
    await revoke({ ...c, owner }, e1, 'byod');
    await revoke({ ...c, owner }, owner, 'byod');
    stats = await companyStats(owner);
    expect(figures(stats)).toEqual({
      population: 4,
      started: 4,
      finishedAll: 2, // manager and now the owner (malware only)
      attention: 2, // e1 (email-security), e2 (malware)
      averageWorkingTimeSeconds: 75, // (100 + 200) / 4
      quizRepeats: 2,
      trainingRepeats: 1,
      averageQuizScore: 80,
    });
    expect(course(stats, 'byod')).toMatchObject({ assigned: 0, started: 0 });
    const reassignedAt = h.clock.now;
    await assign({ ...c, owner }, e1, 'byod');
    stats = await companyStats(owner);
    expect(stats.averageWorkingTimeSeconds).toBe(88); // e1's 50 s count again
    expect(stats.attentionPeople.find((p) => p.userId === e1.id)?.overdueCourses).toEqual(['email-security']);

    // A deleted person leaves every figure.
    const removed = await h.request('DELETE', `/api/company/${c.companyId}/employees/${e2.id}`, {
      token: owner.token,
    });
    expect(removed.status).toBe(200);
    stats = await companyStats(owner);
    expect(figures(stats)).toEqual({
      population: 3,
      started: 3,
      finishedAll: 2,
      attention: 1,
      averageWorkingTimeSeconds: 117, // (100 + 200 + 50) / 3 = 116.7
      quizRepeats: 1,
      trainingRepeats: 1,
      averageQuizScore: 93, // (100 + 100 + 80) / 3
    });
    expect(course(stats, 'malware')).toMatchObject({ assigned: 3, started: 3, passed: 3, averageQuizScore: 93 });
    expect(stats.people).toBe(5); // c.employee and idle count as people, not as learners
    expect(stats.attentionPeople.map((p) => p.userId)).not.toContain(idle.id);

    // A reset archives the progress: nobody has started, and every clock starts at the reset.
    const resetAt = h.clock.now;
    const reset = await h.post(
      '/api/progress/reset-company-progress',
      { companyId: c.companyId },
      { token: owner.token },
    );
    expect(reset.status).toBe(200);
    stats = await companyStats(owner);
    expect(figures(stats)).toEqual({ ...NOBODY, population: 3 });
    expect(course(stats, 'malware')).toEqual({
      trainingSlug: 'malware',
      assigned: 3,
      started: 0,
      passed: 0,
      averageQuizScore: null,
    });
    h.clock.advance(ATTENTION_MS);
    const later = await again(owner);
    stats = await companyStats(later);
    expect(stats.attention).toBe(3);
    // Assigned before the reset (or at it): due since the reset.
    expect(reassignedAt.getTime()).toBeLessThanOrEqual(resetAt.getTime());
    expect(stats.attentionPeople.map((p) => p.overdueSince)).toEqual([1, 2, 3].map(() => resetAt.toISOString()));
    await expectExactSummaries();
  });

  it('counts people invited with courses, and stays exact under many saves at once', async () => {
    const c = await companyWithPeople(h);
    const invited = await h.post(
      '/api/employee/invite-employee',
      { firstname: 'Ina', lastname: 'Neu', email: uniqueEmail('ina'), assignedCourseList: ['malware', 'byod'] },
      { token: c.owner.token },
    );
    expect(invited.status, JSON.stringify(invited.body)).toBe(200);
    const learners = [
      c.owner,
      c.manager,
      c.employee,
      ...(await Promise.all([1, 2, 3].map(() => createPerson(h, 'employee', c.companyId)))),
    ];
    for (const person of learners) await assign(c, person, 'malware', 'social-media');
    h.clock.advance(10 * 60_000);
    await Promise.all(
      learners.flatMap((person) => [
        save(person, 'malware', { slide: 1, secondsSpent: 10 }),
        save(person, 'social-media', { slide: 2, secondsSpent: 20 }),
        quiz(person, 'malware', 0),
        save(person, 'malware', { secondsSpent: 5 }),
      ]),
    );
    const stats = await companyStats(c.manager);
    expect(figures(stats)).toMatchObject({
      population: learners.length + 1,
      started: learners.length,
      finishedAll: 0,
      averageWorkingTimeSeconds: 35,
      averageQuizScore: 100,
    });
    expect(course(stats, 'malware')).toMatchObject({ assigned: learners.length + 1, passed: learners.length });
    expect(course(stats, 'byod')).toMatchObject({ assigned: 1, started: 0 });
    await expectExactSummaries();
  });

  it('shows each company its own figures only, to its employer and managers', async () => {
    const a = await companyWithPeople(h);
    const b = await companyWithPeople(h);
    await assign(a, a.employee, 'malware');
    await quiz(a.employee, 'malware', 0);
    for (const person of [b.owner, b.manager]) {
      const stats = await companyStats(person);
      expect(figures(stats)).toEqual(NOBODY);
      expect(stats.attentionPeople).toEqual([]);
    }
    expect((await companyStats(a.manager)).finishedAll).toBe(1);
    // No parameter names another company.
    const other = await h.get(`/api/statistics/get-company-stats?companyId=${a.companyId}`, { token: b.owner.token });
    expect(figures(v.parse(CompanyStatistics, other.body))).toEqual(NOBODY);
  });

  it('refuses employees, admins, strangers and blocked companies', async () => {
    const c = await companyWithPeople(h);
    const admin = await createPerson(h, 'admin', null);
    const call = (token?: string) => () => h.get('/api/statistics/get-company-stats', token ? { token } : {});
    await expectRefused(h, call(c.employee.token), 403, 'ACCESS_DENIED');
    await expectRefused(h, call(admin.token), 403, 'ACCESS_DENIED');
    await expectRefused(h, call(), 401, 'AUTHORIZATION_REQUIRED');
    const blocked = await legacyCompany(h);
    await expectRefused(h, call(blocked.owner.token), 403, 'ACTIONS_BLOCKED');
    await expectRefused(h, call(blocked.manager.token), 403, 'ACTIONS_BLOCKED');
  });
});

describe('GET /statistics/get-overall-stats', () => {
  it('sums the companies registered in the range, by German days, with the chart of registrations', async () => {
    const admin = await createPerson(h, 'admin', null);
    // Far from the other tests' companies: 1 March 2040, 23:30 UTC is already 2 March in Berlin.
    h.clock.now = new Date('2040-03-01T23:30:00Z');
    const trained = await companyWithPeople(h);
    await assign(trained, trained.employee, 'malware');
    await quiz(trained.employee, 'malware', 1); // 80 %
    h.clock.now = new Date('2040-04-15T10:00:00Z');
    const behind = await companyWithPeople(h);
    await assign(behind, behind.owner, 'malware', 'byod');
    h.clock.advance(10 * 60_000);
    await save(behind.owner, 'byod', { secondsSpent: 300 });
    await quiz(behind.owner, 'malware', 3); // 40 %
    h.clock.now = new Date('2040-04-20T10:00:00Z');
    const empty = await companyWithPeople(h);
    expect(empty.companyId).toBeGreaterThan(behind.companyId!);

    h.clock.now = new Date('2040-06-01T10:00:00Z');
    const staff = await again(admin);
    const all = await overallStats(staff, '?from=2040-03-02&to=2040-04-30');
    expect(all).toEqual({
      population: 2,
      started: 2,
      finishedAll: 1,
      attention: 1, // behind's owner: byod and malware assigned 47 days ago
      averageWorkingTimeSeconds: 150, // (0 + 300) / 2
      quizRepeats: 0,
      trainingRepeats: 0,
      averageQuizScore: 60, // (80 + 40) / 2
      from: '2040-03-02',
      to: '2040-04-30',
      companies: 3,
      companiesFullyTrained: 1, // a company without learners is not "fully trained"
      registrations: [
        { month: '2040-03', companies: 1 },
        { month: '2040-04', companies: 2 },
      ],
    });

    // Berlin days, both ends included.
    expect((await overallStats(staff, '?from=2040-03-01&to=2040-03-01')).companies).toBe(0);
    expect((await overallStats(staff, '?from=2040-03-02&to=2040-03-02')).companies).toBe(1);
    const april = await overallStats(staff, '?from=2040-04-15&to=2040-04-19');
    expect(april).toMatchObject({
      companies: 1,
      population: 1,
      finishedAll: 0,
      attention: 1,
      companiesFullyTrained: 0,
    });
    expect(april.registrations).toEqual([{ month: '2040-04', companies: 1 }]);

    // The same figures as the company's own statistics.
    const own = await companyStats(await again(behind.owner));
    expect(figures(april)).toEqual(figures(own));

    // An empty or missing `from` is since the beginning; a missing `to` is today.
    const everything = await overallStats(staff, '?from=&to=');
    expect(everything.from).toBeNull();
    expect(everything.to).toBe('2040-06-01');
    expect(everything.companies).toBeGreaterThanOrEqual(3);
    expect(everything.registrations.at(-1)).toEqual({ month: '2040-06', companies: 0 });
    expect((await overallStats(staff)).companies).toBe(everything.companies);
    // The chart does not run past this month.
    expect((await overallStats(staff, '?from=2040-05-01&to=2041-12-31')).registrations).toEqual([
      { month: '2040-05', companies: 0 },
      { month: '2040-06', companies: 0 },
    ]);
  });

  it('counts by activity the training done in the range, whenever the companies registered', async () => {
    const admin = await createPerson(h, 'admin', null);
    // Far from the other tests: two companies registered in January 2045, the range is its second quarter.
    h.clock.now = new Date('2045-01-10T09:00:00Z');
    const busy = await companyWithPeople(h);
    await assign(busy, busy.employee, 'malware', 'byod');
    await quiz(busy.employee, 'malware', 0); // passed before the range
    h.clock.advance(10 * 60_000);
    await save(busy.employee, 'byod', { secondsSpent: 300 }); // begun before the range
    await quiz(busy.employee, 'byod', 3); // 40 %, failed before the range
    h.clock.now = new Date('2045-02-01T09:00:00Z');
    const quiet = await companyWithPeople(h);
    await assign(quiet, quiet.employee, 'malware');
    await quiz(await again(quiet.employee), 'malware', 0); // passed before the range

    h.clock.now = new Date('2045-05-10T09:00:00Z');
    const employee = await again(busy.employee);
    await quiz(employee, 'byod', 0); // passed in the range: 100 %
    const owner = await again(busy.owner);
    await assign({ ...busy, owner }, owner, 'malware');
    await quiz(owner, 'malware', 3); // 40 %: the round's first attempt, though it has a later one
    // 30 June 2045, 22:30 UTC is already 1 July in Berlin: after the range.
    h.clock.now = new Date('2045-06-30T22:30:00Z');
    const manager = await again(busy.manager);
    await assign({ ...busy, owner: await again(busy.owner) }, manager, 'email-security');
    await quiz(manager, 'email-security', 0);
    await quiz(await again(busy.owner), 'malware', 2); // 60 %, after the range

    h.clock.now = new Date('2045-08-01T09:00:00Z');
    const staff = await again(admin);
    const range = '?from=2045-04-01&to=2045-06-30';

    // By registration (the default) both companies lie outside the range.
    const registered = await overallStats(staff, range);
    expect(registered).toEqual({
      ...NOBODY,
      from: '2045-04-01',
      to: '2045-06-30',
      companies: 0,
      companiesFullyTrained: 0,
      registrations: [
        { month: '2045-04', companies: 0 },
        { month: '2045-05', companies: 0 },
        { month: '2045-06', companies: 0 },
      ],
    });
    expect(await overallStats(staff, `${range}&periodBy=registration`)).toEqual(registered);

    // By activity only what was done in the range counts.
    expect(await overallStats(staff, `${range}&periodBy=activity`)).toEqual({
      population: 2, // busy's employee and owner; the manager passed after the range
      started: 1, // the owner; the employee began byod in January
      finishedAll: 1, // the employee has both courses passed now
      attention: 1, // the owner's malware, assigned 83 days ago
      averageWorkingTimeSeconds: 150, // byod's 300 s and malware's none, over two people
      quizRepeats: 1, // the employee's byod after January's; the owner's later attempt came after the range
      trainingRepeats: 0,
      averageQuizScore: 70, // the best of the range per course: (100 + 40) / 2
      from: '2045-04-01',
      to: '2045-06-30',
      companies: 1,
      companiesFullyTrained: 0,
      registrations: [
        { month: '2045-04', companies: 0 },
        { month: '2045-05', companies: 1 },
        { month: '2045-06', companies: 0 },
      ],
      activity: {
        passes: 1,
        passedPeople: 1,
        courses: COURSE_SLUGS.map((trainingSlug) => ({ trainingSlug, passes: trainingSlug === 'byod' ? 1 : 0 })),
      },
    });

    // A range around all of it counts every pass, each in the month it was made.
    const year = await overallStats(staff, '?from=2045-01-01&to=2045-12-31&periodBy=activity');
    expect(year).toMatchObject({ companies: 2, population: 4, activity: { passes: 4, passedPeople: 3 } });
    expect(year.registrations.slice(0, 8)).toEqual([
      { month: '2045-01', companies: 1 },
      { month: '2045-02', companies: 1 },
      { month: '2045-03', companies: 0 },
      { month: '2045-04', companies: 0 },
      { month: '2045-05', companies: 1 },
      { month: '2045-06', companies: 0 },
      { month: '2045-07', companies: 1 },
      { month: '2045-08', companies: 0 },
    ]);

    // Any other meaning is refused, in the caller's language, and changes nothing.
    for (const lang of ['de', 'en']) {
      const refused = await expectRefused(
        h,
        () => h.get(`/api/statistics/get-overall-stats${range}&periodBy=passes`, { token: staff.token, lang }),
        400,
        'VALIDATION_FAILED',
      );
      expect(refused.body.error.message).toContain('periodBy');
    }
  });

  it('refuses bad dates with 400 and non-admins with 403', async () => {
    const c = await companyWithPeople(h);
    const admin = await createPerson(h, 'admin', null);
    for (const query of [
      '?from=2026-02-30',
      '?to=2026-13-01',
      '?from=2026-03-02&to=2026-03-01',
      '?from=yesterday',
      '?to=01.03.2026',
      '?from=2026-3-1',
    ]) {
      const refused = await expectRefused(
        h,
        () => h.get(`/api/statistics/get-overall-stats${query}`, { token: admin.token }),
        400,
        'VALIDATION_FAILED',
      );
      expect(refused.body.error.message).toBeTruthy();
    }
    for (const person of [c.owner, c.manager, c.employee]) {
      await expectRefused(
        h,
        () => h.get('/api/statistics/get-overall-stats', { token: person.token }),
        403,
        'ACCESS_DENIED',
      );
    }
    await expectRefused(h, () => h.get('/api/statistics/get-overall-stats'), 401, 'AUTHORIZATION_REQUIRED');
  });
});

describe('statistics summaries', () => {
  it('keep the courses in the contract’s order', async () => {
    const rows = await h.db.selectFrom('statistics_courses').selectAll().orderBy('position').execute();
    expect(rows.map((r) => r.slug)).toEqual([...COURSE_SLUGS]);
    expect(rows.map((r) => r.position)).toEqual(COURSE_SLUGS.map((_, i) => i + 1));
  });

  it('follow a company that is deleted completely', async () => {
    const c = await companyWithPeople(h);
    await assign(c, c.employee, 'malware');
    await quiz(c.employee, 'malware', 0);
    await h.db.deleteFrom('companies').where('id', '=', c.companyId).execute();
    await foldAll(h.db);
    const left = await h.db
      .selectFrom('learner_summaries')
      .select('user_id')
      .where('company_id', '=', c.companyId)
      .execute();
    expect(left).toEqual([]);
    await expectExactSummaries();
  });
});
