import { readFileSync } from 'node:fs';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, registerEmployerByApi, signInAdmin, test, uniqueEmail } from './support.ts';

/** An employer registered through the API, with a manager invited; answers their ids and token. */
async function customer(request: APIRequestContext, companyName: string) {
  const { id, companyId, email, token } = await registerEmployerByApi(request, companyName, {
    firstname: 'Jana',
    lastname: 'Kundin',
  });
  const invited = await request.post('/api/employee/invite-employee', {
    headers: { authorization: token },
    data: { firstname: 'Malte', lastname: 'Nachfolger', email: uniqueEmail('nachfolger'), isManager: true },
  });
  expect(invited.ok()).toBe(true);
  const assigned = await request.post('/api/trainings/assign', {
    headers: { authorization: token },
    data: { trainingSlug: 'malware', ownerId: id },
  });
  expect(assigned.ok()).toBe(true);
  return { id, email, companyId };
}

async function adminSignIn(page: Page) {
  await page.goto('/admin/login');
  await signInAdmin(page);
  await page.waitForURL(/\/admin\/policyholders$/);
}

test('the customer list shows the customer number, filters, exports safe CSV and keeps its view', async ({
  page,
  request,
}) => {
  // A company name a spreadsheet would run as a formula.
  const companyName = `=1+2 Formel ${Date.now().toString(36)}`;
  const kunde = await customer(request, companyName);
  await adminSignIn(page);

  await page.getByLabel('Suchen').fill(kunde.email);
  const row = page.getByRole('row', { name: /Jana Kundin/ });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').first()).toHaveText(String(kunde.companyId));
  await expect(row).toContainText(companyName);
  await expect(row.getByText(kunde.email)).toBeVisible();
  await expect(row.getByRole('cell', { name: companyName })).toHaveAttribute('title', companyName);

  // Filters: a customer without a company certificate, not blocked.
  const show = page.getByLabel('Anzeigen');
  await show.selectOption({ label: 'Gesperrt' });
  await expect(page.getByText('Niemand passt zu Ihrer Suche.')).toBeVisible();
  await show.selectOption({ label: 'Noch kein Unternehmenszertifikat' });
  await expect(row).toHaveCount(1);
  await show.selectOption({ label: 'Unternehmenszertifikat ausgestellt' });
  await expect(row).toHaveCount(0);
  await show.selectOption({ label: 'Alle Kunden' });

  // The export holds what the list shows, the formula kept as text.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Als CSV exportieren' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^kunden-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe(
    '"Kundennr.";"Vorname";"Nachname";"E-Mail";"Unternehmen";"Versicherungsnr.";"Angelegt";"Status";"AV-Vertrag akzeptiert";"Unternehmenszertifikat zuletzt ausgestellt";"Personen mit Kursen";"Davon vollständig geschult";"Anteil vollständig geschult (%)";"Letzte Lernaktivität"',
  );
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`"${kunde.companyId}";"Jana";"Kundin";"${kunde.email}";"'${companyName}"`);
  // The training status: the employer has one course, not yet begun.
  expect(lines[1]).toContain('"Aktiv";"Ja";"";"1";"0";"0";""');

  // Sorted by company, into the customer and back: search and sort are still there.
  await page.getByRole('button', { name: /^Unternehmen/ }).click();
  await expect(page).toHaveURL(/sort=company%3Aascending|sort=company:ascending/);
  await row.getByRole('link', { name: 'Jana Kundin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: companyName })).toBeVisible();
  await expect(page.getByText(`Kundennummer ${kunde.companyId}`)).toBeVisible();
  const status = page.getByRole('region', { name: 'Schulungsstand' });
  await expect(status.getByRole('definition')).toHaveText([
    '0 von 1 Person mit Kursen (0 %)',
    'Noch keins',
    'Noch keine',
  ]);
  await page.getByRole('link', { name: 'Alle Kunden' }).click();
  await expect(page.getByLabel('Suchen')).toHaveValue(kunde.email);
  await expect(page.getByRole('columnheader', { name: /^Unternehmen/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(row).toHaveCount(1);
  // The browser's back button too.
  await row.getByRole('link', { name: 'Jana Kundin' }).click();
  await page.goBack();
  await expect(page.getByLabel('Suchen')).toHaveValue(kunde.email);
});

test('the customer number stays and an old link leads on when another person becomes the employer', async ({
  page,
  request,
}) => {
  const companyName = `Wechsel ${Date.now().toString(36)} GmbH`;
  const kunde = await customer(request, companyName);
  await adminSignIn(page);
  await page.goto(`/admin/policyholders/${kunde.id}`);
  await expect(page.getByText(`Kundennummer ${kunde.companyId}`)).toBeVisible();

  // Keyboard: past the people table to the irreversible actions with one link, once the table is there
  // (the link leads past its rows; focused before they arrive, Tab has nothing to skip yet).
  const people = page.getByRole('region', { name: 'Führungskräfte und Mitarbeitende' });
  await expect(people.getByRole('button', { name: 'Zum Arbeitgeber machen: Malte Nachfolger' })).toBeVisible();
  await people.getByRole('heading', { name: 'Führungskräfte und Mitarbeitende' }).focus();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Liste überspringen, weiter zu den Aktionen' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Unwiderrufliche Aktionen' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Zurücksetzen …' })).toBeFocused();

  await people.getByRole('button', { name: 'Zum Arbeitgeber machen: Malte Nachfolger' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: 'Führungskraft' }).check();
  await dialog.getByRole('button', { name: 'Arbeitgeber wechseln' }).click();
  await expect(page.getByText(/Arbeitgeber: Malte Nachfolger/)).toBeVisible();

  // The link to the former employer opens the company with its employer today, same number.
  await page.goto(`/admin/policyholders/${kunde.id}`);
  await expect(page).not.toHaveURL(new RegExp(`/admin/policyholders/${kunde.id}$`));
  await expect(page.getByText(`Arbeitgeber: Malte Nachfolger · Kundennummer ${kunde.companyId}`)).toBeVisible();
});

test('an admin uploads a list for a customer, reviews it and imports it', async ({ page, request }) => {
  const companyName = `Liste ${Date.now().toString(36)} KG`;
  const kunde = await customer(request, companyName);
  await adminSignIn(page);
  await page.goto(`/admin/policyholders/${kunde.id}`);
  await page.getByRole('link', { name: 'Mitarbeiterliste für diesen Kunden hochladen' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/upload\\?employer=${kunde.id}$`));

  const form = page.getByRole('region', { name: 'Liste für einen Kunden hochladen' });
  // Without a file it says what is missing, at the file field, and moves there.
  await expect(form.getByRole('radio', { name: new RegExp(companyName) })).toBeChecked();
  await form.getByRole('button', { name: 'Hochladen und prüfen' }).click();
  const fileField = form.getByLabel('Datei (CSV oder XLSX, höchstens 2 MB)');
  await expect(fileField).toHaveAccessibleDescription('Bitte wählen Sie zuerst eine Datei aus.');
  await expect(fileField).toHaveAttribute('aria-invalid', 'true');
  await expect(fileField).toBeFocused();
  // A file that is no list is refused with the reason.
  await form.getByLabel('Datei (CSV oder XLSX, höchstens 2 MB)').setInputFiles({
    name: 'notiz.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Hallo'),
  });
  await form.getByRole('button', { name: 'Hochladen und prüfen' }).click();
  await expect(form.getByRole('alert')).toContainText('Die Datei kann nicht hochgeladen werden.');

  // Chosen by search this time, the right list is stored and its review opens.
  await page.goto('/admin/upload');
  await form.getByLabel('Kunden suchen').fill(kunde.email);
  await form.getByRole('radio', { name: new RegExp(companyName) }).check();
  // Addresses of their own: other specs import the fixture lists.
  const rows = ['Lea', 'Tom', 'Ida'].map((name) => `${name};Liste;${uniqueEmail(name.toLowerCase())}`);
  await form.getByLabel('Datei (CSV oder XLSX, höchstens 2 MB)').setInputFiles({
    name: 'team.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(['Vorname;Nachname;E-Mail', ...rows].join('\n')),
  });
  await form.getByRole('button', { name: 'Hochladen und prüfen' }).click();
  await expect(page.getByText('3 Einträge aus „team.csv“ warten auf die Prüfung.')).toBeVisible();
  const preview = page.getByRole('region', { name: /Liste „team.csv“/ });
  await expect(preview.getByRole('definition').nth(1)).toHaveText('3');
  await preview.getByRole('button', { name: 'Importieren' }).click();
  await page.getByRole('dialog', { name: 'Liste importieren' }).getByRole('button', { name: 'Importieren' }).click();
  await expect(preview.getByRole('status').getByRole('heading', { name: 'Ergebnis des Imports' })).toBeVisible();
  await expect(preview.getByRole('status')).toContainText(/Angelegt\s*3/);
});

/** Review 4-1: the count above the list follows the search and the filter. */
test('the count above the customer list follows the search and the filter', async ({ page, request }) => {
  const kunde = await customer(request, `Zählprobe ${Date.now().toString(36)}`);
  await adminSignIn(page);
  const count = page.getByRole('status').filter({ hasText: /Kunden?\b/ });
  await expect(count).toHaveText(/^[\d.]+ Kunden?$/);
  const [all, customers] = (await count.textContent())!.split(' ');

  // Nobody is blocked: the count says so, not the number of all customers.
  await page.getByLabel('Anzeigen').selectOption({ label: 'Gesperrt' });
  await expect(page.getByText('Niemand passt zu Ihrer Suche.')).toBeVisible();
  await expect(count).toHaveText(`0 von ${all} ${customers} angezeigt`);

  await page.getByLabel('Anzeigen').selectOption({ label: 'Alle Kunden' });
  await page.getByLabel('Suchen').fill(kunde.email);
  await expect(page.getByRole('row', { name: /Jana Kundin/ })).toHaveCount(1);
  await expect(count).toHaveText(`1 von ${all} ${customers} angezeigt`);

  await page.getByLabel('Suchen').fill('');
  await expect(count).toHaveText(`${all} ${customers}`);
});
