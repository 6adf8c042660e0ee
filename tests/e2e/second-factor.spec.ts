import AxeBuilder from '@axe-core/playwright';
import { hashSync } from '@node-rs/argon2';
import type { Page } from '@playwright/test';
import {
  ADMIN,
  PASSWORD,
  expect,
  nextCode,
  postgresServer,
  register,
  signIn,
  signInAdmin,
  sql,
  test,
  mailsTo,
  uniqueEmail,
} from './support.ts';

const used = new Map<string, number>();

/** Sets up an authenticator app in the open settings section and answers its secret and codes. */
async function setUpApp(page: Page): Promise<{ secret: string; codes: string[] }> {
  const section = page.getByRole('region', { name: 'Zwei-Faktor-Anmeldung' });
  await section.getByRole('button', { name: 'Authenticator-App einrichten' }).click();
  await section.getByLabel('Aktuelles Passwort').fill('nicht mein Passwort');
  await section.getByRole('button', { name: 'Weiter' }).click();
  await expect(section.getByText('Das aktuelle Passwort ist falsch.')).toBeVisible();
  await section.getByLabel('Aktuelles Passwort').fill(PASSWORD);
  await section.getByRole('button', { name: 'Weiter' }).click();
  await expect(section.getByRole('img', { name: 'QR-Code für die Authenticator-App' })).toBeVisible();
  const secret = ((await section.locator('.totp-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await section.getByLabel('Code aus der App').fill('000000');
  await section.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(section.getByText('Der Code ist falsch oder wurde bereits verwendet.')).toBeVisible();
  await section.getByLabel('Code aus der App').fill(await nextCode(secret, used));
  await section.getByLabel('Name des Geräts (freiwillig)').fill('Diensthandy');
  await section.getByRole('button', { name: 'Bestätigen' }).click();
  const codes = section.getByRole('region', { name: 'Ihre Wiederherstellungscodes' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  const texts = await codes.getByRole('listitem').allTextContents();
  // Each code stands on one line, to be copied by eye (review 4-4).
  for (const code of await codes.locator('code').all()) {
    const lines = await code.evaluate((element) => element.getClientRects().length);
    expect(lines).toBe(1);
  }
  await codes.getByRole('button', { name: 'Ich habe die Codes aufbewahrt' }).click();
  await expect(section.getByRole('listitem').filter({ hasText: 'Diensthandy' })).toBeVisible();
  await expect(section.getByText('Unbenutzte Wiederherstellungscodes: 10 von 10.')).toBeVisible();
  return { secret, codes: texts.map((text) => text.trim()) };
}

async function signOut(page: Page) {
  await page.goto('/logout');
  await page.waitForURL(/\/login$/);
}

test('an employer sets up an authenticator app and then signs in with its code or a recovery code', async ({
  page,
}) => {
  const email = uniqueEmail('zwei-faktor');
  await register(page, email);
  await page.goto('/account-settings');
  const section = page.getByRole('region', { name: 'Zwei-Faktor-Anmeldung' });
  await expect(section.getByText(/Für Ihr Unternehmenskonto empfehlen wir die Zwei-Faktor-Anmeldung/)).toBeVisible();
  const { secret, codes } = await setUpApp(page);
  await expect
    .poll(async () => (await mailsTo(email)).map((mail) => mail.subject))
    .toContain('Änderung an der Anmeldung Ihres Kontos');

  await signOut(page);
  await signIn(page, email);
  await expect(page.getByRole('heading', { name: 'Anmeldung bestätigen' })).toBeVisible();
  // The sign-out toast still fades out (axe reads its colours mid-animation); the step is the page.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .exclude('[data-sonner-toaster]')
    .analyze();
  const found = results.violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(found).toEqual([]);
  const code = page.getByLabel('Bestätigungscode');
  await expect(code).toBeFocused();
  await code.fill('000000');
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByText('Der Code ist falsch oder wurde bereits verwendet.')).toBeVisible();
  await code.fill(await nextCode(secret, used));
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => !/login/.test(url.pathname));

  // With the phone lost: a recovery code, once.
  await signOut(page);
  await signIn(page, email);
  await page.getByRole('button', { name: 'Wiederherstellungscode verwenden' }).click();
  await page.getByLabel('Wiederherstellungscode').fill(codes[0]!);
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await page.waitForURL((url) => !/login/.test(url.pathname));
  await page.goto('/account-settings');
  await expect(page.getByText('Unbenutzte Wiederherstellungscodes: 9 von 10.')).toBeVisible();
  // Where the employer is signed in: this browser, named by its kind.
  const devices = page.getByRole('region', { name: 'Angemeldete Geräte' });
  await expect(devices.getByRole('listitem').filter({ hasText: '(diese Sitzung)' })).toContainText('Chrome · Linux');
});

test('a new admin is led to set up a second factor before anything else', async ({ page }) => {
  test.skip(!postgresServer, 'needs the PostgreSQL server to put an admin in place');
  const email = uniqueEmail('neue-admin');
  await sql(
    `insert into users (email, firstname, lastname, role, password_hash, active, is_first_login)
     values ($1, 'Nora', 'Neu', 'admin', $2, true, false)`,
    [email, hashSync(PASSWORD)],
  );
  await page.goto(`${postgresServer}/admin/login`);
  await signIn(page, email);
  await page.waitForURL(/\/admin\/security$/);
  await page.goto(`${postgresServer}/admin/policyholders`);
  await expect(page).toHaveURL(/\/admin\/security$/);
  await expect(page.getByText('Noch kein zweiter Faktor eingerichtet.')).toBeVisible();
  await setUpApp(page);
  await page.getByRole('link', { name: 'Kunden verwalten' }).click();
  await expect(page.getByRole('heading', { name: 'Kunden verwalten' })).toBeVisible();
});

test('the first admin signs in with the app and resets an employer’s lost factor', async ({ page, browser }) => {
  const email = uniqueEmail('verloren');
  await register(page, email);
  await page.goto('/account-settings');
  await setUpApp(page);

  const admin = await (await browser.newContext({ locale: 'de-DE' })).newPage();
  await admin.goto('/admin/login');
  await signInAdmin(admin);
  await admin.waitForURL(/\/admin\/policyholders$/);
  await admin.getByLabel('Suchen').fill(email);
  // The row of this employer by the address: other employers of the same name may be listed until the
  // search has answered.
  await admin
    .getByRole('row', { name: new RegExp(email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    .getByRole('link', { name: 'Petra Schmidt' })
    .click();
  await admin.getByRole('button', { name: 'Zweiten Faktor zurücksetzen' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Zweiten Faktor zurücksetzen' });
  await dialog.getByLabel('Ihr eigenes Passwort').fill('nicht mein Passwort');
  await dialog.getByRole('button', { name: 'Zweiten Faktor zurücksetzen' }).click();
  await expect(dialog.getByText('Das aktuelle Passwort ist falsch.')).toBeVisible();
  await dialog.getByLabel('Ihr eigenes Passwort').fill(ADMIN.password);
  await dialog.getByRole('button', { name: 'Zweiten Faktor zurücksetzen' }).click();
  await expect(admin.getByText('Der zweite Faktor wurde zurückgesetzt.')).toBeVisible();

  // The employer's session ended; the password alone signs in again.
  await page.reload();
  await page.waitForURL(/\/login/);
  await signIn(page, email);
  await page.waitForURL((url) => !/login/.test(url.pathname));
  await expect
    .poll(async () => (await mailsTo(email)).map((mail) => mail.text ?? '').join('\n'))
    .toContain('Unser Support hat die zweiten Faktoren Ihres Kontos zurückgesetzt');
});

test.describe('passkeys', () => {
  // A passkey belongs to a host name: this server's public address is http://localhost (playwright.config.ts).
  test.skip(!postgresServer, 'needs TEST_DATABASE_URL: the second test server has a host name for passkeys');
  test.use({ baseURL: postgresServer?.replace('127.0.0.1', 'localhost') });

  test('an employer adds a passkey and confirms the sign-in with it (Chromium’s virtual authenticator)', async ({
    page,
  }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    const email = uniqueEmail('passkey');
    await register(page, email);
    await page.goto('/account-settings');
    const section = page.getByRole('region', { name: 'Zwei-Faktor-Anmeldung' });
    await section.getByRole('button', { name: 'Passkey hinzufügen' }).click();
    await section.getByLabel('Aktuelles Passwort').fill(PASSWORD);
    await section.getByLabel('Name des Geräts (freiwillig)').fill('Arbeitslaptop');
    await section.getByRole('button', { name: 'Passkey erstellen' }).click();
    const codes = section.getByRole('region', { name: 'Ihre Wiederherstellungscodes' });
    await expect(codes.getByRole('listitem')).toHaveCount(10);
    await codes.getByRole('button', { name: 'Ich habe die Codes aufbewahrt' }).click();
    await expect(section.getByRole('listitem').filter({ hasText: 'Arbeitslaptop' })).toContainText('(Passkey)');
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);

    await signOut(page);
    await signIn(page, email);
    await page.getByRole('button', { name: 'Mit Passkey bestätigen' }).click();
    await page.waitForURL((url) => !/login/.test(url.pathname));
    await page.goto('/account-settings');
    await expect(section.getByRole('listitem').filter({ hasText: 'Arbeitslaptop' })).not.toContainText(
      'zuletzt verwendet: –',
    );
  });
});
