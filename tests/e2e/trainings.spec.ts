import { type Browser, type Page } from '@playwright/test';
import { api, course, employerWithCourses, myProgress, readModule, takeQuiz } from './learning.ts';
import { acceptInvitation, completeSettings, expect, register, test, uniqueEmail, waitForMail } from './support.ts';

/**
 * An employer invites an employee without courses, gives them one course in the course settings,
 * and the employee accepts the invitation: answers the employee's page, on /trainings.
 */
async function employeeWithCourse(page: Page, browser: Browser, title: RegExp): Promise<Page> {
  await register(page, uniqueEmail('owner'));
  await completeSettings(page);
  const invitee = uniqueEmail('learner');
  await page.goto('/users');
  await page.getByRole('button', { name: 'Person einladen' }).click();
  const form = page.getByRole('dialog', { name: 'Person einladen' });
  await form.getByLabel('Vorname').fill('Lena');
  await form.getByLabel('Nachname').fill('Lernt');
  await form.getByLabel('E-Mail-Adresse').fill(invitee);
  await form.getByRole('button', { name: 'Keine' }).click();
  await form.getByRole('button', { name: 'Einladung senden' }).click();
  await expect(page.getByRole('row', { name: /Lena Lernt/ })).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'Kurse verwalten' }).click();
  const card = page.getByRole('article', { name: title });
  await card.getByText('Einzelne Personen').click();
  // The box shows what the server holds: it turns checked once the assignment is saved.
  await card.getByRole('checkbox', { name: 'Lena Lernt' }).click();
  await expect(card.getByRole('checkbox', { name: 'Lena Lernt' })).toBeChecked();
  await expect(card).toContainText('1 von 2 Personen');

  const mail = await waitForMail(invitee);
  const learner = await (await browser.newContext({ locale: 'de-DE' })).newPage();
  await acceptInvitation(learner, mail);
  await expect(learner).toHaveURL(/\/trainings$/);
  return learner;
}

