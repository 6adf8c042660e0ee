import { expect } from 'vitest';
import type { CourseSlug } from '../../src/shared/courses.ts';
import { loadCourseCatalog } from '../../src/server/courses/course-catalog.ts';
import type { ApiHarness } from './api-harness.ts';

const catalog = loadCourseCatalog();

/** The right answers of a course's first five questions. */
export const rightAnswers = (slug: CourseSlug) =>
  Object.fromEntries(
    catalog
      .get(slug, 'de')
      .quiz.slice(0, 5)
      .map((q) => [q.id, q.answer]),
  );

/** Finishes the course's module and passes its quiz in one save, at the harness's clock; answers the save. */
export async function passCourse(h: ApiHarness, token: string, slug: CourseSlug) {
  const response = await h.post(
    '/api/progress/save-progress',
    {
      opId: crypto.randomUUID(),
      trainingSlug: slug,
      moduleFinished: true,
      quizAttempt: { id: crypto.randomUUID(), answers: rightAnswers(slug), attemptedAt: h.clock.now.toISOString() },
    },
    { token },
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}
