import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { acceptInvitation, completeSettings, expect, register, test, uniqueEmail, waitForMail } from './support.ts';

/**
 * An error answered to a dialog's action is shown where the person is looking: inside the open
 * dialog, at its field where it has one, never as a toast behind the dialog; a refusal after the
 * person's role was taken away closes the dialog and says why.
 */
const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 720 } },
];
const TAKEN = 'Diese E-Mail-Adresse ist bereits vergeben.';
const toasts = (page: Page) => page.locator('[data-sonner-toast]');

async function openInvite(page: Page, email: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Person einladen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Person einladen' });
  await dialog.getByLabel('Vorname').fill('Anna');
  await dialog.getByLabel('Nachname').fill('Zwei');
  await dialog.getByLabel('E-Mail-Adresse').fill(email);
  return dialog;
}

/** The element a person sees at the middle of `locator` is `locator` itself (or inside it): nothing covers it. */
async function expectUncovered(locator: Locator) {
  const seen = await locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && element.contains(top);
  });
  expect(seen).toBe(true);
}

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('[data-sonner-toaster]')
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
}

test('an address already in use is refused inside the invitation dialog, at its e-mail field, on a phone and a desktop', async ({
  page,
}, testInfo) => {
  const own = uniqueEmail('owner');
  await register(page, own);
  await completeSettings(page);
  await page.goto('/users');

  for (const size of SIZES) {
    await page.setViewportSize(size.viewport);
    // The employer's own address, typed in capitals, is taken already.
    const dialog = await openInvite(page, own.toUpperCase());
    await dialog.getByRole('button', { name: 'Einladung senden' }).click();

    const email = dialog.getByLabel('E-Mail-Adresse');
    const error = dialog.getByText(TAKEN);
    await expect(error).toBeVisible();
    await expect(error).toHaveCount(1);
    await expect(dialog).toBeVisible();
    // The error belongs to the e-mail field: marked invalid, described by it, and focused.
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(TAKEN);
    await expect(email).toBeFocused();
    await expectUncovered(error);
    await expect(toasts(page)).toHaveCount(0);
    await expectAccessible(page);
    const shot = testInfo.outputPath(`duplicate-address-${size.name}.png`);
    await page.screenshot({ path: shot });
    await testInfo.attach(`duplicate address, ${size.name}`, { path: shot, contentType: 'image/png' });

    // Nothing waited behind the dialog to be shown once it is closed.
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(dialog).toBeHidden();
    await expect(toasts(page)).toHaveCount(0);
  }
});

test('an error that concerns no field is shown above the dialog’s buttons, as an alert, and the dialog stays open', async ({
  page,
}, testInfo) => {
  await register(page, uniqueEmail('owner'));
  await completeSettings(page);
  await page.goto('/users');
  // The server is briefly unavailable when the invitation is sent.
  await page.route('**/api/employee/invite-employee', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Der Dienst ist gerade nicht erreichbar.' },
      }),
    }),
  );
  for (const size of SIZES) {
    await page.setViewportSize(size.viewport);
    const dialog = await openInvite(page, uniqueEmail('anna'));
    await dialog.getByRole('button', { name: 'Einladung senden' }).click();
    const alert = dialog.getByRole('alert');
    await expect(alert).toHaveText('Der Dienst ist gerade nicht erreichbar.');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('E-Mail-Adresse')).not.toHaveAttribute('aria-invalid', 'true');
    await expectUncovered(alert);
    await expect(toasts(page)).toHaveCount(0);
    await expectAccessible(page);
    const shot = testInfo.outputPath(`unavailable-${size.name}.png`);
    await page.screenshot({ path: shot });
    await testInfo.attach(`service unavailable, ${size.name}`, { path: shot, contentType: 'image/png' });
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(dialog).toBeHidden();
    await expect(toasts(page)).toHaveCount(0);
  }
});

for (const size of SIZES) {
  test(`a manager whose role is taken away while the invitation dialog is open is told why, and the dialog closes (${size.name})`, async ({
    page,
    browser,
  }) => {
    await register(page, uniqueEmail('owner'));
    await completeSettings(page);
    await page.goto('/users');
    const email = uniqueEmail('manager');
    await page.getByRole('button', { name: 'Person einladen' }).click();
    const invite = page.getByRole('dialog', { name: 'Person einladen' });
    await invite.getByLabel('Vorname').fill('Mara');
    await invite.getByLabel('Nachname').fill('Muster');
    await invite.getByLabel('E-Mail-Adresse').fill(email);
    await invite.getByLabel(/Als Führungskraft einladen/).check();
    await invite.getByRole('button', { name: 'Einladung senden' }).click();
    await expect(page.getByText(`Die Einladung an ${email} ist unterwegs.`)).toBeVisible();

    const context = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      locale: 'de-DE',
      viewport: size.viewport,
    });
    const manager = await context.newPage();
    await acceptInvitation(manager, await waitForMail(email));
    await expect(manager).toHaveURL(/\/course-settings$/);
    // The first-steps video, closed as a person would; the page opened next must know it was seen.
    const recorded = manager.waitForResponse(
      (response) => response.request().method() === 'PATCH' && /\/api\/employee\/\d+$/.test(response.url()),
    );
    await manager.getByRole('dialog').getByRole('button', { name: 'Schließen' }).click();
    await recorded;
    await manager.goto('/users');
    const dialog = await openInvite(manager, uniqueEmail('late'));

    // Meanwhile the employer takes the manager role away.
    const row = page.getByRole('row', { name: /Mara Muster/ });
    await row.getByRole('button', { name: 'Aktionen: Mara Muster' }).click();
    await row.getByRole('button', { name: 'Führungsrolle entziehen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Bestätigen' }).click();
    await expect(page.getByText('Die Rolle wurde geändert.')).toBeVisible();

    await dialog.getByRole('button', { name: 'Einladung senden' }).click();
    await expect(dialog).toBeHidden();
    const reason = manager.getByText(
      'Dazu sind Sie nicht mehr berechtigt; vermutlich wurde Ihre Rolle geändert. Das Fenster wurde geschlossen, ohne dass etwas gespeichert wurde.',
    );
    await expect(reason).toBeVisible();
    await expectUncovered(reason);
    const shot = test.info().outputPath(`access-denied-${size.name}.png`);
    await manager.screenshot({ path: shot });
    await test.info().attach(`access denied, ${size.name}`, { path: shot, contentType: 'image/png' });
    // The account is read again: the menu follows the new role at once.
    await expect(manager.getByRole('link', { name: 'Kurse verwalten', includeHidden: true })).toHaveCount(0);
    await context.close();
  });
}
