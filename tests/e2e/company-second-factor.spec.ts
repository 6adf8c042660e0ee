import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  completeSettings,
  expect,
  linkPath,
  nextCode,
  PASSWORD,
  register,
  test,
  uniqueEmail,
  waitForMail,
} from './support.ts';

const used = new Map<string, number>();

/** No WCAG 2.1 AA violations on the open page (toasts excluded: axe reads their colours mid-animation). */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .exclude('[data-sonner-toaster]')
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
}

/** Sets up an authenticator app on the sign-in security page, as a person with their phone would. */
async function setUpApp(page: Page, password: string) {
  const section = page.getByRole('region', { name: 'Zwei-Faktor-Anmeldung' });
  await section.getByRole('button', { name: 'Authenticator-App einrichten' }).click();
  await section.getByLabel('Aktuelles Passwort').fill(password);
  await section.getByRole('button', { name: 'Weiter' }).click();
  const secret = section.locator('.totp-secret');
  await expect(secret).toBeVisible();
  const text = ((await secret.textContent()) ?? '').replace(/\s/g, '');
  await section.getByLabel('Code aus der App').fill(await nextCode(text, used));
  await section.getByRole('button', { name: 'Bestätigen' }).click();
  const codes = section.getByRole('region', { name: 'Ihre Wiederherstellungscodes' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await codes.getByRole('button', { name: 'Ich habe die Codes aufbewahrt' }).click();
}

test('an employer requires a second factor of everyone; an employee is led to set one up, then learns', async ({
  page,
  browser,
}) => {
  await register(page, uniqueEmail('regel'));
  await completeSettings(page);
  await page.goto('/account-settings');
  const rule = page.getByRole('region', { name: 'Zweiter Faktor im Unternehmen' });
  await expect(rule.getByRole('radio', { name: 'Freiwillig für alle' })).toBeChecked();
  await rule.getByRole('radio', { name: 'Pflicht für alle im Unternehmen' }).check();
  await rule.getByRole('button', { name: 'Regel speichern' }).click();

  // The rule covers the employer too: without a factor they are led to set one up.
  await expect(page).toHaveURL(/\/sign-in-security$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Anmeldesicherheit' })).toBeVisible();
  await expect(page.getByText(/Ihr Unternehmen schreibt für Ihr Konto die Zwei-Faktor-Anmeldung vor/)).toBeVisible();
  await expectAccessible(page);
  await page.goto('/users');
  await expect(page).toHaveURL(/\/sign-in-security$/);
  await setUpApp(page, PASSWORD);

  // With the factor the company's pages open again; the list shows who has one.
  const invitee = uniqueEmail('mitarbeiter');
  await page.goto('/users');
  await page.getByRole('button', { name: 'Person einladen' }).click();
  const form = page.getByRole('dialog', { name: 'Person einladen' });
  await form.getByLabel('Vorname').fill('Max');
  await form.getByLabel('Nachname').fill('Muster');
  await form.getByLabel('E-Mail-Adresse').fill(invitee);
  await form.getByRole('button', { name: 'Einladung senden' }).click();
  await expect(page.getByRole('columnheader', { name: 'Zweiter Faktor' })).toBeVisible();
  await expect(
    page.getByRole('row', { name: /Petra Schmidt/ }).getByRole('cell', { name: 'eingerichtet', exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('row', { name: /Max Muster/ }).getByRole('cell', { name: 'nicht eingerichtet', exact: true }),
  ).toBeVisible();

  const mail = await waitForMail(invitee);
  const employee = await (await browser.newContext({ locale: 'de-DE' })).newPage();
  const password = 'Wanderweg Kompass Laterne';
  await employee.goto(linkPath(mail.text ?? '', '/login/'));
  await employee.getByLabel('Neues Passwort', { exact: true }).fill(password);
  await employee.getByLabel('Passwort bestätigen').fill(password);
  await employee.getByRole('checkbox').check();
  await employee.getByRole('button', { name: 'Passwort speichern und anmelden' }).click();
  await expect(employee).toHaveURL(/\/sign-in-security$/);
  await expect(
    employee.getByText(/Ihr Unternehmen schreibt für Ihr Konto die Zwei-Faktor-Anmeldung vor/),
  ).toBeVisible();
  await employee.goto('/trainings');
  await expect(employee).toHaveURL(/\/sign-in-security$/);
  await setUpApp(employee, password);

  await employee.getByRole('navigation').getByRole('link', { name: 'Meine Schulungen' }).click();
  await expect(employee).toHaveURL(/\/trainings$/);
  await expect(employee.getByRole('heading', { level: 1, name: 'Meine Schulungen' })).toBeVisible();
  await expectAccessible(employee);
});
