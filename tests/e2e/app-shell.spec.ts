import { expect, test } from './support.ts';

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
