import type { Response } from '@playwright/test';
import { expect, register, test, uniqueEmail } from './support.ts';

test('serves the app in German under a strict CSP without errors', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  const response = await page.goto('/login');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(problems).toEqual([]);
});

test('answers a deep link with the app (SPA fallback) and unknown API paths with JSON', async ({ page, request }) => {
  await page.goto('/trainings/social-engineering');
  await expect(page).toHaveURL(/\/login\?next=%2Ftrainings%2Fsocial-engineering$/);
  const api = await request.get('/api/does-not-exist');
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
});

test('publishes no source maps, and answers malformed paths with 400', async ({ page, request }) => {
  await page.goto('/login');
  const scripts = await page.locator('script[src]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('src')!));
  for (const path of ['/sw.js', ...scripts]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).not.toContain('sourceMappingURL');
    expect((await request.get(`${path}.map`)).status(), `${path}.map`).toBe(404);
  }
  expect((await request.get('/%ff')).status()).toBe(400);
});

test('sends the page, its scripts and styles compressed, and the help video in byte ranges', async ({
  page,
  request,
}) => {
  // Files under 1 KB are not worth compressing (scripts/compress-build.ts); every larger one is.
  const sent: Array<Promise<{ path: string; encoding: string | undefined; size: number }>> = [];
  const collect = (response: Response) => {
    const path = new URL(response.url()).pathname;
    if (/\.(js|css)$|^\/login$/.test(path)) {
      sent.push(
        response.body().then((body) => ({ path, encoding: response.headers()['content-encoding'], size: body.length })),
      );
    }
  };
  page.on('response', collect);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  // Files loaded later (once the page is idle) are waited for too, not cut off by the test's end.
  await page.waitForLoadState('networkidle');
  page.off('response', collect);
  const files = await Promise.all(sent);
  expect(files.filter((f) => f.encoding === 'br').map((f) => f.path)).toEqual(
    expect.arrayContaining([
      '/login',
      // The entry: one file of everything the first paint needs (vite.config.ts).
      expect.stringMatching(/^\/assets\/app-.*\.js$/),
      expect.stringMatching(/\.css$/),
    ]),
  );
  expect(files.filter((f) => f.encoding !== 'br' && f.size >= 1024)).toEqual([]);

  const part = await request.get('/videos/first-steps.de.webm', { headers: { Range: 'bytes=100-199' } });
  expect(part.status()).toBe(206);
  expect((await part.body()).length).toBe(100);
});

/** Review 1-6: the next page starts at its top; back returns to where the reader was. */
test('a new page starts at its top, and going back returns to where the reader was', async ({ page }) => {
  await register(page, uniqueEmail('scroll'));
  await page.getByRole('radio', { name: 'Frau' }).check();
  await page.getByLabel('Straße und Hausnummer').fill('Hauptstraße 5');
  await page.getByLabel('Postleitzahl').fill('50667');
  await page.getByLabel('Ort', { exact: true }).fill('Köln');
  await page.getByLabel('Telefonnummer').fill('0221 123456');
  await page.getByLabel('Versicherungsnummer').fill('AS-4711081542');
  const scrollY = () => page.evaluate(() => window.scrollY);
  // The save button sits at the foot of the long form: the reader has scrolled down to it.
  await page.getByRole('button', { name: 'Speichern', exact: true }).scrollIntoViewIfNeeded();
  expect(await scrollY()).toBeGreaterThan(300);
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page).toHaveURL(/\/course-settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kurse verwalten' })).toBeInViewport();
  await expect.poll(scrollY).toBe(0);

  // Down among the course cards, a link to another page: it too starts at the top.
  const card = page.getByRole('article', { name: /Verhalten im IT-Notfall/ });
  await card.scrollIntoViewIfNeeded();
  const down = await scrollY();
  expect(down).toBeGreaterThan(300);
  // Clicked where it is, as a finger would, without scrolling the navigation into view first.
  await page
    .getByRole('navigation')
    .getByRole('link', { name: 'Dashboard' })
    .evaluate((link: HTMLElement) => link.click());
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(scrollY).toBe(0);
  // Back: the browser returns to the course cards, not to the top.
  await page.goBack();
  await expect(page).toHaveURL(/\/course-settings$/);
  await expect(card).toBeInViewport();
});
