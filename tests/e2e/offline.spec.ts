import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import type { CourseProgress } from '#shared/api/progress.ts';
import { api, course, employerWithCourses, readModule, takeQuiz } from './learning.ts';
import { expect, signIn, test } from './support.ts';

const SLUG = 'malware';

/** The service worker the test server serves (it reads the built app on every request). */
const workerFile = fileURLToPath(
  new URL('sw.js', new URL(`${process.env.DIST_DIR ?? '../../dist'}/`, import.meta.url)),
);

/**
 * Runs `test` while the server hands out a changed service worker (a new deployment, say). The
 * build's compressed copies of the old one are set aside meanwhile, so the server sends the new.
 */
async function withWorkerSource(change: (source: string) => string, run: () => Promise<void>) {
  const original = readFileSync(workerFile, 'utf8');
  const copies = ['.br', '.gz'].filter((suffix) => existsSync(workerFile + suffix));
  for (const suffix of copies) renameSync(workerFile + suffix, `${workerFile}${suffix}.old`);
  writeFileSync(workerFile, change(original));
  try {
    await run();
  } finally {
    writeFileSync(workerFile, original);
    for (const suffix of copies) renameSync(`${workerFile}${suffix}.old`, workerFile + suffix);
  }
}
const content = course(SLUG);

/** The app is installed: its service worker controls the page (after the first visit's reload). */
async function controlledByServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** The person's saves that wait on this device (IndexedDB of the app). */
const waitingSaves = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('portal-offline');
        open.onsuccess = () => {
          const count = open.result.transaction('saves').objectStore('saves').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );

/** The server's view of the course, asked with a token outside the browser (which may be offline). */
async function serverProgress(context: BrowserContext, token: string): Promise<CourseProgress | undefined> {
  const response = await context.request.get('/api/progress/get-progress', { headers: { authorization: token } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as CourseProgress[]).find((p) => p.trainingSlug === SLUG);
}

const sessionOf = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('session')!) as { token: string; userId: number });

/**
 * An employer with the course assigned to themselves, on the course's first slide, with the app
 * installed and the course opened once online (so its material is cached).
 */
async function learnerOnCourse(page: Page) {
  const owner = await employerWithCourses(page, [SLUG]);
  await controlledByServiceWorker(page);
  await page.reload();
  await page
    .getByRole('article', { name: content.title })
    .getByRole('link', { name: /^Starten/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: content.slides[0]!.heading })).toBeVisible();
  return owner;
}

/**
 * Offline: reload, read the module, pass the quiz with the questions handed out ahead, reload again;
 * the device shows it all. A second attempt waits for the network (docs/decisions/094).
 */
async function passOffline(page: Page, context: BrowserContext) {
  // The questions of the next attempt are kept on the device a moment after the course opened.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('learner-cache')?.includes('"quiz-draw"') ?? false))
    .toBe(true);
  await context.setOffline(true);
  const started = Date.now();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: content.slides[0]!.heading })).toBeVisible();
  console.log(`offline reload to a readable course page: ${Date.now() - started} ms`);

  await readModule(page, content);
  await page.getByRole('button', { name: 'Quiz starten' }).click();
  await takeQuiz(page, content, 5);
  await expect(page.getByRole('heading', { level: 1, name: 'Quiz bestanden' })).toBeVisible();
  await expect(page.getByText(/bestätigt, sobald Sie wieder online sind/)).toBeVisible();
  await expect(page.getByText('Für einen neuen Versuch braucht die App eine Internetverbindung.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Quiz wiederholen' })).toHaveCount(0);

  await page.reload();
  await page.getByRole('link', { name: 'Zu meinen Schulungen' }).click();
  await expect(page.getByRole('article', { name: content.title })).toContainText('Bestanden');
  await expect(
    page.getByText(/Sie sind offline\. Ihr Lernfortschritt wird auf diesem Gerät gespeichert\./),
  ).toBeVisible();
  const waiting = await waitingSaves(page);
  expect(waiting).toBeGreaterThan(content.slides.length);
  await expect(page.getByText(`${waiting} Speicherungen warten auf die Übertragung`, { exact: false })).toBeVisible();
  return waiting;
}

