import type { BrowserContext, Page } from '@playwright/test';
import type { CourseProgress } from '#shared/api/progress.ts';
import { courseExercises, type CourseContent, type Exercise } from '#shared/content/course-content.ts';
import { COURSE_SLUGS } from '#shared/courses.ts';
import { course, employerWithCourses, myProgress, walkToSlide } from './learning.ts';
import { expect, test } from './support.ts';

type Kind = Exercise['kind'];
type Found = { slug: string; content: CourseContent; slide: number; exercise: Exercise };

/** The first course (in catalogue order) with an exercise of the kind, and where it is. */
function exerciseOfKind(kind: Kind): Found {
  for (const slug of COURSE_SLUGS) {
    const content = course(slug);
    const slide = content.slides.findIndex((s) => s.blocks.some((b) => b.type === 'exercise' && b.kind === kind));
    if (slide >= 0) {
      const exercise = courseExercises({ slides: [content.slides[slide]!] }).find((e) => e.kind === kind)!;
      return { slug, content, slide, exercise };
    }
  }
  throw new Error(`no course has a ${kind} exercise`);
}

const KINDS: Kind[] = ['spot', 'sort', 'pick', 'decide'];
const found = KINDS.map(exerciseOfKind);
const slugs = [...new Set(found.map((f) => f.slug))];

async function openExercise(page: Page, { slug, content, slide, exercise }: Found) {
  await page.goto(`/trainings/${slug}/1`);
  await walkToSlide(page, content, slide);
  return page.getByRole('region', { name: exercise.title });
}

/**
 * Plays a decide exercise to its end: the risky choice at the first step when `riskyFirst`, then
 * the safe one at every step, with the keyboard.
 */
