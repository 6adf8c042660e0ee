import { type Page } from '@playwright/test';
import { acceptInvitation, expect, test, completeSettings, register, uniqueEmail, waitForMail } from './support.ts';

/** Opens a person's actions menu in the list (decision 105: the row's actions are behind "⋯"). */
async function openActions(page: Page, name: string) {
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: `Aktionen: ${name}` })
    .click();
}

async function employerWithSettings(page: Page) {
  await register(page, uniqueEmail('owner'));
  await completeSettings(page);
  await page.goto('/users');
}

async function invite(
  page: Page,
  firstname: string,
  email: string,
  options: { manager?: boolean; courses?: 'all' | 'none' } = {},
) {
  await page.getByRole('button', { name: 'Person einladen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Person einladen' });
  await dialog.getByLabel('Vorname').fill(firstname);
  await dialog.getByLabel('Nachname').fill('Muster');
  await dialog.getByLabel('E-Mail-Adresse').fill(email);
  if (options.manager) await dialog.getByLabel(/Als Führungskraft einladen/).check();
  if (options.courses === 'all') await dialog.getByRole('button', { name: 'Alle' }).click();
  if (options.courses === 'none') await dialog.getByRole('button', { name: 'Keine' }).click();
  await dialog.getByRole('button', { name: 'Einladung senden' }).click();
  await expect(page.getByText(`Die Einladung an ${email} ist unterwegs.`)).toBeVisible();
}

test('the employer invites, finds, edits, promotes, re-invites and removes people', async ({ page }) => {
  await employerWithSettings(page);
  await expect(page.getByRole('heading', { name: 'Mitarbeitende verwalten' })).toBeVisible();
  // The employer is listed as a person of the company (docs/product.md R13).
  await expect(page.getByRole('row', { name: /Petra Schmidt/ })).toContainText('Arbeitgeberin');

  const max = uniqueEmail('max');
  await invite(page, 'Max', max, { courses: 'all' });
  const row = page.getByRole('row', { name: /Max Muster/ });
  await expect(row).toContainText('Eingeladen');
  // Progress per person: none of the 12 assigned courses passed yet.
  await expect(row).toContainText('0 von 12 bestanden');
  await expect(row.getByRole('checkbox', { name: 'Max Muster auswählen' })).not.toBeChecked();

  await invite(page, 'Erika', uniqueEmail('erika'), { manager: true, courses: 'none' });
  await expect(page.getByRole('row', { name: /Erika Muster/ })).toContainText('Führungskraft');
  await expect(page.getByRole('row', { name: /Erika Muster/ })).toContainText('Keine Kurse');

  await page.getByLabel('Suchen').fill('erika');
  await expect(page.getByRole('row', { name: /Max Muster/ })).toHaveCount(0);
  await page.getByLabel('Suchen').fill('');

  await openActions(page, 'Max Muster');
  await row.getByRole('button', { name: 'Max Muster bearbeiten' }).click();
  const edit = page.getByRole('dialog', { name: 'Person bearbeiten' });
  await edit.getByLabel('Vorname').fill('Maximilian');
  await edit.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('row', { name: /Maximilian Muster/ })).toBeVisible();

  const maxRow = page.getByRole('row', { name: /Maximilian Muster/ });
  await openActions(page, 'Maximilian Muster');
  await maxRow.getByRole('button', { name: 'Zur Führungskraft machen: Maximilian Muster' }).click();
  await page.getByRole('dialog', { name: 'Sind Sie sicher?' }).getByRole('button', { name: 'Bestätigen' }).click();
  await expect(maxRow).toContainText('Führungskraft');

  await openActions(page, 'Maximilian Muster');
  await maxRow.getByRole('button', { name: 'Einladung an Maximilian Muster erneut senden' }).click();
  await page.getByRole('dialog', { name: 'Sind Sie sicher?' }).getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByText('Die Einladung wurde erneut gesendet.')).toBeVisible();

  await openActions(page, 'Maximilian Muster');
  await maxRow.getByRole('button', { name: 'Maximilian Muster entfernen' }).click();
  await page.getByRole('dialog', { name: 'Sind Sie sicher?' }).getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByRole('row', { name: /Maximilian Muster/ })).toHaveCount(0);
});

test('a duplicate e-mail is refused with users.email_already_exists', async ({ page }) => {
  await employerWithSettings(page);
  const email = uniqueEmail('twice');
  await invite(page, 'Anna', email);
  await page.getByRole('button', { name: 'Person einladen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Person einladen' });
  await dialog.getByLabel('Vorname').fill('Anna');
  await dialog.getByLabel('Nachname').fill('Zwei');
  await dialog.getByLabel('E-Mail-Adresse').fill(email);
  await dialog.getByRole('button', { name: 'Einladung senden' }).click();
  await expect(page.getByText('Diese E-Mail-Adresse ist bereits vergeben.')).toBeVisible();
});