/** The server holds the course as passed, with every slide and exactly the one attempt made offline. */
async function expectPassedOnServer(context: BrowserContext, token: string) {
  await expect.poll(async () => (await serverProgress(context, token))?.status, { timeout: 30_000 }).toBe('passed');
  expect(await serverProgress(context, token)).toMatchObject({
    furthestSlide: content.slides.length - 1,
    quizAttemptCount: 1,
    quizRepeatCount: 0,
    passedAtAttempt: 1,
    bestScore: 100,
  });
}

test('the portal is installable: a valid manifest, icons and, once a learner signs in, a service worker that controls the page', async ({
  page,
}) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await page.request.get(href!)).json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    lang: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ lang: 'de', display: 'standalone', theme_color: '#1F4E79' });
  expect(manifest.name).toContain('Awareness-Portal');
  expect(manifest.start_url.startsWith('/')).toBe(true);
  expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(manifest.theme_color);
  for (const size of ['192x192', '512x512']) expect(manifest.icons.some((i) => i.sizes === size)).toBe(true);
  expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const response = await page.request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
  }
  // The English manifest follows the language switch.
  await page.getByLabel('Sprache').selectOption('en');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.en.webmanifest');
  await page.getByLabel('Language').selectOption('de');
  // A visitor who is not signed in does not download the offline cache: the first visit paints
  // and signs in without sharing the connection with it.
  await page.waitForTimeout(5000);
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0);
  // A learner who signs in gets it, once the page has loaded and the browser is idle.
  await employerWithCourses(page, [SLUG]);
  await controlledByServiceWorker(page);
});

test('a course taken offline is passed on the server once the network returns, nothing lost or doubled', async ({
  page,
  context,
}) => {
  test.slow();
  await learnerOnCourse(page);
  const { token } = await sessionOf(page);
  const waiting = await passOffline(page, context);

  await context.setOffline(false);
  await expectPassedOnServer(context, token);
  await expect.poll(() => waitingSaves(page)).toBe(0);
  console.log(`saves replayed after reconnecting: ${waiting}`);
  await expect(page.getByRole('article', { name: content.title })).toContainText('Bestanden');
});

test('saves made while the session expired offline are sent after the next sign-in', async ({ page, context }) => {
  test.slow();
  const owner = await learnerOnCourse(page);
  const { token } = await sessionOf(page);
  await passOffline(page, context);

  // The session ends on the server while the device is offline (e.g. signed out elsewhere).
  expect((await context.request.post('/api/employee/logout', { headers: { authorization: token } })).status()).toBe(
    200,
  );
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/login\?next=/);
  expect(await waitingSaves(page)).toBeGreaterThan(0);

  await signIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/trainings/);
  const fresh = await sessionOf(page);
  await expectPassedOnServer(context, fresh.token);
  await expect.poll(() => waitingSaves(page)).toBe(0);
});

test('without the Background Sync API the saves are sent when the network returns', async ({ page, context }) => {
  test.slow();
  // Neither the page nor the service worker has the API (as in Firefox and Safari).
  await context.addInitScript(() => {
    delete (window as { SyncManager?: unknown }).SyncManager;
    delete (ServiceWorkerRegistration.prototype as { sync?: unknown }).sync;
  });
  await withWorkerSource(
    (source) => `delete ServiceWorkerRegistration.prototype.sync;\n${source}`,
    async () => {
      await learnerOnCourse(page);
      const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
      expect(await worker.evaluate(() => 'sync' in (self as unknown as { registration: object }).registration)).toBe(
        false,
      );
      const { token } = await sessionOf(page);
      await passOffline(page, context);

      await context.setOffline(false);
      await expectPassedOnServer(context, token);
      await expect.poll(() => waitingSaves(page)).toBe(0);
    },
  );
});

