import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SaveProgressResponse } from '../../src/shared/api/progress.ts';
import { answerCheck, QuizDraw } from '../../src/shared/api/quiz-draws.ts';
import type { CourseSlug } from '../../src/shared/courses.ts';
import { loadCourseCatalog } from '../../src/server/courses/course-catalog.ts';
import { fileHarness } from '../support/api-harness.ts';
import { companyWithPeople, expectRefused, type TestCompany } from '../support/companies.ts';
import { signIn, type Person } from '../support/factories.ts';
import { answersFor, drawQuiz } from '../support/learning.ts';

/**
 * The quiz no one passes by guessing (docs/decisions/094-a-quiz-no-one-passes-by-guessing.md): the
 * server hands out each attempt's questions, refuses answers to others, draws unseen questions for a
 * repeat, waits for the module after two failures in a row and reveals the right options only after
 * an attempt, for the questions answered wrongly.
 */
const h = fileHarness();
const catalog = loadCourseCatalog();
const SLUG: CourseSlug = 'malware';

async function assigned(): Promise<TestCompany> {
  const c = await companyWithPeople(h);
  for (const person of [c.employee, c.manager]) {
    const response = await h.post(
      '/api/trainings/assign',
      { trainingSlug: SLUG, ownerId: person.id },
      { token: c.owner.token },
    );
    expect(response.status).toBe(200);
  }
  return c;
}

const save = (person: Person, op: Record<string, unknown>, lang?: string) =>
  h.post(
    '/api/progress/save-progress',
    { opId: crypto.randomUUID(), trainingSlug: SLUG, ...op },
    { token: person.token, ...(lang ? { lang } : {}) },
  );