test('course settings assign a course to everyone and take it from one person', async ({ page }) => {
  await employerWithSettings(page);
  await invite(page, 'Lena', uniqueEmail('lena'), { courses: 'none' });
  await page.getByRole('navigation').getByRole('link', { name: 'Kurse verwalten' }).click();
  const card = page.getByRole('article', { name: /Schadsoftware|Malware/ });
  await expect(card).toContainText('0 von 2 Personen');
  await card.getByRole('button', { name: 'Allen zuweisen' }).click();
  await expect(card).toContainText('2 von 2 Personen');
  await card.getByText('Einzelne Personen').click();
  await card.getByRole('checkbox', { name: 'Lena Muster' }).click();
  await expect(card.getByRole('checkbox', { name: 'Lena Muster' })).not.toBeChecked();
  await expect(card).toContainText('1 von 2 Personen');
  await page.reload();
  await expect(page.getByRole('article', { name: /Schadsoftware|Malware/ })).toContainText('1 von 2 Personen');
  await expect(
    page.getByText('Das persönliche Zertifikat erhält, wer alle zugewiesenen Kurse bestanden hat'),
  ).toBeVisible();

  // Taking a course from everyone asks first; cancelling changes nothing, confirming says it is done.
  const again = page.getByRole('article', { name: /Schadsoftware|Malware/ });
  await again.getByRole('button', { name: 'Allen entziehen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Allen entziehen' });
  await expect(dialog).toContainText('wird allen Personen entzogen, denen er zugewiesen ist');
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(again).toContainText('1 von 2 Personen');
  await again.getByRole('button', { name: 'Allen entziehen' }).click();
  await dialog.getByRole('button', { name: 'Allen entziehen' }).click();
  await expect(page.getByText(/wurde allen entzogen\.$/)).toBeVisible();
  await expect(again).toContainText('0 von 2 Personen');

  // The e-learning reset says what it means for certificates before anything happens.
  await page.goto('/users');
  await page.getByRole('button', { name: 'E-Learning zurücksetzen' }).click();
  const reset = page.getByRole('dialog', { name: 'E-Learning zurücksetzen' });
  await expect(reset).toContainText('gibt es erst wieder, wenn die Kurse erneut bestanden sind');
  await reset.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(reset).toHaveCount(0);
});

test('a manager the employer makes an employee sees menus and pages follow at the next page, without signing out', async ({
  page,
  browser,
}) => {
  await employerWithSettings(page);
  const email = uniqueEmail('demoted');
  await invite(page, 'Mara', email, { manager: true });

  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'de-DE' });
  const manager = await context.newPage();
  const mail = await waitForMail(email);
  await acceptInvitation(manager, mail);
  await expect(manager).toHaveURL(/\/course-settings$/);
  await manager.getByRole('dialog').getByRole('button', { name: 'Schließen' }).click();
  const menu = manager.getByRole('navigation');
  await expect(menu.getByRole('link', { name: 'Kurse verwalten' })).toBeVisible();

  const row = page.getByRole('row', { name: /Mara Muster/ });
  await openActions(page, 'Mara Muster');
  await row.getByRole('button', { name: 'Führungsrolle entziehen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByText('Die Rolle wurde geändert.')).toBeVisible();

  // The next page the person opens reads the account again: the menu and the guards follow.
  await menu.getByRole('link', { name: 'Meine Schulungen' }).click();
  await expect(manager.getByText('Ihre Rolle im Portal wurde geändert.')).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Kurse verwalten' })).toHaveCount(0);
  await manager.goto('/course-settings');
  await expect(manager).toHaveURL(/\/trainings$/);
  await context.close();
});

/** Review 3-2: a role given back while the person sits idle shows when the window gets focus again. */
test('an employee made a manager sees the menu follow when the window gets focus again', async ({ page, browser }) => {
  await employerWithSettings(page);
  const email = uniqueEmail('promoted');
  await invite(page, 'Moritz', email);

  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'de-DE' });
  const employee = await context.newPage();
  await acceptInvitation(employee, await waitForMail(email));
  await expect(employee).toHaveURL(/\/trainings$/);
  const menu = employee.getByRole('navigation');
  await expect(menu.getByRole('link', { name: 'Meine Schulungen' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Mitarbeitende verwalten' })).toHaveCount(0);

  await page.bringToFront();
  const row = page.getByRole('row', { name: /Moritz Muster/ });
  await openActions(page, 'Moritz Muster');
  await row.getByRole('button', { name: 'Zur Führungskraft machen: Moritz Muster' }).click();
  await page.getByRole('dialog', { name: 'Sind Sie sicher?' }).getByRole('button', { name: 'Bestätigen' }).click();
  await expect(row).toContainText('Führungskraft');

  // The person comes back to the window without opening another page.
  await employee.bringToFront();
  // A headless browser brings the window to the front without the focus event a desktop sends.
  await employee.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(employee.getByText('Ihre Rolle im Portal wurde geändert.')).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Mitarbeitende verwalten' })).toBeVisible();
  await expect(employee).toHaveURL(/\/trainings$/);
  await context.close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('each person is a card with role, status and actions, and nothing runs off the screen', async ({ page }) => {
    await employerWithSettings(page);
    const email = uniqueEmail('karte.mit.einer.recht.langen.adresse');
    await invite(page, 'Karla', email, { manager: true });
    const row = page.getByRole('row', { name: /Karla Muster/ });
    await expect(row).toContainText(email);
    // Role and status stand below the name, each said with its column's word (shown and read out).
    const role = row.getByRole('cell', { name: 'Rolle: Führungskraft' });
    const status = row.getByRole('cell', { name: 'Status: Eingeladen' });
    for (const part of [role, status, row.getByRole('button', { name: 'Aktionen: Karla Muster' })]) {
      await part.scrollIntoViewIfNeeded();
      const box = (await part.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    // The actions menu opens within the screen, too.
    await openActions(page, 'Karla Muster');
    for (const name of ['Karla Muster bearbeiten', 'Führungsrolle entziehen: Karla Muster', 'Karla Muster entfernen']) {
      const box = (await row.getByRole('button', { name }).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