test('a second person on the same browser never sends or sees the first person’s waiting saves', async ({
  page,
  context,
  browser,
}) => {
  test.slow();
  const first = await learnerOnCourse(page);
  const { token: firstToken } = await sessionOf(page);
  await passOffline(page, context);
  expect(
    (await context.request.post('/api/employee/logout', { headers: { authorization: firstToken } })).status(),
  ).toBe(200);
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/login\?next=/);

  // The second person registers elsewhere and signs in here, with a course of their own.
  const elsewhere = await browser.newPage();
  const second = await employerWithCourses(elsewhere, [SLUG]);
  await elsewhere.close();
  await page.goto('/login');
  await signIn(page, second.email, second.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/trainings');
  await expect(page.getByRole('article', { name: content.title })).toContainText('Nicht begonnen');
  const secondToken = (await sessionOf(page)).token;
  // Give both senders (the app and the service worker) the time to do something wrong.
  await page.waitForTimeout(2000);
  expect(await serverProgress(context, secondToken)).toBeUndefined();
  expect(await waitingSaves(page)).toBeGreaterThan(0);

  // The first person's own sign-in sends them.
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, first.email, first.password);
  await expect(page).not.toHaveURL(/\/login/);
  await expectPassedOnServer(context, (await sessionOf(page)).token);
});

test('a new version deployed while the app is open is offered, not forced', async ({ page }) => {
  await learnerOnCourse(page);
  const heading = page.getByRole('heading', { level: 1, name: content.slides[0]!.heading });
  await withWorkerSource(
    (source) => `${source}\n// the next version\n`,
    async () => {
      await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
      await expect(page.getByText('Eine neue Version des Portals ist da.')).toBeVisible();
      // Nothing reloads by itself: the learner is still on the slide.
      await expect(heading).toBeVisible();
      const before = await page.evaluate(() => performance.timeOrigin);
      await page.getByRole('button', { name: 'Jetzt aktualisieren' }).click();
      // The page reloads once, into the new version.
      await expect.poll(() => page.evaluate(() => performance.timeOrigin).catch(() => before)).not.toBe(before);
      await expect(heading).toBeVisible();
    },
  );
});

test('offline, the other language comes from the device; a course not kept in it says so', async ({
  page,
  context,
}) => {
  await learnerOnCourse(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: content.slides[0]!.heading })).toBeVisible();
  await page.getByLabel('Sprache').selectOption('en');
  // The English catalogue is on the device: the frame speaks English at once.
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'My trainings' }),
  ).toBeVisible();
  await expect(page.getByText(/only available in the previous language/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: content.slides[0]!.heading })).toBeVisible();

  // The choice waits on the device and reaches the account when the network returns, so mails
  // and the next sign-in use it.
  const { token, userId } = await sessionOf(page);
  const accountLang = async () => {
    const response = await context.request.get(`/api/employee/${userId}`, { headers: { authorization: token } });
    return ((await response.json()) as { lang: string }).lang;
  };
  expect(await accountLang()).toBe('de');
  await context.setOffline(false);
  await expect.poll(accountLang).toBe('en');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('pendingAccountLang'))).toBeNull();
});

test('the service worker sends the waiting saves by itself when the network returns, with no page open', async ({
  page,
  context,
}) => {
  test.slow();
  await learnerOnCourse(page);
  const { token } = await sessionOf(page);
  await passOffline(page, context);
  await page.close();
  expect(context.pages()).toEqual([]);

  // The browser fires the Background Sync the app asked for once the network is back.
  await context.setOffline(false);
  await expectPassedOnServer(context, token);
});

