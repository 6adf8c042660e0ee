import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CompanyProgress,
  CourseProgress,
  SaveProgressResponse,
  type SaveProgressRequest,
} from '../../src/shared/api/progress.ts';
import type { TrainingMaterial } from '../../src/shared/api/trainings.ts';
import type { CourseSlug } from '../../src/shared/courses.ts';
import { loadCourseCatalog } from '../../src/server/courses/course-catalog.ts';
import { courseExercises } from '../../src/shared/content/course-content.ts';
import { fileHarness } from '../support/api-harness.ts';
import { companyWithPeople, expectRefused, legacyCompany, type TestCompany } from '../support/companies.ts';
import { createPerson, signIn, type Person } from '../support/factories.ts';
import { answeredOnDevice, quizAttempt, type TestAttempt } from '../support/learning.ts';

const h = fileHarness();

const catalog = loadCourseCatalog();
const malware = catalog.get('malware', 'de');

/** Five questions of the course's bank answered right, or the first `wrong` of them wrong. */
function answers(slug: CourseSlug, wrong = 0): Record<string, string> {
  const questions = catalog.get(slug, 'de').quiz.slice(0, 5);
  return Object.fromEntries(
    questions.map((q, index) => [q.id, index < wrong ? q.options.find((o) => o.id !== q.answer)!.id : q.answer]),
  );
}

/** A save as tests send it: answers may be wrong on purpose, so they are plain text here. */
type Attempt = Omit<TestAttempt, 'answers'> & { answers: Record<string, string> };
type Op = Omit<SaveProgressRequest, 'opId' | 'trainingSlug' | 'quizAttempt'> & {
  opId?: string;
  trainingSlug?: CourseSlug;
  quizAttempt?: Attempt;
};

/** Sends one save operation (a new operation id unless the op names one). */
const save = (person: Person | undefined, op: Op, lang?: string) =>
  h.post<SaveProgressResponse>(
    '/api/progress/save-progress',
    { opId: crypto.randomUUID(), trainingSlug: 'malware', ...op },
    { ...(person ? { token: person.token } : {}), ...(lang ? { lang } : {}) },
  );

async function saveAs(person: Person, op: Op) {
  const response = await save(person, op);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return v.parse(SaveProgressResponse, response.body);
}

async function assign(c: TestCompany, person: Person, slug: CourseSlug = 'malware') {
  const response = await h.post(
    '/api/trainings/assign',
    { trainingSlug: slug, ownerId: person.id },
    { token: c.owner.token },
  );
  expect(response.status).toBe(200);
}

async function myProgress(person: Person) {
  const response = await h.get('/api/progress/get-progress', { token: person.token });
  expect(response.status).toBe(200);
  return v.parse(v.array(CourseProgress), response.body);
}

const attempt = (person: Person, slug: CourseSlug, wrong: number, at: Date): Promise<Attempt> =>
  quizAttempt(h, person.token, slug, { wrong, at });