test('an employee takes a course slide by slide and passes the quiz', async ({ page, browser }) => {
  // An invitation and a whole course: more steps than most tests.
  test.slow();
  const content = course('password-security');
  const learner = await employeeWithCourse(page, browser, /Passwörter/);

  const card = learner.getByRole('article', { name: content.title });
  await expect(learner.getByText('0 von 1 Kurs bestanden')).toBeVisible();
  await expect(learner.getByRole('article')).toHaveCount(1);
  await expect(card).toContainText('Nicht begonnen');
  await card.getByRole('link', { name: /^Starten/ }).click();

  const total = content.slides.length;
  for (const [index, slide] of content.slides.entries()) {
    const heading = learner.getByRole('heading', { level: 1, name: slide.heading });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    await expect(learner).toHaveURL(new RegExp(`/trainings/password-security/${index + 1}$`));
    await expect(learner.getByRole('progressbar', { name: `Folie ${index + 1} von ${total}` })).toBeVisible();
    const slides = learner.getByRole('navigation', { name: 'Folien' });
    await slides.getByRole('link', { name: index + 1 === total ? /Weiter zum Quiz/ : /^Weiter/ }).click();
  }

  await expect(learner.getByRole('heading', { level: 1, name: 'Abschlussquiz' })).toBeVisible();
  await learner.getByRole('button', { name: 'Quiz starten' }).click();
  await takeQuiz(learner, content, 5);
  await expect(learner.getByRole('heading', { level: 1, name: 'Quiz bestanden' })).toBeVisible();
  await expect(learner.getByText(/Bestanden! Sie haben 100\s%\serreicht\./)).toBeVisible();

  const progress = await myProgress(learner, 'password-security');
  expect(progress).toMatchObject({
    status: 'passed',
    furthestSlide: total - 1,
    slideCount: total,
    quizAttemptCount: 1,
    quizRepeatCount: 0,
    bestScore: 100,
  });
  expect(progress?.moduleFinishedAt).not.toBeNull();

  await learner.getByRole('link', { name: 'Modul beenden' }).click();
  await expect(learner.getByText('1 von 1 Kurs bestanden')).toBeVisible();
  await expect(card).toContainText('Bestanden');
  await expect(card.getByRole('link', { name: /^Ansehen/ })).toBeVisible();
});

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test(`a quiz no one passes by guessing: failures, what was right, unseen questions, the module again, a pass (${device})`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const content = course('email-security');
    await employerWithCourses(page, ['email-security']);
    // The module is read already (as on another device); the list offers the quiz.
    await api(page, 'POST', '/progress/create-progress', { trainingSlug: 'email-security' });
    await api(page, 'POST', '/progress/save-progress', {
      opId: crypto.randomUUID(),
      trainingSlug: 'email-security',
      slide: content.slides.length - 1,
      moduleFinished: true,
    });
    await page.reload();
    const card = page.getByRole('article', { name: content.title });
    await expect(card).toContainText('Quiz ausstehend');
    await card.getByRole('link', { name: /^Quiz starten/ }).click();
    await page.getByRole('button', { name: 'Quiz starten' }).click();

    // First attempt: two right. Only now, and only for the three answered wrongly: the right option and why.
    const first = await takeQuiz(page, content, 2);
    await expect(page.getByRole('heading', { level: 1, name: 'Quiz nicht bestanden' })).toBeVisible();
    await expect(page.getByText(/Sie haben 40\s%\svon den erforderlichen 80\s%\serreicht\./)).toBeVisible();
    const explained = page.getByRole('region', { name: 'Ihre Antworten' });
    for (const id of first.slice(2)) {
      const q = content.quiz.find((item) => item.id === id)!;
      await expect(explained.getByText(q.explanation)).toBeVisible();
      await expect(explained.getByText(q.options.find((o) => o.id === q.answer)!.text)).toBeVisible();
    }
    for (const id of first.slice(0, 2)) {
      await expect(page.getByText(content.quiz.find((item) => item.id === id)!.explanation)).toHaveCount(0);
    }
    await page.screenshot({ path: test.info().outputPath(`quiz-failed-${device}.png`), fullPage: true });

    // Second attempt: questions the learner has not had yet; failed again.
    await page.getByRole('button', { name: 'Quiz wiederholen' }).click();
    const second = await takeQuiz(page, content, 3);
    expect(second.filter((id) => first.includes(id))).toEqual([]);
    await expect(page.getByRole('heading', { level: 1, name: 'Quiz nicht bestanden' })).toBeVisible();

    // Two failures in a row: the quiz waits until the module was gone through again.
    await expect(page.getByText(/2-mal in Folge nicht bestanden/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Quiz wiederholen' })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`quiz-module-first-${device}.png`), fullPage: true });
    await page.getByRole('button', { name: 'Modul wiederholen' }).click();
    await readModule(page, content);
    await page.getByRole('button', { name: 'Quiz starten' }).click();
    const third = await takeQuiz(page, content, 5);
    expect(third.filter((id) => first.includes(id) || second.includes(id))).toEqual([]);
    await expect(page.getByRole('heading', { level: 1, name: 'Quiz bestanden' })).toBeVisible();
    await expect(page.getByText(/Bestanden! Sie haben 100\s%\serreicht\./)).toBeVisible();
    expect(await myProgress(page, 'email-security')).toMatchObject({
      status: 'passed',
      quizAttemptCount: 3,
      quizRepeatCount: 2,
      moduleRepeatCount: 1,
      passedAtAttempt: 3,
    });
  });
}

test('the course follows the language switch, and a course not assigned is refused', async ({ page }) => {
  await employerWithCourses(page, ['byod']);
  await page
    .getByRole('article', { name: course('byod').title })
    .getByRole('link', { name: /^Starten/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: course('byod').slides[0]!.heading })).toBeVisible();
  await page.getByLabel('Sprache').selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: course('byod', 'en').slides[0]!.heading })).toBeVisible();
  await expect(page.getByText(`Slide 1 of ${course('byod').slides.length}`)).toBeVisible();
  await page.getByRole('link', { name: /Back to my trainings/ }).click();
  await expect(page.getByRole('article', { name: course('byod', 'en').title })).toBeVisible();
  // After a reload and in a new tab (the app started again), the list stays English.
  await page.reload();
  await expect(page.getByRole('article', { name: course('byod', 'en').title })).toBeVisible();
  await expect(page.getByText(course('byod').summary)).toHaveCount(0);
  const again = await page.context().newPage();
  await again.goto('/trainings');
  await expect(again.getByRole('article', { name: course('byod', 'en').title })).toBeVisible();
  await again.close();

  await page.goto('/trainings/malware');
  await expect(page.getByRole('heading', { level: 1, name: 'This course is not assigned to you' })).toBeVisible();
});
