import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { CourseProgress } from '#shared/api/progress.ts';
import type { QuizDraw } from '#shared/api/quiz-draws.ts';
import type { CourseContent } from '#shared/content/course-content.ts';
import { PASSWORD, completeSettings, expect, register, uniqueEmail } from './support.ts';

/** A course file as the test reads it: it knows the right answers. */
export const course = (slug: string, lang = 'de'): CourseContent =>
  JSON.parse(
    readFileSync(
      new URL(
        `../../src/content/${slug === 'nis2-management' || slug === 'ai-at-work' ? 'tracks' : 'courses'}/${slug}.${lang}.json`,
        import.meta.url,
      ),
      'utf8',
    ),
  );

/** Calls the API with the page's session, as the app does. */
export async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const session = JSON.parse(localStorage.getItem('session')!) as { token: string };
      const response = await fetch(`/api${path}`, {
        method,
        headers: { authorization: session.token, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
      return response.json();
    },
    { method, path, body },
  ) as Promise<T>;
}

export const myProgress = async (page: Page, slug: string) =>
  (await api<CourseProgress[]>(page, 'GET', '/progress/get-progress')).find((p) => p.trainingSlug === slug);

/**
 * A registered employer who has assigned `slugs` to themselves (docs/product.md R13), on /trainings;
 * answers how they sign in.
 */
export async function employerWithCourses(page: Page, slugs: string[]) {
  const email = uniqueEmail('owner');
  await register(page, email);
  await completeSettings(page);
  const userId = await page.evaluate(() => (JSON.parse(localStorage.getItem('session')!) as { userId: number }).userId);
  for (const slug of slugs) await api(page, 'POST', '/trainings/assign', { trainingSlug: slug, ownerId: userId });
  await page.goto('/trainings');
  return { email, password: PASSWORD };
}

/**
 * Answers the question on screen (found in the course file by its text), right or wrong, and checks
 * it: the page says right or wrong, and neither the right option nor the explanation. Answers the
 * question's id.
 */
export async function answer(page: Page, content: CourseContent, right: boolean): Promise<string> {
  const text = (await page.locator('legend').innerText()).trim();
  const question = content.quiz.find((q) => q.question === text);
  expect(question, text).toBeDefined();
  const option = question!.options.find((o) => (o.id === question!.answer) === right)!;
  await page.getByLabel(option.text, { exact: true }).check();
  await page.getByRole('button', { name: 'Antwort prüfen' }).click();
  await expect(page.getByText(right ? 'Das ist richtig.' : 'Das ist falsch.')).toBeVisible();
  await expect(page.getByText(question!.explanation)).toHaveCount(0);
  return question!.id;
}

/** Takes the five questions of an attempt, `rightCount` of them right, and opens the result; answers their ids. */
export async function takeQuiz(page: Page, content: CourseContent, rightCount: number): Promise<string[]> {
  const asked: string[] = [];
  for (let step = 1; step <= 5; step++) {
    await expect(page.getByRole('heading', { level: 1, name: `Frage ${step} von 5` })).toBeVisible();
    asked.push(await answer(page, content, step <= rightCount));
    await page.getByRole('button', { name: step === 5 ? 'Ergebnis anzeigen' : 'Nächste Frage' }).click();
  }
  return asked;
}

/**
 * A quiz attempt as the app sends it, through the API: the next draw of the course, answered from
 * the course file, the first `wrong` questions wrongly.
 */
export async function drawnAttempt(page: Page, slug: string, wrong = 0) {
  const draw = await api<QuizDraw>(page, 'POST', '/progress/draw-quiz', { trainingSlug: slug });
  const bank = course(slug).quiz;
  const answers = Object.fromEntries(
    draw.questions.map((drawn, index) => {
      const q = bank.find((b) => b.id === drawn.id)!;
      return [q.id, index < wrong ? q.options.find((o) => o.id !== q.answer)!.id : q.answer];
    }),
  );
  return { id: crypto.randomUUID(), drawId: draw.id, answers, attemptedAt: new Date().toISOString() };
}

/** Finishes a course's module and passes its quiz through the API, as the learner's device would. */
export async function passByApi(page: Page, slug: string, extra: Record<string, unknown> = {}) {
  await api(page, 'POST', '/progress/save-progress', {
    opId: crypto.randomUUID(),
    trainingSlug: slug,
    moduleFinished: true,
    quizAttempt: await drawnAttempt(page, slug),
    ...extra,
  });
}

/** Reads the module from the slide on screen to its end and opens the quiz. */
export async function readModule(page: Page, content: CourseContent) {
  const slides = page.getByRole('navigation', { name: 'Folien' });
  for (const [index, slide] of content.slides.entries()) {
    await expect(page.getByRole('heading', { level: 1, name: slide.heading })).toBeVisible();
    await slides
      .getByRole('link', { name: index + 1 === content.slides.length ? /Weiter zum Quiz/ : /^Weiter/ })
      .click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Abschlussquiz' })).toBeVisible();
}

/** From the course's first slide, on to slide `index` (0-based) by its "Weiter" links. */
export async function walkToSlide(page: Page, content: CourseContent, index: number) {
  const slides = page.getByRole('navigation', { name: 'Folien' });
  for (let at = 0; at < index; at++) {
    await expect(page.getByRole('heading', { level: 1, name: content.slides[at]!.heading })).toBeVisible();
    await slides.getByRole('link', { name: /^Weiter/ }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: content.slides[index]!.heading })).toBeVisible();
}