describe('GET /trainings/get-training/{slug}', () => {
  it('serves the course in the asked language, falling back to German, with contacts filled in', async () => {
    const c = await companyWithPeople(h);
    const en = await h.get<{ title: string; slides: { picture?: { src: string } }[] }>(
      '/api/trainings/get-training/cyber-emergency?lang=en',
      { token: c.employee.token },
    );
    expect(en.status).toBe(200);
    expect(en.body.title).toBe(catalog.get('cyber-emergency', 'en').title);
    const text = JSON.stringify(en.body);
    expect(text).not.toContain('{{');
    expect(text).toContain(h.config.courseContacts.insurerHotline);
    expect(text).toContain('the person responsible for IT in your company');

    const french = await h.get<{ title: string }>('/api/trainings/get-training/cyber-emergency?lang=fr', {
      token: c.employee.token,
    });
    expect(french.body.title).toBe(catalog.get('cyber-emergency', 'de').title);
    const byHeader = await h.get<{ title: string }>('/api/trainings/get-training/malware', {
      token: c.employee.token,
      lang: 'en',
    });
    expect(byHeader.body.title).toBe(catalog.get('malware', 'en').title);
  });

  it('sends no quiz: no question, answer or explanation of the pool is in the material', async () => {
    const c = await companyWithPeople(h);
    const response = await h.get<TrainingMaterial>('/api/trainings/get-training/malware?lang=en', {
      token: c.employee.token,
    });
    const course = catalog.get('malware', 'en');
    expect(response.body.quizPoolSize).toBe(course.quiz.length);
    const text = JSON.stringify(response.body);
    expect(text).not.toContain('"answer"');
    for (const question of course.quiz) {
      expect(text).not.toContain(question.question.slice(0, 40));
      expect(text).not.toContain(question.explanation.slice(0, 40));
    }
  });

  it('gives pictures URLs versioned by their content', async () => {
    const c = await companyWithPeople(h);
    const response = await h.get<{ slides: { picture?: { src: string } }[] }>('/api/trainings/get-training/malware', {
      token: c.employee.token,
    });
    const sources = response.body.slides.flatMap((s) => (s.picture ? [s.picture.src] : []));
    expect(sources.length).toBeGreaterThan(0);
    for (const src of sources) expect(src).toMatch(/^\/courses\/malware\/[a-z0-9-]+(\.(de|en))?\.svg\?v=[0-9a-f]{12}$/);
  });

  it('sends the same bytes compressed as the client accepts, and 304 for the version it holds', async () => {
    const c = await companyWithPeople(h);
    const path = '/api/trainings/get-training/malware?lang=en';
    const fetchRaw = (headers: Record<string, string>) =>
      h.app.request(path, { headers: { authorization: c.employee.token, ...headers } });
    const plain = await fetchRaw({});
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-encoding')).toBeNull();
    const text = await plain.text();
    expect(JSON.parse(text).title).toBe(catalog.get('malware', 'en').title);
    const etag = plain.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    expect(plain.headers.get('vary')).toContain('Accept-Encoding');

    const br = await fetchRaw({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    const brBytes = Buffer.from(await br.arrayBuffer());
    // Less than half: the text compresses well.
    expect(brBytes.length).toBeLessThan(text.length / 2);
    expect(brotliDecompressSync(brBytes).toString('utf8')).toBe(text);
    const gzip = await fetchRaw({ 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString('utf8')).toBe(text);
    expect(br.headers.get('etag')).toBe(etag);

    const unchanged = await fetchRaw({ 'if-none-match': etag! });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    // Another language is another version; the language of the header makes the answer vary by it.
    const german = await h.app.request('/api/trainings/get-training/malware?lang=de', {
      headers: { authorization: c.employee.token, 'if-none-match': etag! },
    });
    expect(german.status).toBe(200);
    expect(german.headers.get('etag')).not.toBe(etag);
    const byHeader = await h.app.request('/api/trainings/get-training/malware', {
      headers: { authorization: c.employee.token, 'accept-language': 'en', 'if-none-match': etag! },
    });
    expect(byHeader.status).toBe(304);
    expect(byHeader.headers.get('vary')).toContain('Accept-Language');
    // The cached bytes are still only for callers allowed to read them.
    expect((await h.app.request(path, { headers: { 'if-none-match': etag! } })).status).toBe(401);
  });

  it('answers an unknown course with 404 and a stranger with 401', async () => {
    const c = await companyWithPeople(h);
    expect((await h.get('/api/trainings/get-training/cooking', { token: c.employee.token })).status).toBe(404);
    expect((await h.get('/api/trainings/get-training/malware')).status).toBe(401);
  });
});

describe('POST /progress/create-progress', () => {
  it('refuses a course that is not assigned and changes nothing', async () => {
    const c = await companyWithPeople(h);
    const refused = await expectRefused(
      h,
      () =>
        h.post('/api/progress/create-progress', { trainingSlug: 'malware' }, { token: c.employee.token, lang: 'en' }),
      403,
      'TRAINING_NOT_ASSIGNED',
    );
    expect(refused.body.error.message).toBe('This course has not been assigned to you.');
    await expectRefused(h, () => save(undefined, { slide: 2 }), 401, 'AUTHORIZATION_REQUIRED');
    await expectRefused(h, () => save(c.employee, { slide: 2 }), 403, 'TRAINING_NOT_ASSIGNED');
  });

  it('begins an assigned course once, however often it is called', async () => {
    const c = await companyWithPeople(h);
    await assign(c, c.employee);
    const calls = await Promise.all(
      [1, 2, 3].map(() =>
        h.post('/api/progress/create-progress', { trainingSlug: 'malware' }, { token: c.employee.token }),
      ),
    );
    const ids = calls.map((call) => v.parse(CourseProgress, call.body).id);
    expect(new Set(ids).size).toBe(1);
    expect(v.parse(CourseProgress, calls[0]!.body)).toMatchObject({
      ownerId: c.employee.id,
      trainingSlug: 'malware',
      status: 'inProgress',
      furthestSlide: 0,
      slideCount: malware.slides.length,
      quizRepeatCount: 0,
    });
  });

  it('refuses a missing or unknown course with 400', async () => {
    const c = await companyWithPeople(h);
    for (const body of [{}, { trainingSlug: 'cooking' }, { trainingSlug: 'malware', extra: 1 }]) {
      await expectRefused(
        h,
        () => h.post('/api/progress/create-progress', body, { token: c.employee.token }),
        400,
        'VALIDATION_FAILED',
      );
    }
  });

  it('is for learners only: admins get 403', async () => {
    const admin = await createPerson(h, 'admin', null);
    const token = await signIn(h, admin.email, admin.password, true);
    const response = await h.post('/api/progress/create-progress', { trainingSlug: 'malware' }, { token });
    expect(response.status).toBe(403);
  });
});

describe('POST /progress/save-progress', () => {
  it('keeps the furthest slide, adds time per operation and caps slides at the course’s end', async () => {
    const c = await companyWithPeople(h);
    await assign(c, c.employee);
    h.clock.advance(10 * 60_000); // learning time needs the wall time to pass
    await saveAs(c.employee, { slide: 4, secondsSpent: 30 });
    const back = await saveAs(c.employee, { slide: 2, secondsSpent: 20 });
    expect(back.progress).toMatchObject({ furthestSlide: 4, timeSpentSeconds: 50, status: 'inProgress' });
    const beyond = await saveAs(c.employee, { slide: 99 });
    expect(beyond.progress.furthestSlide).toBe(malware.slides.length - 1);
  });

  it('counts an operation sent twice once', async () => {
    const c = await companyWithPeople(h);
    await assign(c, c.employee);
    h.clock.advance(10 * 60_000); // learning time needs the wall time to pass
    const op = {
      opId: crypto.randomUUID(),
      secondsSpent: 40,
      moduleRepeated: true as const,
      quizAttempt: await attempt(c.employee, 'malware', 3, h.clock.now),
    };
    const first = await saveAs(c.employee, op);
    const again = await saveAs(c.employee, op);
    expect(first.applied).toBe(true);
    expect(again.applied).toBe(false);
    expect(again.progress).toEqual(first.progress);
    expect(again.quizAttempt).toEqual(first.quizAttempt);
    expect(again.progress).toMatchObject({
      timeSpentSeconds: 40,
      moduleRepeatCount: 1,
      quizAttemptCount: 1,
      quizRepeatCount: 0,
    });
    // The same attempt under a new operation id is still one attempt.
    const resent = await saveAs(c.employee, { quizAttempt: op.quizAttempt });
    expect(resent.progress).toMatchObject({ quizAttemptCount: 1, quizRepeatCount: 0 });
  });

  it('scores the quiz itself: 4 of 5 passes, 3 of 5 fails, and no client can claim a pass', async () => {
    const c = await companyWithPeople(h);
    await assign(c, c.employee);
    const failed = await saveAs(c.employee, { quizAttempt: await attempt(c.employee, 'malware', 2, h.clock.now) });
    expect(failed.quizAttempt).toMatchObject({ correctCount: 3, questionCount: 5, scorePercent: 60, passed: false });
    expect(failed.quizAttempt!.questions.filter((q) => !q.correct)).toHaveLength(2);
    expect(failed.progress).toMatchObject({ status: 'failed', bestScore: 60, lastScore: 60, passedAt: null });

    const claim = { passed: true, scorePercent: 100 } as Op;
    await expectRefused(h, () => save(c.employee, claim), 400, 'VALIDATION_FAILED');

    h.clock.advance(60_000);
    const passed = await saveAs(c.employee, { quizAttempt: await attempt(c.employee, 'malware', 1, h.clock.now) });
    expect(passed.quizAttempt).toMatchObject({ correctCount: 4, scorePercent: 80, passed: true });
    expect(passed.progress).toMatchObject({
      status: 'passed',
      bestScore: 80,
      lastScore: 80,
      quizAttemptCount: 2,
      quizRepeatCount: 1,
    });
    expect(passed.progress.moduleFinishedAt).not.toBeNull();
  });

  it.each([
    [
      'four answers',
      (a: Record<string, string>) => Object.fromEntries(Object.entries(a).slice(0, 4)),
      'quizAttempt.answers',
    ],
    ['a question of another course', (a: Record<string, string>) => ({ ...a, q99: 'a' }), 'quizAttempt.answers'],
    [
      'an option the question lacks',
      (a: Record<string, string>) => {
        const bank = malware.quiz.find((q) => q.options.length === 3);
        return bank
          ? {
              ...Object.fromEntries(
                Object.entries(a)
                  .filter(([id]) => id !== bank.id)
                  .slice(0, 4),
              ),
              [bank.id]: 'd',
            }
          : { ...a, q1: 'e' };
      },
      'quizAttempt.answers',
    ],
  ])('refuses a quiz attempt with %s and changes nothing', async (_, change, field) => {
    const c = await companyWithPeople(h);
    await assign(c, c.employee);
    await saveAs(c.employee, { slide: 1 });
    const quizAttempt = {
      ...(await attempt(c.employee, 'malware', 0, h.clock.now)),
      answers: change(answers('malware')),
    };
    const response = await expectRefused(h, () => save(c.employee, { quizAttempt }, 'en'), 400, 'VALIDATION_FAILED');
    expect(response.body.error.message).toContain(field);
  });

  it('gives the same result whatever order the operations arrive in', async () => {
    const c = await companyWithPeople(h);
    const learners = [c.employee, c.manager];
    for (const learner of learners) await assign(c, learner);
    // The devices learned offline during the last hour, an hour after the course was assigned.
    h.clock.advance(2 * 60 * 60_000);
    const t0 = h.clock.now.getTime();
    const at = (minutes: number) => new Date(t0 - 60 * 60_000 + minutes * 60_000);
    // Each learner's device makes its own operations (own operation and attempt ids).
    // Both draws were handed out and answered on the device before its saves went out.
    const answered = async (person: Person, wrong: number, moment: Date) =>
      answeredOnDevice(h, await attempt(person, 'malware', wrong, moment));
    const opsOfOneDevice = async (person: Person): Promise<Op[]> =>
      [
        { slide: 3, secondsSpent: 60, at: at(1).toISOString() },
        { slide: malware.slides.length - 1, secondsSpent: 120, at: at(5).toISOString() },
        { moduleFinished: true as const, at: at(6).toISOString() },
        { quizAttempt: await answered(person, 3, at(8)), at: at(8).toISOString() },
        { moduleRepeated: true as const, secondsSpent: 90, at: at(9).toISOString() },
        { quizAttempt: await answered(person, 0, at(20)), at: at(20).toISOString() },
      ].map((op) => ({ ...op, opId: crypto.randomUUID() }));
    const ops = await opsOfOneDevice(c.employee);
    for (const op of ops) await saveAs(c.employee, op);
    const otherOps = await opsOfOneDevice(c.manager);
    for (const op of [...otherOps].reverse()) await saveAs(c.manager, op);
    // And each once more, as a flaky network would: nothing changes.
    for (const op of otherOps) expect((await saveAs(c.manager, op)).applied).toBe(false);

    const [inOrder] = await myProgress(c.employee);
    const [reversed] = await myProgress(c.manager);
    // Everything but the row's own identity and bookkeeping times.
    const comparable = (p: CourseProgress) => ({ ...p, id: 0, ownerId: 0, startedAt: '', updatedAt: '' });
    expect(comparable(reversed!)).toEqual(comparable(inOrder!));
    expect(inOrder).toMatchObject({
      status: 'passed',
      furthestSlide: malware.slides.length - 1,
      timeSpentSeconds: 270,
      moduleFinishedAt: at(6).toISOString(),
      moduleRepeatCount: 1,
      quizAttemptCount: 2,
      quizRepeatCount: 1,
      bestScore: 100,
      lastScore: 100,
      passedAt: at(20).toISOString(),
    });
  });

  it('never dates an operation later than it arrived', async () => {
    const c = await companyWithPeople(h);
    await assign(c, c.employee);
    const future = new Date(h.clock.now.getTime() + 86_400_000);
    const result = await saveAs(c.employee, {
      quizAttempt: await attempt(c.employee, 'malware', 0, future),
      at: future.toISOString(),
    });
    expect(result.progress.passedAt).toBe(h.clock.now.toISOString());
  });

  it('never dates a finish or a pass before the course was assigned, so no certificate can be back-dated', async () => {
    const c = await companyWithPeople(h);
    await assign(c, c.employee);
    const assignedAt = h.clock.now.toISOString();
    h.clock.advance(3_600_000);
    const past = new Date('2001-01-01T00:00:00Z');
    const result = await saveAs(c.employee, {
      moduleFinished: true,
      at: past.toISOString(),
      quizAttempt: await attempt(c.employee, 'malware', 0, past),
    });
    expect(result.progress).toMatchObject({ status: 'passed', moduleFinishedAt: assignedAt, passedAt: assignedAt });
    const stored = await h.db
      .selectFrom('quiz_attempts')
      .select('attempted_at')
      .where('user_id', '=', c.employee.id)
      .executeTakeFirstOrThrow();
    expect(stored.attempted_at.toISOString()).toBe(assignedAt);
  });

  it.each(['0000-01-01T00:00:00+01:00', '0000-06-01T00:00:00Z', '1969-12-31T23:59:59Z', '+010000-01-01T00:00:00Z'])(
    'refuses a moment no database column takes (%s) with 400 and stores nothing',
    async (moment) => {
      const c = await companyWithPeople(h);
      await assign(c, c.employee);
      await expectRefused(
        h,
        () => save(c.employee, { moduleFinished: true, at: moment } as Op),
        400,
        'VALIDATION_FAILED',
      );
      const quiz = { quizAttempt: { ...(await attempt(c.employee, 'malware', 0, h.clock.now)), attemptedAt: moment } };
      await expectRefused(h, () => save(c.employee, quiz as Op), 400, 'VALIDATION_FAILED');
      expect(await myProgress(c.employee)).toEqual([]);
    },
  );

  it('never counts more learning time than has passed since the course was assigned', async () => {
    const c = await companyWithPeople(h);
    await assign(c, c.employee);
    h.clock.advance(90_000);
    // Six hours claimed within a minute and a half of the assignment.
    for (let i = 0; i < 6; i++) await saveAs(c.employee, { secondsSpent: 3600 });
    expect((await myProgress(c.employee))[0]!.timeSpentSeconds).toBe(90);
    // As the day goes on, real learning time counts in full again.
    h.clock.advance(3_600_000);
    const later = await saveAs(c.employee, { secondsSpent: 1200 });
    expect(later.progress.timeSpentSeconds).toBe(1290);
  });

  it('counts every one of many saves sent at once', async () => {
    const c = await companyWithPeople(h);
    await assign(c, c.employee);
    h.clock.advance(10 * 60_000); // learning time needs the wall time to pass
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => save(c.employee, { slide: i % 6, secondsSpent: 5 })),
    );
    expect(responses.every((r) => r.status === 200)).toBe(true);
    const [progress] = await myProgress(c.employee);
    expect(progress).toMatchObject({ timeSpentSeconds: 60, furthestSlide: 5 });
  });

  it('drops an operation made for progress that a company reset has archived since', async () => {
    const c = await companyWithPeople(h);
    await assign(c, c.employee);
    const before = await saveAs(c.employee, { slide: 5, secondsSpent: 100 });
    const reset = await h.post(
      '/api/progress/reset-company-progress',
      { companyId: c.companyId },
      { token: c.owner.token },
    );
    expect(reset.status).toBe(200);
    const late = await saveAs(c.employee, {
      progressId: before.progress.id,
      quizAttempt: await attempt(c.employee, 'malware', 0, h.clock.now),
    });
    expect(late.applied).toBe(false);
    expect(late.progress.id).not.toBe(before.progress.id);
    expect(late.progress).toMatchObject({
      status: 'inProgress',
      furthestSlide: 0,
      timeSpentSeconds: 0,
      quizAttemptCount: 0,
    });
  });

  it('notes exercises begun and finished once each, in any order, for the learner and the employer', async () => {
    const c = await companyWithPeople(h);
    await assign(c, c.employee);
    const [first] = courseExercises(malware);
    const exercise = first!.id;
    const finished = await saveAs(c.employee, { exercise: { id: exercise, finished: true } });
    expect(finished.progress).toMatchObject({ exercisesStarted: [exercise], exercisesFinished: [exercise] });
    // A late "begun", and the same finish sent again, change nothing.
    const late = await saveAs(c.employee, { exercise: { id: exercise } });
    const again = await saveAs(c.employee, { exercise: { id: exercise, finished: true } });
    expect(late.progress.exercisesStarted).toEqual([exercise]);
    expect(again.progress.exercisesFinished).toEqual([exercise]);
    expect((await myProgress(c.employee))[0]).toMatchObject({ exercisesFinished: [exercise] });

    const company = v.parse(
      CompanyProgress,
      (await h.get('/api/progress/get-company-progress', { token: c.owner.token })).body,
    );
    expect(company.find((p) => p.userId === c.employee.id)!.courses[0]).toMatchObject({
      trainingSlug: 'malware',
      exerciseCount: courseExercises(malware).length,
      exercisesStarted: 1,
      exercisesFinished: 1,
    });
  });

  it('refuses an exercise the course does not have and changes nothing', async () => {
    const c = await companyWithPeople(h);
    await assign(c, c.employee);
    const before = await saveAs(c.employee, { slide: 1, secondsSpent: 10 });
    const response = await expectRefused(
      h,
      () => save(c.employee, { secondsSpent: 30, exercise: { id: 'e99', finished: true } }, 'en'),
      400,
      'VALIDATION_FAILED',
    );
    expect(response.body.error.message).toContain('exercise.id');
    expect((await myProgress(c.employee))[0]).toMatchObject({
      timeSpentSeconds: before.progress.timeSpentSeconds,
      exercisesStarted: [],
      exercisesFinished: [],
    });
  });

  it('is refused with common.is_actions_blocked while the company’s agreement is not accepted', async () => {
    const c = await legacyCompany(h);
    await h.db
      .insertInto('training_assignments')
      .values({ user_id: c.employee.id, training_slug: 'malware' })
      .execute();
    await expectRefused(h, () => save(c.employee, { slide: 1 }), 403, 'ACTIONS_BLOCKED');
  });
});

describe('reading progress', () => {
  it('shows learners their own progress only, and the company’s to its employer and managers', async () => {
    const c = await companyWithPeople(h);
    const other = await companyWithPeople(h);
    await assign(c, c.employee);
    await assign(c, c.manager);
    const mine = await saveAs(c.employee, { slide: 2 });
    await saveAs(c.manager, { slide: 1 });

    expect((await myProgress(c.employee)).map((p) => p.ownerId)).toEqual([c.employee.id]);
    const single = (token: string) => h.get(`/api/progress/get-single-progress/${mine.progress.id}`, { token });
    expect((await single(c.employee.token)).body).toEqual(mine.progress);
    expect((await single(c.manager.token)).status).toBe(200);
    expect((await single(c.owner.token)).status).toBe(200);
    for (const stranger of [other.owner, other.manager, other.employee]) {
      expect((await single(stranger.token)).status).toBe(404);
    }
    // A colleague without the company's rights sees nothing either.
    const colleague = await createPerson(h, 'employee', c.companyId);
    expect((await single(colleague.token)).status).toBe(404);
    expect((await h.get('/api/progress/get-single-progress/abc', { token: c.employee.token })).status).toBe(400);
  });

  it('lists every person of the company with their assigned courses for the employer and managers', async () => {
    const c = await companyWithPeople(h);
    await assign(c, c.employee, 'malware');
    await assign(c, c.employee, 'byod');
    await assign(c, c.owner, 'malware');
    await saveAs(c.employee, { quizAttempt: await attempt(c.employee, 'malware', 0, h.clock.now) });
    // Progress in a course that is later revoked no longer counts.
    await assign(c, c.manager, 'byod');
    await saveAs(c.manager, { trainingSlug: 'byod', slide: 3 });
    await h.post('/api/trainings/revoke', { trainingSlug: 'byod', ownerId: c.manager.id }, { token: c.owner.token });

    const response = await h.get('/api/progress/get-company-progress', { token: c.manager.token });
    expect(response.status).toBe(200);
    const people = v.parse(CompanyProgress, response.body);
    expect(people.map((p) => p.userId).sort()).toEqual([c.owner.id, c.manager.id, c.employee.id].sort());
    const employee = people.find((p) => p.userId === c.employee.id)!;
    expect(employee).toMatchObject({ assignedCount: 2, startedCount: 1, passedCount: 1, certificateAvailable: false });
    expect(employee.courses.map((course) => [course.trainingSlug, course.status, course.bestScore])).toEqual([
      ['byod', 'notStarted', null],
      ['malware', 'passed', 100],
    ]);
    expect(people.find((p) => p.userId === c.manager.id)).toMatchObject({
      assignedCount: 0,
      startedCount: 0,
      courses: [],
    });
    expect(people.find((p) => p.userId === c.owner.id)).toMatchObject({
      role: 'employer',
      assignedCount: 1,
      passedCount: 0,
    });

    expect((await h.get('/api/progress/get-company-progress', { token: c.employee.token })).status).toBe(403);
    expect((await h.get('/api/progress/get-company-progress')).status).toBe(401);
  });
});
