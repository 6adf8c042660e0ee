import fc from 'fast-check';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { CourseProgress, SaveProgressResponse, type SaveProgressRequest } from '../../src/shared/api/progress.ts';
import { applyLocalSave } from '../../src/shared/api/progress-merge.ts';
import { courseExercises } from '../../src/shared/content/course-content.ts';
import type { CourseSlug } from '../../src/shared/courses.ts';
import { scoreQuizAttempt } from '../../src/shared/rules/quiz.ts';
import { loadCourseCatalog } from '../../src/server/courses/course-catalog.ts';
import { fileHarness } from '../support/api-harness.ts';
import { companyWithPeople, type TestCompany } from '../support/companies.ts';
import { createPerson, type Person } from '../support/factories.ts';
import { answersFor, drawQuiz } from '../support/learning.ts';

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

const SLUG: CourseSlug = 'malware';
const content = loadCourseCatalog().get(SLUG, 'de');
const exerciseIds = courseExercises(content).map((e) => e.id);

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
        const send = async (request: SaveProgressRequest, score?: ReturnType<typeof scoreQuizAttempt>) => {
          device = applyLocalSave(device, { request, ...(score ? { score } : {}) });
          const saved = await h.post('/api/progress/save-progress', request, { token: person.token });
          expect(saved.status, JSON.stringify(saved.body)).toBe(200);
          server = v.parse(SaveProgressResponse, saved.body).progress;
        };
        for (const taken of steps) {
          h.clock.advance(60_000);
          const at = h.clock.now.toISOString();
          const base = { opId: crypto.randomUUID(), trainingSlug: SLUG, progressId: server.id, at, secondsSpent: 30 };
          if (!('quizWrong' in taken)) {
            await send({ ...base, ...taken });
            continue;
          }
          const draw = await drawQuiz(h, person.token, SLUG);
          // After two failures in a row the learner goes through the module before the next attempt.
          if (draw.moduleFirst) await send({ ...base, opId: crypto.randomUUID(), moduleFinished: true });
          const answers = answersFor(draw, taken.quizWrong);
          const quizAttempt = { id: crypto.randomUUID(), drawId: draw.id, answers, attemptedAt: at };
          await send({ ...base, quizAttempt }, scoreQuizAttempt(content.quiz, answers));
        }
        expect(compared(device)).toEqual(compared(server));
      }),
      { numRuns: 30 },
    );
  }, 240_000);
});
