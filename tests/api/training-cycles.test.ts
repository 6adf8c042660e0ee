import { sql } from 'kysely';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CertificateVerification } from '../../src/shared/api/certificates.ts';
import { CourseList } from '../../src/shared/api/courses.ts';
import { CourseProgress, SaveProgressResponse } from '../../src/shared/api/progress.ts';
import { CompanyStatistics } from '../../src/shared/api/statistics.ts';
import type { CourseSlug } from '../../src/shared/courses.ts';
import { validUntil } from '../../src/shared/rules/training-validity.ts';
import { archiveLapsed, startTrainingCycles } from '../../src/server/cycles/training-cycles.ts';
import { fileHarness } from '../support/api-harness.ts';
import {
  companyWithPeople,
  expectRefused,
  progressRow,
  type TestCompany,
  giveInsuranceNumber,
} from '../support/companies.ts';
import { signIn, type Person } from '../support/factories.ts';
import { pdfPages, rawApp } from './files-support.ts';
import { germanDate as berlin } from '../support/german-date.ts';
import { passCourse, quizAttempt } from '../support/learning.ts';

/**
 * Yearly cycles (issue 21, point 1; decision 081): the clock is moved through a year and more.
 * A pass counts for TRAINING_VALIDITY_MONTHS (12 here, the default); then the course is due
 * again, the old round stays in the history, statistics and certificates count only what is
 * valid, a certificate past its end says so when verified, and passing again renews it all.
 */

const h = fileHarness();
const request = rawApp(h);
const SIX = ['social-engineering', 'password-security', 'email-security', 'byod', 'malware', 'remote-work'] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

async function assign(c: TestCompany, person: Person, slugs: readonly CourseSlug[]) {
  for (const slug of slugs) {
    const response = await h.post(
      '/api/trainings/assign',
      { trainingSlug: slug, ownerId: person.id },
      { token: c.owner.token },
    );
    expect(response.status).toBe(200);
  }
}

/** Passes a course through the learner's own save call, as the app does. */
async function pass(person: Person, slug: CourseSlug) {
  return v.parse(SaveProgressResponse, await passCourse(h, person.token, slug));
}

async function myProgress(person: Person) {
  const response = await h.get('/api/progress/get-progress', { token: person.token });
  expect(response.status).toBe(200);
  return v.parse(v.array(CourseProgress), response.body);
}

async function myCourses(person: Person) {
  const response = await h.get('/api/trainings', { token: person.token });
  expect(response.status).toBe(200);
  return v.parse(CourseList, response.body);
}

async function companyStats(c: TestCompany) {
  const response = await h.get('/api/statistics/get-company-stats', { token: c.owner.token });
  expect(response.status).toBe(200);
  return v.parse(CompanyStatistics, response.body);
}

