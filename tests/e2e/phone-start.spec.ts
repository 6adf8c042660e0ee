import type { Page } from '@playwright/test';
import { completeSettings, expect, registerEmployerByApi, signIn, test } from './support.ts';

/** Signs the new employer in, completes the settings and opens /trainings with the help video closed. */
async function openTrainings(page: Page, email: string) {
  await page.goto('/login');
  await signIn(page, email);
  await page.waitForURL(/\/(course|account)-settings$/);
  await completeSettings(page);
  await page.goto('/trainings');
  const help = page.getByRole('dialog', { name: 'Erste Schritte im Portal' });
  if (await help.isVisible()) await help.getByRole('button', { name: 'Schließen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/**
 * A phone-first start (#46 point 5, walk findings 2-2 and 2-5): Safari on an iPhone has no install
 * event, so the portal names the taps to the home screen; before the browser can keep courses, the
 * offline panel says plainly what happens and what to do.
 */
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

test('an iPhone learner is told how to add the portal to the home screen, once until understood', async ({
  browser,
  request,
}) => {
  const employer = await registerEmployerByApi(request, 'Telefon GmbH');
  const assigned = await request.post('/api/trainings/assign-to-all', {
    headers: { authorization: employer.token },
    data: { trainingSlug: 'malware' },
  });
  expect(assigned.ok()).toBe(true);
  const context = await browser.newContext({
    userAgent: IPHONE,
    viewport: { width: 390, height: 844 },
    locale: 'de-DE',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await openTrainings(page, employer.email);
  const offer = page.getByRole('complementary', { name: 'Als App installieren' });
  await expect(offer).toContainText('„Zum Home-Bildschirm“');
  // No service worker yet: the panel says what happens, not "once the portal is set up".
  await expect(page.getByRole('region', { name: 'Offline lernen' })).toContainText(
    'Beim ersten Besuch bereitet Ihr Browser das Lernen ohne Internet im Hintergrund vor.',
  );
  // The phone's top bar names the portal; a course card gives its text the whole width (2-3).
  await expect(page.getByRole('banner').getByRole('link', { name: 'Awareness-Portal' })).toBeVisible();
  const card = page.getByRole('article', { name: 'Schadsoftware erkennen und richtig reagieren' });
  const [cardBox, titleBox] = [await card.boundingBox(), await card.getByRole('heading').boundingBox()];
  expect(titleBox!.width).toBeGreaterThan(cardBox!.width * 0.8);
  await page.screenshot({ path: test.info().outputPath('iphone-trainings-390.png'), fullPage: true });
  await offer.getByRole('button', { name: 'Verstanden' }).click();
  await expect(offer).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Als App installieren' })).toBeHidden();
  await context.close();
});

test('a desktop browser without an install event shows no home-screen steps', async ({ page, request }) => {
  const employer = await registerEmployerByApi(request, 'Schreibtisch GmbH');
  await openTrainings(page, employer.email);
  await expect(page.getByText('„Zum Home-Bildschirm“')).toBeHidden();
  // On a wide screen the side navigation carries the logo; the top bar does not repeat it.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Awareness-Portal' })).toBeHidden();
});

/** A horizontal swipe as touch events from `fromX` to `toX` at height `y`. */
async function swipe(page: Page, fromX: number, toX: number, y = 400) {
  await page.evaluate(
    ({ fromX, toX, y }) => {
      const target = document.elementFromPoint(fromX, y) ?? document.body;
      const touch = (x: number) => new Touch({ identifier: 1, target, clientX: x, clientY: y });
      target.dispatchEvent(new TouchEvent('touchstart', { touches: [touch(fromX)], bubbles: true }));
      target.dispatchEvent(new TouchEvent('touchend', { changedTouches: [touch(toX)], bubbles: true }));
    },
    { fromX, toX, y },
  );
}

test('on the phone: “continue where you left off” first, and a swipe from the very edge left to the system', async ({
  browser,
  request,
}) => {
  const employer = await registerEmployerByApi(request, 'Weiterlernen GmbH');
  const assigned = await request.post('/api/trainings/assign-to-all', {
    headers: { authorization: employer.token },
    data: { trainingSlug: 'malware' },
  });
  expect(assigned.ok()).toBe(true);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'de-DE', hasTouch: true });
  const page = await context.newPage();
  await openTrainings(page, employer.email);
  await expect(page.getByRole('region', { name: 'Weiterlernen' })).toBeHidden();

  // Begun, one slide on: the page leads with it.
  await page.getByRole('link', { name: /^Starten\W+Schadsoftware/ }).click();
  await page
    .getByRole('navigation', { name: 'Folien' })
    .getByRole('link', { name: /^Weiter/ })
    .click();
  await expect(page).toHaveURL(/\/trainings\/malware/);
  await page.goto('/trainings');
  const next = page.getByRole('region', { name: 'Weiterlernen' });
  await expect(next).toContainText('Schadsoftware erkennen und richtig reagieren');
  await expect(next).toContainText(/2 von \d+ Folien/);
  const [nextBox, overview] = [await next.boundingBox(), await page.getByText('0 von 1 Kurs bestanden').boundingBox()];
  expect(nextBox!.y).toBeLessThan(overview!.y);

  // The menu: a swipe from the system's edge stays the system's, one a little further in opens it.
  const menu = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await swipe(page, 8, 200);
  await expect(menu).toBeHidden();
  await swipe(page, 60, 260);
  await expect(menu).toBeVisible();
  await swipe(page, 300, 100);
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Menü öffnen oder schließen' }).click();
  await expect(menu).toBeVisible();
  await context.close();
});
