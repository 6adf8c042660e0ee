import type { Page } from '@playwright/test';
import { startTestProvider, type TestProvider } from '../support/oidc-provider.ts';
import { PASSWORD, expect, registerEmployerByApi, signIn, test, throughProvider, uniqueEmail } from './support.ts';

/**
 * Sign-in through the company's identity provider in Chromium (issue 45, decision 106): a real
 * OpenID Connect provider on 127.0.0.1, the employer's connection, an invited employee who types
 * their address on /login, takes the offered button, signs in at the provider, confirms the privacy
 * notice and lands on /trainings; a tampered ID token ends on the page that explains it.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
let provider: TestProvider;
test.beforeAll(async () => {
  provider = await startTestProvider([`http://127.0.0.1:${port}/sso/callback`]);
});
test.afterAll(() => provider.close());

/** A company with the local provider connected, and an invited employee known to the provider as `sub`. */
async function companyWithProvider(request: Parameters<typeof registerEmployerByApi>[0], sub: string) {
  const employer = await registerEmployerByApi(request, 'Nordlicht Logistik GmbH');
  const auth = { Authorization: employer.token };
  const email = uniqueEmail('sso');
  const invited = await request.post('/api/employee/invite-employee', {
    headers: auth,
    data: { firstname: 'Jana', lastname: 'Berg', email, isManager: false, assignedCourseList: ['malware'] },
  });
  expect(invited.ok()).toBe(true);
  const connected = await request.put('/api/sso/connection', {
    headers: auth,
    data: {
      kind: 'oidc',
      issuer: provider.issuer,
      displayName: 'Nordlicht-Konto',
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
      passwordsAllowed: true,
    },
  });
  expect(connected.ok(), await connected.text()).toBe(true);
  provider.people.set(sub, { email });
  return { email, employer };
}

/** From /login to the provider's form and back: the address, the offered button, the provider's login and consent. */
async function fromLogin(page: Page, email: string, sub: string) {
  await page.goto('/login');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  const button = page.getByRole('button', { name: 'Mit Nordlicht-Konto anmelden' });
  await expect(button).toBeVisible();
  await throughProvider(page, button, {
    issuer: provider.issuer,
    sub,
    shots: 'sso-login-offer',
    callback: /\/sso\/callback/,
  });
}

test('an invited employee signs in through the company’s provider and lands on /trainings', async ({
  page,
  request,
}) => {
  const { email } = await companyWithProvider(request, 'sub-jana');
  await fromLogin(page, email, 'sub-jana');
  await expect(page.getByText('Willkommen! Bitte bestätigen Sie vor Ihrer ersten Anmeldung')).toBeVisible();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Weiter zum Portal' }).click();
  await page.waitForURL(/\/trainings$/);
  await expect(page.getByRole('heading', { name: 'Meine Schulungen' })).toBeVisible();
  // The provider's code and state left the address bar and the history.
  await page.goBack();
  expect(page.url()).not.toContain('code=');
});

test('a tampered ID token is refused with the page’s explanation', async ({ page, request }) => {
  const { email } = await companyWithProvider(request, 'sub-mallory');
  provider.tamper(true);
  try {
    await fromLogin(page, email, 'sub-mallory');
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'Die Anmeldung hat nicht geklappt' })).toBeVisible();
    await expect(alert).toContainText('ließ sich nicht als echt bestätigen');
    await expect(alert).toContainText('Es wurde nichts geändert, der Vorfall ist protokolliert.');
    await expect(alert.getByRole('link', { name: 'Zur Anmeldung' })).toBeVisible();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `test-results/sso-refused-${width}.png`, fullPage: true });
    }
  } finally {
    provider.tamper(false);
  }
  expect(page.url()).toMatch(/\/sso\/callback$/);
});

test('the employer sees the connection without its secret, and the redirect URI to register', async ({
  page,
  request,
}) => {
  const { employer } = await companyWithProvider(request, 'sub-owner');
  await page.goto('/login');
  await signIn(page, employer.email, PASSWORD);
  await page.waitForURL(/\/account-settings$/);
  // A new employer sees the first-steps video once; closed as a person would.
  await page.getByRole('dialog').getByRole('button', { name: 'Schließen' }).click();
  const section = page.getByRole('region', { name: 'Anmeldung über Ihren Identitätsanbieter' });
  await expect(section.getByText(`http://127.0.0.1:${port}/sso/callback`)).toBeVisible();
  await expect(section.getByLabel('Aussteller-URL (Issuer)')).toHaveValue(provider.issuer);
  await expect(section.getByLabel('Geheimer Clientschlüssel (Client Secret)')).toHaveValue('');
  await expect(section.getByText('Gespeichert und verschlüsselt.')).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await section.screenshot({ path: `test-results/sso-settings-${width}.png` });
  }
});
