import { expect, test } from './support.ts';

/** The API reference for integrators: Swagger UI renders the served OpenAPI document under the portal's CSP. */
test('the API reference page renders every area of the served document, read only', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });

  const response = await page.goto('/api-reference/index.html');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { name: /Awareness portal API/ })).toBeVisible();
  for (const area of [
    'Accounts',
    'People',
    'Progress',
    'Certificates',
    'Admin',
    'Company sign-in',
    'Directory sync',
    'Policies',
    'AI literacy',
  ]) {
    await expect(page.getByRole('heading', { name: new RegExp(`^${area} `), level: 3 })).toBeVisible();
  }

  // The areas open collapsed; one area opened, one call in it: its path, and no button that would send it.
  await page
    .getByRole('heading', { name: /^Progress /, level: 3 })
    .getByRole('link', { name: 'Progress' })
    .click();
  await page.getByText('/progress/save-progress', { exact: true }).click();
  await expect(page.getByText('Save a step of a course', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Try it out/i })).toHaveCount(0);
  expect(problems).toEqual([]);
});
