import fc from 'fast-check';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { CourseProgress, SaveProgressResponse, type SaveProgressRequest } from '../../src/shared/api/progress.ts';
import { applyLocalSave } from '../../src/shared/api/progress-merge.ts';
import { courseExercises } from '../../src/shared/content/course-content.ts';
import { scoreQuizAttempt } from '../../src/shared/rules/quiz.ts';
import { loadCourseCatalog } from '../../src/server/courses/course-catalog.ts';
import { fileHarness } from '../support/api-harness.ts';
import { companyWithPeople, type TestCompany } from '../support/companies.ts';
import { createPerson, type Person } from '../support/factories.ts';

/**
 * The device shows waiting saves merged by its own copy of the rules (applyLocalSave), the server
 * merges them in SQL (save_progress). Whatever a learner does, the two must agree, or a page shows
 * one thing offline and another once the saves arrive.
 */
const h = fileHarness();
let company: TestCompany;
beforeAll(async () => {
  company = await companyWithPeople(h);
});

const SLUG = 'malware';
const content = loadCourseCatalog().get(SLUG, 'de');
const exerciseIds = courseExercises(content).map((e) => e.id);

/** Five questions answered, the first `wrong` of them wrong. */
const answersWith = (wrong: number) =>
  Object.fromEntries(
    content.quiz
      .slice(0, 5)
      .map((q, index) => [q.id, index < wrong ? q.options.find((o) => o.id !== q.answer)!.id : q.answer]),
  );

type Step =
  | { slide: number }
  | { moduleFinished: true }
  | { moduleRepeated: true }
  | { exercise: { id: string; finished?: true } }
  | { quizWrong: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  // Beyond the last slide too: both sides hold the furthest slide to the course's length.
  fc.integer({ min: 0, max: content.slides.length + 2 }).map((slide) => ({ slide })),
  fc.constant({ moduleFinished: true as const }),
  fc.constant({ moduleRepeated: true as const }),
  fc
    .record({ id: fc.constantFrom(...exerciseIds), finished: fc.boolean() })
    .map(({ id, finished }) => ({ exercise: finished ? { id, finished: true as const } : { id } })),
  fc.integer({ min: 0, max: 5 }).map((quizWrong) => ({ quizWrong })),
);

async function learner(): Promise<Person> {
  const person = await createPerson(h, 'employee', company.companyId);
  const assigned = await h.post(
    '/api/trainings/assign',
    { trainingSlug: SLUG, ownerId: person.id },
    { token: company.owner.token },
  );
  expect(assigned.status).toBe(200);
  return person;
}

const compared = (progress: CourseProgress) => ({
  status: progress.status,
  furthestSlide: progress.furthestSlide,
  timeSpentSeconds: progress.timeSpentSeconds,
  moduleFinishedAt: progress.moduleFinishedAt,
  moduleRepeatCount: progress.moduleRepeatCount,
  quizAttemptCount: progress.quizAttemptCount,
  quizRepeatCount: progress.quizRepeatCount,
  bestScore: progress.bestScore,
  lastScore: progress.lastScore,
  passedAt: progress.passedAt,
  exercisesStarted: progress.exercisesStarted,
  exercisesFinished: progress.exercisesFinished,
});

describe('the device’s merge of waiting saves', () => {
  it('agrees with the server’s, whatever the learner does in whatever order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        const person = await learner();
        const begun = await h.post('/api/progress/create-progress', { trainingSlug: SLUG }, { token: person.token });
        expect(begun.status).toBe(200);
        let device = v.parse(CourseProgress, begun.body);
        let server = device;
        for (const taken of steps) {
          h.clock.advance(60_000);
          const at = h.clock.now.toISOString();
          const { quizWrong, ...op } = 'quizWrong' in taken ? { ...taken } : { ...taken, quizWrong: undefined };
          const answers = quizWrong === undefined ? undefined : answersWith(quizWrong);
          const request: SaveProgressRequest = {
            opId: crypto.randomUUID(),
            trainingSlug: SLUG,
            progressId: server.id,
            at,
            secondsSpent: 30,
            ...op,
            ...(answers ? { quizAttempt: { id: crypto.randomUUID(), answers, attemptedAt: at } } : {}),
          };
          const score = answers ? scoreQuizAttempt(content.quiz, answers) : undefined;
          device = applyLocalSave(device, { request, ...(score ? { score } : {}) });
          const saved = await h.post('/api/progress/save-progress', request, { token: person.token });
          expect(saved.status, JSON.stringify(saved.body)).toBe(200);
          server = v.parse(SaveProgressResponse, saved.body).progress;
        }
        expect(compared(device)).toEqual(compared(server));
      }),
      { numRuns: 30 },
    );
  }, 240_000);
});