async function answer(person: Person, draw: QuizDraw, wrong: number, at = h.clock.now) {
  const response = await save(person, {
    quizAttempt: {
      id: crypto.randomUUID(),
      drawId: draw.id,
      answers: answersFor(draw, wrong),
      attemptedAt: at.toISOString(),
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return v.parse(SaveProgressResponse, response.body);
}

describe('POST /progress/draw-quiz', () => {
  it('hands out five questions with their options in a new order, and the same draw until it is answered', async () => {
    const c = await assigned();
    const draw = v.parse(QuizDraw, await drawQuiz(h, c.employee.token, SLUG, 'en'));
    const bank = catalog.get(SLUG, 'en').quiz;
    expect(draw.questions).toHaveLength(5);
    for (const drawn of draw.questions) {
      const own = bank.find((q) => q.id === drawn.id)!;
      expect(drawn.question).toBe(own.question);
      expect(drawn.options.map((o) => o.id).sort()).toEqual(own.options.map((o) => o.id).sort());
      // The device can tell the answer given right or wrong; the explanation is not there.
      expect(drawn.check).toBe(answerCheck(draw.id, drawn.id, own.answer));
      expect(JSON.stringify(drawn)).not.toContain(own.explanation.slice(0, 30));
    }
    expect(draw).toMatchObject({ failuresInARow: 0, moduleFirst: false });
    const again = await drawQuiz(h, c.employee.token, SLUG, 'en');
    expect(again.id).toBe(draw.id);
    expect(again.questions.map((q) => q.id)).toEqual(draw.questions.map((q) => q.id));
  });

  it('hands out a course nobody assigned to the caller to no one', async () => {
    const c = await companyWithPeople(h);
    await expectRefused(
      h,
      () => h.post('/api/progress/draw-quiz', { trainingSlug: SLUG }, { token: c.employee.token }),
      403,
      'TRAINING_NOT_ASSIGNED',
    );
  });

  it('draws for a repeat questions the person has not been handed yet', async () => {
    const c = await assigned();
    const seen = new Set<string>();
    for (let attempt = 0; attempt < 2; attempt++) {
      const draw = await drawQuiz(h, c.employee.token, SLUG);
      for (const q of draw.questions) {
        expect(seen.has(q.id), `${q.id} handed out again`).toBe(false);
        seen.add(q.id);
      }
      await answer(c.employee, draw, 3);
    }
    expect(seen.size).toBe(10);
  });
});

describe('a quiz attempt against its draw', () => {
  it('refuses answers to a question not handed out, and changes nothing', async () => {
    const c = await assigned();
    const draw = await drawQuiz(h, c.employee.token, SLUG);
    const handedOut = answersFor(draw);
    const other = catalog.get(SLUG, 'de').quiz.find((q) => !(q.id in handedOut))!;
    // Four of the draw's questions and one it did not hand out.
    const answers = { ...Object.fromEntries(Object.entries(handedOut).slice(1)), [other.id]: other.answer };
    const attempt = { id: crypto.randomUUID(), drawId: draw.id, answers, attemptedAt: h.clock.now.toISOString() };
    const refused = await expectRefused(
      h,
      () => save(c.employee, { quizAttempt: attempt }, 'en'),
      409,
      'QUIZ_NOT_HANDED_OUT',
    );
    expect(refused.body.error.message).toBe(
      'These questions were not handed out to you for a new quiz attempt. Please open the quiz again.',
    );
  });

  it('refuses a draw handed out to someone else, or answered by another attempt', async () => {
    const c = await assigned();
    const draw = await drawQuiz(h, c.employee.token, SLUG);
    const attempt = {
      id: crypto.randomUUID(),
      drawId: draw.id,
      answers: answersFor(draw),
      attemptedAt: h.clock.now.toISOString(),
    };
    await expectRefused(h, () => save(c.manager, { quizAttempt: attempt }), 409, 'QUIZ_NOT_HANDED_OUT');
    expect((await save(c.employee, { quizAttempt: attempt })).status).toBe(200);
    const second = { ...attempt, id: crypto.randomUUID() };
    await expectRefused(h, () => save(c.employee, { quizAttempt: second }), 409, 'QUIZ_NOT_HANDED_OUT');
  });

  it('reveals the right option and the explanation after the attempt, only for the questions answered wrongly', async () => {
    const c = await assigned();
    const draw = await drawQuiz(h, c.employee.token, SLUG, 'en');
    const saved = await answer(c.employee, draw, 2);
    const result = saved.quizAttempt!;
    expect(result).toMatchObject({ scorePercent: 60, passed: false });
    const wrong = draw.questions.slice(0, 2).map((q) => q.id);
    expect(result.questions.map((q) => q.questionId)).toEqual(draw.questions.map((q) => q.id));
    expect(result.review.map((r) => r.questionId)).toEqual(wrong);
    const bank = catalog.get(SLUG, 'en').quiz;
    for (const review of result.review) {
      const own = bank.find((q) => q.id === review.questionId)!;
      expect(review).toEqual({
        questionId: own.id,
        question: own.question,
        rightAnswer: own.options.find((o) => o.id === own.answer)!.text,
        explanation: own.explanation,
      });
    }
  });

  it('waits for the module after two failed attempts in a row, and opens again once it was gone through', async () => {
    const c = await assigned();
    await answer(c.employee, await drawQuiz(h, c.employee.token, SLUG), 3);
    h.clock.advance(60_000);
    await answer(c.employee, await drawQuiz(h, c.employee.token, SLUG), 2);
    h.clock.advance(60_000);
    const third = await drawQuiz(h, c.employee.token, SLUG);
    expect(third).toMatchObject({ failuresInARow: 2, moduleFirst: true });
    const attempt = {
      id: crypto.randomUUID(),
      drawId: third.id,
      answers: answersFor(third),
      attemptedAt: h.clock.now.toISOString(),
    };
    const refused = await expectRefused(h, () => save(c.employee, { quizAttempt: attempt }), 409, 'QUIZ_MODULE_FIRST');
    expect(refused.body.error.message).toContain('2 nicht bestandenen Versuchen');
    // Repeating the module and reaching its end again opens the quiz.
    expect((await save(c.employee, { slide: 0, moduleRepeated: true })).status).toBe(200);
    h.clock.advance(10 * 60_000);
    expect((await save(c.employee, { moduleFinished: true })).status).toBe(200);
    expect(await drawQuiz(h, c.employee.token, SLUG)).toMatchObject({ id: third.id, moduleFirst: false });
    h.clock.advance(60_000);
    const passed = await answer(c.employee, third, 0);
    expect(passed.progress).toMatchObject({ status: 'passed', quizAttemptCount: 3, passedAtAttempt: 3 });
  });

  it('takes an attempt made offline with a draw handed out ahead, once, however often it is replayed', async () => {
    const c = await assigned();
    // Handed out while online; answered an hour later without a connection; sent the next morning.
    const draw = await drawQuiz(h, c.employee.token, SLUG);
    h.clock.advance(60 * 60_000);
    const madeAt = h.clock.now;
    h.clock.advance(15 * 60 * 60_000);
    // A new morning, a new sign-in.
    c.employee.token = await signIn(h, c.employee.email, c.employee.password);
    const op = {
      opId: crypto.randomUUID(),
      at: madeAt.toISOString(),
      quizAttempt: {
        id: crypto.randomUUID(),
        drawId: draw.id,
        answers: answersFor(draw, 1),
        attemptedAt: madeAt.toISOString(),
      },
    };
    const first = await save(c.employee, op);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const saved = v.parse(SaveProgressResponse, first.body);
    expect(saved).toMatchObject({ applied: true, quizAttempt: { scorePercent: 80, passed: true } });
    expect(saved.progress).toMatchObject({ passedAt: madeAt.toISOString(), passedAtAttempt: 1 });
    const replay = v.parse(SaveProgressResponse, (await save(c.employee, op)).body);
    expect(replay.applied).toBe(false);
    expect(replay.quizAttempt).toEqual(saved.quizAttempt);
    const underNewOp = v.parse(
      SaveProgressResponse,
      (await save(c.employee, { ...op, opId: crypto.randomUUID() })).body,
    );
    expect(underNewOp.progress.quizAttemptCount).toBe(1);
    // The next draw is a new one.
    expect((await drawQuiz(h, c.employee.token, SLUG)).id).not.toBe(draw.id);
  });

  it('keeps at which attempt the course was passed and shows it to the employer', async () => {
    const c = await assigned();
    await answer(c.manager, await drawQuiz(h, c.manager.token, SLUG), 2);
    h.clock.advance(60_000);
    const passed = await answer(c.manager, await drawQuiz(h, c.manager.token, SLUG), 0);
    expect(passed.progress.passedAtAttempt).toBe(2);
    const overview = await h.get<
      { userId: number; courses: { trainingSlug: string; passedAtAttempt: number | null }[] }[]
    >('/api/progress/get-company-progress', { token: c.owner.token });
    const manager = overview.body.find((p) => p.userId === c.manager.id)!;
    expect(manager.courses.find((course) => course.trainingSlug === SLUG)?.passedAtAttempt).toBe(2);
  });
});
