import { fileURLToPath } from 'node:url';
import { expect, test, completeSettings, register, uniqueEmail, waitForMail } from './support.ts';

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));

test('an employer of a company with 60 people uploads a CSV and an XLSX list and gets the confirmation', async ({
  page,
}) => {
  const email = uniqueEmail('upload');
  await register(page, email);
  await completeSettings(page);
  await page.goto('/users');
  await expect(
    page.getByText(/Das Hochladen einer Liste ist für Unternehmen mit mindestens 50 Mitarbeitenden möglich/),
  ).toBeVisible();

  await page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('session')!) as { token: string; userId: number };
    const headers = { authorization: session.token, 'content-type': 'application/json' };
    const me = (await (await fetch(`/api/employee/${session.userId}`, { headers })).json()) as { companyId: number };
    await fetch(`/api/company/${me.companyId}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ employeeCount: 60 }),
    });
  });
  await page.reload();

  await page.getByLabel('Datei (CSV oder XLSX, höchstens 2 MB)').setInputFiles(fixture('mitarbeiterliste-60.csv'));
  await page.getByRole('button', { name: 'Liste hochladen' }).click();
  await expect(page.getByText('60 Einträge aus „mitarbeiterliste-60.csv“ sind eingegangen.')).toBeVisible();
  await expect(page.getByText(`Die Bestätigung wurde an ${email} gesendet.`)).toBeVisible();
  const mail = await waitForMail(email);
  expect(mail.subject).toBe('Ihre Mitarbeiterliste ist eingegangen');

  await page.getByLabel('Datei (CSV oder XLSX, höchstens 2 MB)').setInputFiles(fixture('mitarbeiterliste-60.xlsx'));
  // A copy goes only to the company's or the insurer's domain (decision 067): nothing is uploaded.
  await page.getByLabel('Bestätigung zusätzlich an (optional)').fill('buero@beispiel-firma.de');
  await page.getByRole('button', { name: 'Liste hochladen' }).click();
  await expect(
    page.getByText('Eine Kopie kann nur an eine Adresse Ihres Unternehmens oder Ihres Versicherers gehen.'),
  ).toBeVisible();
  await page.getByLabel('Bestätigung zusätzlich an (optional)').fill('buero@example.de');
  await page.getByRole('button', { name: 'Liste hochladen' }).click();
  await expect(page.getByText('60 Einträge aus „mitarbeiterliste-60.xlsx“ sind eingegangen.')).toBeVisible();
  await expect(page.getByText(`Die Bestätigung wurde an ${email}, buero@example.de gesendet.`)).toBeVisible();

  await page
    .getByLabel('Datei (CSV oder XLSX, höchstens 2 MB)')
    .setInputFiles({ name: 'liste.csv', mimeType: 'text/csv', buffer: Buffer.from('Name,Mail\nx,y\n') });
  await page.getByRole('button', { name: 'Liste hochladen' }).click();
  // The refusal names its reason, and the earlier success no longer shows.
  const refused = page.getByRole('alert').filter({ hasText: 'Die Datei kann nicht hochgeladen werden.' });
  await expect(refused).toContainText('Die Spalten müssen durch Semikolon (;) getrennt sein.');
  await expect(page.getByText('60 Einträge aus „mitarbeiterliste-60.xlsx“ sind eingegangen.')).toHaveCount(0);
});
