import type { Page } from '@playwright/test';
import { startTestProvider, type TestProvider } from '../support/oidc-provider.ts';
import { ADMIN, expect, test, throughProvider } from './support.ts';

/**
 * The provider's admins sign in through the provider's own identity provider in Chromium (issue 45,
 * decision 112): the server is configured with ADMIN_OIDC_* (tests/playwright.config.ts) for a real
 * OpenID provider this spec runs on 127.0.0.1; /admin/login offers its button, the provider's `amr`
 * stands for the second factor and the admin lands in the admin area; a tampered ID token ends on
 * the page that explains it, with the way back to the password.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
let provider: TestProvider;
test.beforeAll(async () => {
  provider = await startTestProvider(
    [`http://127.0.0.1:${port}/admin/sso/callback`],
    Number(process.env.E2E_ADMIN_OIDC_PORT),
  );
  provider.people.set('sub-first-admin', { email: ADMIN.email, amr: ['pwd', 'hwk'] });
});
test.afterAll(() => provider.close());

/** From /admin/login's button, shown above the password, through the provider's login and consent, back to the portal. */
async function fromAdminLogin(page: Page, sub: string) {
  await page.goto('/admin/login');
  const button = page.getByRole('button', { name: 'Mit Anbieter-Konto anmelden' });
  await expect(button).toBeVisible();
  await expect(page.getByLabel('Passwort', { exact: true })).toBeVisible();
  await throughProvider(page, button, {
    issuer: provider.issuer,
    sub,
    shots: 'sso-admin-login',
    callback: /\/admin\/sso\/callback/,
  });
}

test('an admin signs in through the provider’s identity provider, its second factor standing for the portal’s', async ({
  page,
}) => {
  await fromAdminLogin(page, 'sub-first-admin');
  await page.waitForURL(/\/admin\/policyholders$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  expect(page.url()).not.toContain('code=');

  // Signing out ends the provider's session too: its page confirms and leads back to /admin/login.
  await page.goto('/admin/policyholders');
  await page.getByRole('navigation').getByRole('link', { name: 'Abmelden' }).click();
  await page.waitForURL(`${provider.issuer}/**`);
  await page.getByRole('button', { name: /yes, sign me out/i }).click();
  await page.waitForURL(/\/admin\/login$/);
  // The next sign-in asks the provider's login again instead of passing straight through.
  await page.getByRole('button', { name: 'Mit Anbieter-Konto anmelden' }).click();
  await page.waitForURL(`${provider.issuer}/**`);
  await expect(page.locator('input[name="login"]')).toBeVisible();
});

test('a tampered ID token is refused with the page’s explanation and the way back to the password', async ({
  page,
}) => {
  provider.tamper(true);
  try {
    await fromAdminLogin(page, 'sub-first-admin');
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'Die Anmeldung hat nicht geklappt' })).toBeVisible();
    await expect(alert).toContainText('ließ sich nicht als echt bestätigen');
    await expect(alert).toContainText('mit Ihrer E-Mail-Adresse, Ihrem Passwort und Ihrem zweiten Faktor');
    await expect(alert.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute('href', '/admin/login');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `test-results/sso-admin-refused-${width}.png`, fullPage: true });
    }
  } finally {
    provider.tamper(false);
  }
  expect(page.url()).toMatch(/\/admin\/sso\/callback$/);
});