test('every assigned course is kept on the device ahead, opens offline, and can be removed by hand', async ({
  page,
  context,
}) => {
  await employerWithCourses(page, ['malware', 'byod']);
  await controlledByServiceWorker(page);
  await page.reload();
  const card = (slug: string) => page.getByRole('article', { name: course(slug).title });
  // Neither course was opened: both arrive by themselves.
  await expect(card('malware')).toContainText('Offline verfügbar');
  await expect(card('byod')).toContainText('Offline verfügbar');
  const panel = page.getByRole('region', { name: 'Offline lernen' });
  await expect(panel).toContainText('2 von 2 Kursen sind auf diesem Gerät gespeichert');
  await expect(panel).toContainText(/Belegter Speicher: \d+(,\d)? (kB|MB)\./);

  // Offline, a course never opened opens, and the list opens in the other language too.
  await context.setOffline(true);
  await card('byod')
    .getByRole('link', { name: /^Starten/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: course('byod').slides[0]!.heading })).toBeVisible();
  await page.goto('/trainings');
  await page.getByRole('banner').getByLabel('Sprache').selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'My trainings' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);
  await page.getByRole('banner').getByLabel('Language').selectOption('de');
  await context.setOffline(false);

  // Removed by hand, a course stays removed (it is not fetched again by itself) until saved again.
  await card('byod')
    .getByRole('button', { name: `Vom Gerät entfernen: ${course('byod').title}` })
    .click();
  await expect(card('byod')).toContainText('Nicht auf diesem Gerät');
  await expect(panel).toContainText('1 von 2 Kursen');
  await page.reload();
  await expect(panel).toContainText('1 von 2 Kursen');
  await expect(card('byod')).toContainText('Nicht auf diesem Gerät');
  await panel.getByRole('button', { name: 'Alle Kurse speichern' }).click();
  await expect(panel).toContainText('2 von 2 Kursen');
});

test('on a connection that saves data, courses are kept only when asked', async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: true, type: 'cellular' }, configurable: true }),
  );
  await employerWithCourses(page, ['malware', 'byod']);
  await controlledByServiceWorker(page);
  await page.reload();
  const panel = page.getByRole('region', { name: 'Offline lernen' });
  await expect(panel).toContainText('Ihre Verbindung spart Daten');
  await expect(panel).toContainText('0 von 2 Kursen');
  const malware = page.getByRole('article', { name: course('malware').title });
  await malware.getByRole('button', { name: `Auf dem Gerät speichern: ${course('malware').title}` }).click();
  await expect(malware).toContainText('Offline verfügbar');
  await expect(panel).toContainText('1 von 2 Kursen');
});

test('the management training is kept on the device with the courses and opens offline', async ({ page, context }) => {
  await employerWithCourses(page, ['malware', 'byod']);
  const { userId } = await sessionOf(page);
  await api(page, 'PUT', '/management/members', { userIds: [userId] });
  await controlledByServiceWorker(page);
  await page.reload();
  const track = course('nis2-management');
  const section = page.getByRole('region', { name: 'Für die Geschäftsleitung' });
  // Never opened: it arrives by itself; the panel counts the courses, as the page's summary does.
  await expect(section).toContainText('Offline verfügbar');
  const panel = page.getByRole('region', { name: 'Offline lernen' });
  await expect(panel).toContainText('2 von 2 Kursen sind auf diesem Gerät gespeichert');
  await expect(page.getByText('0 von 2 Kursen bestanden')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 900 });
  await page.screenshot({ path: test.info().outputPath('trainings-tracks-offline-390.png'), fullPage: true });

  await context.setOffline(true);
  await section.getByRole('link', { name: new RegExp(`^Starten\\W+${track.title}`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: track.slides[0]!.heading })).toBeVisible();
  await context.setOffline(false);

  // Removed by hand, it is not fetched again by itself until saved again on its card.
  await page.goto('/trainings');
  await section.getByRole('button', { name: `Vom Gerät entfernen: ${track.title}` }).click();
  await expect(section).toContainText('Nicht auf diesem Gerät');
  await page.reload();
  await expect(panel).toContainText('2 von 2 Kursen');
  await expect(section).toContainText('Nicht auf diesem Gerät');
  await section.getByRole('button', { name: `Auf dem Gerät speichern: ${track.title}` }).click();
  await expect(section).toContainText('Offline verfügbar');
});
