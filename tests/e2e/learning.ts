import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { CourseProgress } from '#shared/api/progress.ts';
import type { CourseContent } from '#shared/content/course-content.ts';
import { PASSWORD, completeSettings, expect, register, uniqueEmail } from './support.ts';

/** A course file as the test reads it: it knows the right answers. */
export const course = (slug: string, lang = 'de'): CourseContent =>
  JSON.parse(readFileSync(new URL(`../../src/content/courses/${slug}.${lang}.json`, import.meta.url), 'utf8'));

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

/** Answers the question on screen (found in the course file by its text), right or wrong, and checks it. */
export async function answer(page: Page, content: CourseContent, right: boolean) {
  const text = (await page.locator('legend').innerText()).trim();
  const question = content.quiz.find((q) => q.question === text);
  expect(question, text).toBeDefined();
  const option = question!.options.find((o) => (o.id === question!.answer) === right)!;
  await page.getByLabel(option.text, { exact: true }).check();
  await page.getByRole('button', { name: 'Antwort prüfen' }).click();
  await expect(page.getByText(right ? 'Das ist richtig.' : 'Das ist falsch.')).toBeVisible();
  await expect(page.getByText(question!.explanation)).toBeVisible();
}

/** Takes the five questions of an attempt, `rightCount` of them right, and opens the result. */
export async function takeQuiz(page: Page, content: CourseContent, rightCount: number) {
  for (let step = 1; step <= 5; step++) {
    await expect(page.getByRole('heading', { level: 1, name: `Frage ${step} von 5` })).toBeVisible();
    await answer(page, content, step <= rightCount);
    await page.getByRole('button', { name: step === 5 ? 'Ergebnis anzeigen' : 'Nächste Frage' }).click();
  }
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
