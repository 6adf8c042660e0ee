import { expect } from 'vitest';
import type { QuizDraw } from '../../src/shared/api/quiz-draws.ts';
import type { OptionId } from '../../src/shared/content/course-content.ts';
import type { TrainingSlug } from '../../src/shared/courses.ts';
import { loadCourseCatalog } from '../../src/server/courses/course-catalog.ts';
import type { ApiHarness } from './api-harness.ts';

const catalog = loadCourseCatalog();

/** POST /progress/draw-quiz as the person: the questions of their next attempt. */
export async function drawQuiz(
  h: ApiHarness,
  token: string,
  slug: TrainingSlug,
  lang?: 'de' | 'en',
): Promise<QuizDraw> {
  const response = await h.post<QuizDraw>(
    '/api/progress/draw-quiz',
    { trainingSlug: slug, ...(lang ? { lang } : {}) },
    { token },
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

/** The right option of each drawn question, or a wrong one for the first `wrong` of them. */
export function answersFor(draw: Pick<QuizDraw, 'trainingSlug' | 'questions'>, wrong = 0): Record<string, OptionId> {
  const bank = catalog.get(draw.trainingSlug, 'de').quiz;
  return Object.fromEntries(
    draw.questions.map((drawn, index) => {
      const q = bank.find((b) => b.id === drawn.id)!;
      return [q.id, index < wrong ? q.options.find((o) => o.id !== q.answer)!.id : q.answer];
    }),
  );
}

export type TestAttempt = { id: string; drawId: string; answers: Record<string, OptionId>; attemptedAt: string };

/** Draws the person's next questions and answers them, the first `wrong` wrongly. */
export async function quizAttempt(
  h: ApiHarness,
  token: string,
  slug: TrainingSlug,
  options: { wrong?: number; at?: Date } = {},
): Promise<TestAttempt> {
  const draw = await drawQuiz(h, token, slug);
  return {
    id: crypto.randomUUID(),
    drawId: draw.id,
    answers: answersFor(draw, options.wrong ?? 0),
    attemptedAt: (options.at ?? h.clock.now).toISOString(),
  };
}

/**
 * Binds a drawn attempt as if its device had answered the draw and the save were still on its way,
 * so a test can hand out the next draw before the attempt arrives (a device that was offline).
 */
export async function answeredOnDevice<A extends Pick<TestAttempt, 'id' | 'drawId'>>(
  h: ApiHarness,
  attempt: A,
): Promise<A> {
  await h.db.updateTable('quiz_draws').set({ attempt_id: attempt.id }).where('id', '=', attempt.drawId).execute();
  return attempt;
}

/** Finishes the course's module and passes its quiz in one save, at the harness's clock; answers the save. */
export async function passCourse(h: ApiHarness, token: string, slug: TrainingSlug) {
  const response = await h.post(
    '/api/progress/save-progress',
    {
      opId: crypto.randomUUID(),
      trainingSlug: slug,
      moduleFinished: true,
      quizAttempt: await quizAttempt(h, token, slug),
    },
    { token },
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}