async function decideThrough(page: Page, exercise: Extract<Exercise, { kind: 'decide' }>, riskyFirst: boolean) {
  const box = page.getByRole('region', { name: exercise.title });
  let first = true;
  while (await box.locator('.decide-now').count()) {
    const situation = (await box.locator('.decide-now .decide-situation').innerText()).trim();
    const step = exercise.steps.find((s) => s.situation === situation)!;
    expect(step, situation).toBeDefined();
    const choice = step.choices.find((c) => c.good !== (first && riskyFirst)) ?? step.choices.find((c) => c.good)!;
    first = false;
    await box.getByRole('button', { name: choice.text, exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(box).toContainText(choice.feedback);
  }
}

/** Answers the exercise as a learner who got it right, with the keyboard where the kind allows. */
async function solve(page: Page, { exercise }: Found) {
  const box = page.getByRole('region', { name: exercise.title });
  if (exercise.kind === 'decide') {
    await decideThrough(page, exercise, false);
    await expect(box.getByRole('status')).toContainText('Sie haben jedes Mal sicher entschieden.');
    await expect(box.getByRole('status')).toContainText(exercise.conclusion);
    return;
  }
  if (exercise.kind === 'spot') {
    for (const part of exercise.parts.filter((p) => p.clue)) {
      await box.getByRole('button', { name: part.text }).focus();
      await page.keyboard.press('Space');
      await expect(box.getByRole('button', { name: part.text })).toHaveAttribute('aria-pressed', 'true');
    }
  } else if (exercise.kind === 'sort') {
    for (const item of exercise.items) {
      const label = exercise.categories.find((c) => c.id === item.category)!.label;
      await box.getByRole('group', { name: item.text, exact: true }).getByRole('radio', { name: label }).check();
    }
  } else {
    const right = exercise.options.find((o) => o.id === exercise.answer)!;
    await box.getByRole('radio', { name: right.text }).check();
  }
  await box.getByRole('button', { name: 'Prüfen' }).press('Enter');
  const total = exercise.kind === 'spot' ? exercise.parts.filter((p) => p.clue).length : 0;
  const verdict =
    exercise.kind === 'spot'
      ? `Sie haben ${total} von ${total} Warnzeichen gefunden.`
      : exercise.kind === 'sort'
        ? `${exercise.items.length} von ${exercise.items.length} richtig zugeordnet.`
        : 'Richtig gewählt.';
  await expect(box.getByRole('status')).toContainText(verdict);
  await expect(box.getByRole('status')).toContainText(exercise.conclusion);
}

/** A wrong first try: the exercise names what was missed, and a retry starts blank. */
async function missAndRetry(page: Page, { exercise }: Found) {
  const box = page.getByRole('region', { name: exercise.title });
  if (exercise.kind === 'decide') {
    await decideThrough(page, exercise, true);
    await expect(box.getByRole('status')).toContainText('Riskante Entscheidungen');
    await box.screenshot({ path: test.info().outputPath('decide-story.png') });
  } else if (exercise.kind === 'spot') {
    const harmless = exercise.parts.find((p) => !p.clue)!;
    await box.getByRole('button', { name: harmless.text }).click();
    await box.getByRole('button', { name: 'Prüfen' }).click();
    await expect(box.getByText('Warnzeichen übersehen.').first()).toBeVisible();
    await expect(box).toContainText(harmless.feedback);
  } else if (exercise.kind === 'sort') {
    await box.getByRole('button', { name: 'Prüfen' }).click();
    await expect(box.getByText(`Noch nicht zugeordnet: ${exercise.items.length}`)).toBeVisible();
    return;
  } else {
    const wrong = exercise.options.find((o) => o.id !== exercise.answer)!;
    await box.getByRole('radio', { name: wrong.text }).check();
    await box.getByRole('button', { name: 'Prüfen' }).click();
    await expect(box.getByRole('status')).toContainText('Nicht die beste Wahl');
    await expect(box).toContainText(wrong.feedback);
  }
  await box.getByRole('button', { name: 'Noch einmal versuchen' }).click();
  await expect(box.getByRole('status')).toHaveText('');
}

test('every kind of exercise is practised online, counted once, and the employer sees it', async ({ page }) => {
  await employerWithCourses(page, slugs);
  for (const f of found) {
    await openExercise(page, f);
    await missAndRetry(page, f);
    await solve(page, f);
    await expect.poll(async () => (await myProgress(page, f.slug))?.exercisesFinished).toContain(f.exercise.id);
  }
  await page.goto('/users');
  const row = page.getByRole('row', { name: /Übungen erledigt/ });
  const total = slugs.reduce((sum, slug) => sum + courseExercises(course(slug)).length, 0);
  await expect(row).toContainText(`${found.length} von ${total} Übungen erledigt`);
});

/** Review 2-4: marking every part finds every sign, but is no answer: the exercise is not done. */
test('marking every part of a spot exercise does not count as done', async ({ page }) => {
  const spot = found.find((f) => f.exercise.kind === 'spot')!;
  const exercise = spot.exercise as Extract<Exercise, { kind: 'spot' }>;
  await employerWithCourses(page, [spot.slug]);
  const box = await openExercise(page, spot);
  const toggles = box.locator('button[aria-pressed]');
  await expect(toggles).toHaveCount(exercise.parts.length);
  for (const toggle of await toggles.all()) await toggle.click();
  await box.getByRole('button', { name: 'Prüfen' }).click();
  const clues = exercise.parts.filter((p) => p.clue).length;
  const status = box.getByRole('status');
  await expect(status).toContainText(
    `Sie haben ${clues} von ${clues} Warnzeichen gefunden. Unauffällige Stellen markiert: ${exercise.parts.length - clues}.`,
  );
  await expect(status).toContainText('Noch nicht erledigt: Es sind zu viele unauffällige Stellen markiert.');
  await expect.poll(async () => (await myProgress(page, spot.slug))?.exercisesStarted).toContain(exercise.id);
  expect((await myProgress(page, spot.slug))?.exercisesFinished).not.toContain(exercise.id);

  // Tried again with the signs and one harmless part by mistake: done.
  await box.getByRole('button', { name: 'Noch einmal versuchen' }).click();
  const marks = [...exercise.parts.filter((p) => p.clue), exercise.parts.find((p) => !p.clue)!];
  for (const part of marks) await box.getByRole('button', { name: part.text }).click();
  await box.getByRole('button', { name: 'Prüfen' }).click();
  await expect(status).toContainText('Übung erledigt.');
  await expect.poll(async () => (await myProgress(page, spot.slug))?.exercisesFinished).toContain(exercise.id);
});

/** The app controls the page, so course pages and their material come from the device when offline. */
async function installed(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.reload();
}

async function serverProgress(context: BrowserContext, token: string, slug: string) {
  const response = await context.request.get('/api/progress/get-progress', { headers: { authorization: token } });
  return ((await response.json()) as CourseProgress[]).find((p) => p.trainingSlug === slug);
}

test('exercises done offline reach the server once the network returns', async ({ page, context }) => {
  test.slow();
  await employerWithCourses(page, slugs);
  await installed(page);
  // Each course opened once online, so its material is on the device.
  for (const f of found) {
    await page.goto(`/trainings/${f.slug}/1`);
    await expect(page.getByRole('heading', { level: 1, name: f.content.slides[0]!.heading })).toBeVisible();
  }
  const { token } = await page.evaluate(() => JSON.parse(localStorage.getItem('session')!) as { token: string });

  await context.setOffline(true);
  for (const f of found) {
    await page.goto(`/trainings/${f.slug}/1`).catch(() => undefined);
    await page.reload();
    await walkToSlide(page, f.content, f.slide);
    await solve(page, f);
  }
  for (const f of found) expect((await serverProgress(context, token, f.slug))?.exercisesFinished ?? []).toEqual([]);

  await context.setOffline(false);
  for (const slug of slugs) {
    const done = found.filter((f) => f.slug === slug).map((f) => f.exercise.id);
    await expect
      .poll(async () => (await serverProgress(context, token, slug))?.exercisesFinished, { timeout: 30_000 })
      .toEqual(done.sort());
  }
});

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test(`a mail exercise looks like a mail client: the link's real target on hover and keyboard focus (${device})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const content = course('email-security');
    const slide = content.slides.findIndex((s) =>
      s.blocks.some((b) => b.type === 'exercise' && b.kind === 'spot' && b.artefact === 'email'),
    );
    const exercise = courseExercises({ slides: [content.slides[slide]!] }).find(
      (e): e is Extract<Exercise, { kind: 'spot' }> => e.kind === 'spot',
    )!;
    await employerWithCourses(page, ['email-security']);
    await page.goto('/trainings/email-security/1');
    await walkToSlide(page, content, slide);
    const box = page.getByRole('region', { name: exercise.title });
    const from = exercise.parts.find((p) => p.field === 'from')!;
    await expect(box.getByRole('button', { name: `${from.text} <${from.address}>` })).toBeVisible();
    const link = exercise.parts.find((p) => p.field === 'link' && p.href !== p.text)!;
    const button = box.getByRole('button', { name: link.text, exact: true });
    // Screen readers hear where it leads as the link's description.
    await expect(button).toHaveAccessibleDescription(`Link-Ziel: ${link.href}`);
    await button.hover();
    await expect(box.locator('.link-target')).toHaveText(link.href!);
    await page.screenshot({ path: test.info().outputPath(`mail-hover-${device}.png`), fullPage: true });
    await page.mouse.move(0, 0);
    await expect(box.locator('.link-target')).toHaveCount(0);
    // Keyboard: Tab onto the link shows where it leads, and Space marks it.
    await button.focus();
    await expect(box.locator('.link-target')).toHaveText(link.href!);
    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await page.screenshot({ path: test.info().outputPath(`mail-focus-${device}.png`), fullPage: true });
  });
}