/** Downloads a certificate; answers its text and printed code. */
async function certificate(path: string, token: string) {
  const response = await request(path, { token });
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(response.status, new TextDecoder().decode(bytes)).toBe(200);
  const text = (await pdfPages(bytes))[0]!;
  return { text, code: text.match(/[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/)![0] };
}

async function verify(code: string) {
  const response = await h.get(`/api/certificates/verify/${code}`);
  expect(response.status).toBe(200);
  const result = v.parse(CertificateVerification, response.body);
  if (!result.valid) throw new Error(`certificate ${code} does not verify`);
  return result;
}

/** New sessions after the clock left the old ones idle. */
async function signInAgain(...people: Person[]) {
  for (const person of people) person.token = await signIn(h, person.email, person.password);
}

describe('a year and a day of training', () => {
  it('keeps a pass valid for twelve months, then makes the course due again and counts only what is valid', async () => {
    const c = await companyWithPeople(h);
    await giveInsuranceNumber(h, c.companyId);
    await assign(c, c.employee, SIX);
    const passedAt = h.clock.now;
    for (const slug of SIX) await pass(c.employee, slug);
    const end = validUntil(passedAt, 12);

    // Valid: every pass shows until when it counts; the certificates print it and verify with it.
    const progress = await myProgress(c.employee);
    expect(progress.map((p) => [p.status, p.validUntil])).toEqual(SIX.map(() => ['passed', end.toISOString()]));
    const personal = await certificate(`/api/certificates/personal/${c.employee.id}`, c.employee.token);
    expect(personal.text).toContain(`gültig bis ${berlin(end)}`);
    expect(await verify(personal.code)).toMatchObject({ validUntil: end.toISOString(), lapsed: false });
    const company = await certificate('/api/certificates/company', c.owner.token);
    expect(company.text).toContain(`gültig bis ${berlin(validUntil(h.clock.now, 12))}`);
    expect((await companyStats(c)).courses.filter((course) => course.passed === 1)).toHaveLength(6);

    // Eleven months on: still valid, nothing is due.
    h.clock.advance(335 * DAY_MS);
    await signInAgain(c.owner, c.employee);
    expect((await myProgress(c.employee)).every((p) => p.status === 'passed')).toBe(true);
    expect((await myCourses(c.employee)).every((course) => course.dueAgainSince === null)).toBe(true);

    // A year and a day on: every course is due again since the day its pass ended.
    h.clock.now = new Date(end.getTime() + DAY_MS);
    await signInAgain(c.owner, c.employee);
    // Reads arriving together each see the rounds archived (one waits for the other's archiving).
    const [progressNow, coursesNow, progressAgain] = await Promise.all([
      myProgress(c.employee),
      myCourses(c.employee),
      myProgress(c.employee),
    ]);
    expect(progressNow).toEqual([]);
    expect(progressAgain).toEqual([]);
    expect(coursesNow.filter((course) => course.dueAgainSince !== null)).toHaveLength(6);
    const due = (await myCourses(c.employee)).filter((course) => course.active);
    expect(due.map((course) => [course.slug, course.dueAgainSince, course.lastPassedAt])).toEqual(
      SIX.map((slug) => [slug, end.toISOString(), passedAt.toISOString()]),
    );
    // The old rounds stay in the history, archived at the moment they lapsed.
    const history = await h.db
      .selectFrom('course_progress')
      .select(['passed_at', 'archived_at', 'lapsed_at'])
      .where('user_id', '=', c.employee.id)
      .execute();
    expect(history).toHaveLength(6);
    expect(
      history.every(
        (row) => row.lapsed_at?.getTime() === end.getTime() && row.archived_at?.getTime() === end.getTime(),
      ),
    ).toBe(true);

    // Statistics and certificates count only what is valid today.
    const stats = await companyStats(c);
    expect(stats.courses.filter((course) => course.passed > 0)).toEqual([]);
    expect(stats.finishedAll).toBe(0);
    await expectRefused(
      h,
      () => h.get(`/api/certificates/personal/${c.employee.id}`, { token: c.employee.token }),
      409,
      'CERTIFICATE_NOT_EARNED',
    );
    // The certificate issued last year is genuine, and says that it lapsed.
    expect(await verify(personal.code)).toMatchObject({ valid: true, validUntil: end.toISOString(), lapsed: true });
    expect(await verify(company.code)).toMatchObject({ valid: true, lapsed: true });

    // A new round: one course passed again is no longer due, and counts until a year from now.
    const again = await pass(c.employee, 'malware');
    const renewedEnd = validUntil(h.clock.now, 12);
    expect(again.progress).toMatchObject({
      status: 'passed',
      validUntil: renewedEnd.toISOString(),
      quizAttemptCount: 1,
    });
    const afterOne = await myCourses(c.employee);
    expect(afterOne.find((course) => course.slug === 'malware')).toMatchObject({
      dueAgainSince: null,
      lastPassedAt: null,
    });
    expect(afterOne.filter((course) => course.dueAgainSince !== null)).toHaveLength(5);

    // All passed again: a new certificate that holds until the first new pass lapses.
    for (const slug of SIX.filter((s) => s !== 'malware')) {
      h.clock.advance(60_000);
      await pass(c.employee, slug);
    }
    const renewed = await certificate(`/api/certificates/personal/${c.employee.id}`, c.employee.token);
    expect(renewed.text).toContain(`gültig bis ${berlin(renewedEnd)}`);
    expect(await verify(renewed.code)).toMatchObject({ validUntil: renewedEnd.toISOString(), lapsed: false });
    expect((await companyStats(c)).finishedAll).toBe(1);
  });

  it('saves into a new round when the old pass lapsed before anything archived it, dated no earlier than the lapse', async () => {
    const c = await companyWithPeople(h);
    await assign(c, c.employee, ['malware']);
    const first = await pass(c.employee, 'malware');
    const end = new Date(first.progress.validUntil!);
    // Past the end, with no read and no job in between: the next save begins the new round.
    h.clock.now = new Date(end.getTime() + 60_000);
    await signInAgain(c.employee);
    const staleDevice = new Date(end.getTime() - 30 * DAY_MS).toISOString();
    const response = await h.post(
      '/api/progress/save-progress',
      {
        opId: crypto.randomUUID(),
        trainingSlug: 'malware',
        moduleFinished: true,
        at: staleDevice,
        quizAttempt: await quizAttempt(h, c.employee.token, 'malware', { at: new Date(staleDevice) }),
      },
      { token: c.employee.token },
    );
    expect(response.status).toBe(200);
    const saved = v.parse(SaveProgressResponse, response.body);
    // Applied to a new round, whose pass is dated no earlier than the end of the old one.
    expect(saved.applied).toBe(true);
    expect(saved.progress.id).not.toBe(first.progress.id);
    expect(saved.progress).toMatchObject({ status: 'passed', passedAt: end.toISOString(), quizAttemptCount: 1 });
    expect(await myProgress(c.employee)).toEqual([saved.progress]);
    const rounds = await h.db
      .selectFrom('course_progress')
      .select(['id', 'lapsed_at', 'archived_at'])
      .where('user_id', '=', c.employee.id)
      .orderBy('id')
      .execute();
    expect(rounds.map((r) => [r.lapsed_at?.toISOString() ?? null, r.archived_at?.toISOString() ?? null])).toEqual([
      [end.toISOString(), end.toISOString()],
      [null, null],
    ]);
  });

  it('acknowledges a save made for the lapsed round, or a replay, without beginning a new round', async () => {
    const c = await companyWithPeople(h);
    await assign(c, c.employee, ['connection-security']);
    const first = await pass(c.employee, 'connection-security');
    h.clock.now = new Date(new Date(first.progress.validUntil!).getTime() + 60_000);
    await signInAgain(c.employee);
    const forOldRound = await h.post(
      '/api/progress/save-progress',
      { opId: crypto.randomUUID(), trainingSlug: 'connection-security', progressId: first.progress.id, slide: 3 },
      { token: c.employee.token },
    );
    expect(forOldRound.status).toBe(200);
    expect(v.parse(SaveProgressResponse, forOldRound.body)).toMatchObject({
      applied: false,
      progress: { id: first.progress.id },
    });
    expect(await myProgress(c.employee)).toEqual([]);
    const rounds = await h.db.selectFrom('course_progress').select('id').where('user_id', '=', c.employee.id).execute();
    expect(rounds).toHaveLength(1);
  });

  it('counts a course due again as open since the lapse: attention only 30 days after it', async () => {
    const c = await companyWithPeople(h);
    await assign(c, c.employee, ['byod']);
    const first = await pass(c.employee, 'byod');
    const end = new Date(first.progress.validUntil!);
    h.clock.now = new Date(end.getTime() + DAY_MS);
    await signInAgain(c.owner);
    const justLapsed = await companyStats(c);
    expect(justLapsed.attention).toBe(0);
    expect(justLapsed.attentionPeople).toEqual([]);
    h.clock.now = new Date(end.getTime() + 31 * DAY_MS);
    await signInAgain(c.owner);
    const later = await companyStats(c);
    expect(later.attentionPeople).toEqual([
      expect.objectContaining({ userId: c.employee.id, overdueCourses: ['byod'], overdueSince: end.toISOString() }),
    ]);
    const { summaryMismatches } = await import('../../src/server/statistics/summary-check.ts');
    expect(await summaryMismatches(h.db, [c.companyId])).toEqual({ learners: 0, companies: 0, courses: 0 });
  });

  it('shows nothing as due again once a company reset ended the round after a lapse', async () => {
    const c = await companyWithPeople(h);
    await assign(c, c.employee, ['email-security']);
    const first = await pass(c.employee, 'email-security');
    h.clock.now = new Date(new Date(first.progress.validUntil!).getTime() + DAY_MS);
    await signInAgain(c.owner, c.employee);
    await pass(c.employee, 'email-security');
    const reset = await h.post(
      '/api/progress/reset-company-progress',
      { companyId: c.companyId },
      { token: c.owner.token },
    );
    expect(reset.status).toBe(200);
    const course = (await myCourses(c.employee)).find((entry) => entry.slug === 'email-security');
    expect(course).toMatchObject({ active: true, dueAgainSince: null, lastPassedAt: null });
  });

  it('verifies a certificate issued before yearly cycles by the end its passes give', async () => {
    const c = await companyWithPeople(h);
    await assign(c, c.employee, SIX);
    const passedAt = h.clock.now;
    for (const slug of SIX) await pass(c.employee, slug);
    const { code } = await certificate(`/api/certificates/personal/${c.employee.id}`, c.employee.token);
    await h.db
      .updateTable('certificates')
      .set({ content: sql`content - 'validUntil'` })
      .where('user_id', '=', c.employee.id)
      .execute();
    const stored = await h.db
      .selectFrom('certificates')
      .select('content')
      .where('user_id', '=', c.employee.id)
      .executeTakeFirstOrThrow();
    expect(stored.content).not.toHaveProperty('validUntil');
    expect(await verify(code)).toMatchObject({ validUntil: validUntil(passedAt, 12).toISOString(), lapsed: false });
  });

  it('archives a lapsed pass the moment it ends, also when the month is shorter (SQL and JS agree)', async () => {
    const c = await companyWithPeople(h);
    h.clock.now = new Date('2027-01-31T09:15:00.000Z');
    await progressRow(h, c.employee, 'malware');
    const end = validUntil(h.clock.now, 1);
    expect(end.toISOString()).toBe('2027-02-28T09:15:00.000Z');

    expect(await archiveLapsed(h.db, { companyId: c.companyId }, 1, new Date(end.getTime() - 1))).toBe(0);
    expect(await archiveLapsed(h.db, { companyId: c.companyId }, 1, end)).toBe(1);
    const row = await h.db
      .selectFrom('course_progress')
      .select(['archived_at', 'lapsed_at'])
      .where('user_id', '=', c.employee.id)
      .executeTakeFirstOrThrow();
    expect(row.lapsed_at?.toISOString()).toBe(end.toISOString());
    expect(await archiveLapsed(h.db, 'all', 1, end)).toBe(0);
  });

  it('is kept up to date by the background job of every instance, without a read', async () => {
    const c = await companyWithPeople(h);
    await progressRow(h, c.employee, 'byod');
    const later = new Date(validUntil(h.clock.now, 12).getTime() + 1);
    const stop = startTrainingCycles(h.db, 12, () => later, 20);
    try {
      await expect
        .poll(async () => {
          const row = await h.db
            .selectFrom('course_progress')
            .select('lapsed_at')
            .where('user_id', '=', c.employee.id)
            .executeTakeFirstOrThrow();
          return row.lapsed_at !== null;
        })
        .toBe(true);
    } finally {
      await stop();
    }
  });
});
