import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, type Page } from '@playwright/test';
import {
  ADMIN,
  PASSWORD,
  expect,
  linkPath,
  registerEmployerByApi,
  signInAdmin,
  test,
  uniqueEmail,
  waitForMail,
} from './support.ts';

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));

/**
 * An employer as the admin meets them: registered through the API, with a company of 60 declared
 * people and the list of 60 uploaded for review.
 */
async function employerWithUpload(request: APIRequestContext, companyName: string) {
  const { id, companyId, email, token } = await registerEmployerByApi(request, companyName);
  const headers = { authorization: token };
  await request.patch(`/api/company/${companyId}`, { headers, data: { employeeCount: 60 } });
  const uploaded = await request.post('/api/pdf/upload-file', {
    headers,
    multipart: {
      file: {
        name: 'mitarbeiterliste-60.csv',
        mimeType: 'text/csv',
        buffer: readFileSync(fixture('mitarbeiterliste-60.csv')),
      },
    },
  });
  expect(uploaded.ok()).toBe(true);
  return { id, email, token, companyId };
}

async function adminSignIn(page: Page) {
  await page.goto('/admin/login');
  await signInAdmin(page);
  await page.waitForURL(/\/admin\/policyholders$/);
}

test('an admin finds a policyholder, edits the company, blocks and unblocks, resets, imports the list and deletes', async ({
  page,
  request,
}) => {
  const companyName = `Testfirma ${Date.now().toString(36)}`;
  const employer = await employerWithUpload(request, companyName);

  await adminSignIn(page);
  // Admins see admin pages only: no trainings, no settings, no language switch.
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(nav.getByRole('link', { name: 'Kunden verwalten' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Meine Schulungen' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Profil' })).toHaveCount(0);
  await expect(page.getByLabel(/Sprache/)).toHaveCount(0);

  await expect(page.getByRole('heading', { name: 'Kunden verwalten' })).toBeVisible();
  await expect(page.getByText(/^\d+ Kunden?$/)).toBeVisible();
  await page.getByLabel('Suchen').fill(employer.email);
  const row = page.getByRole('row', { name: /Petra Schmidt/ });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(companyName);
  await row.getByRole('link', { name: 'Petra Schmidt' }).click();
  await expect(page.getByRole('heading', { level: 1, name: companyName })).toBeVisible();

  // Edit the company.
  const company = page.getByRole('region', { name: 'Unternehmen' });
  await company.getByLabel('Name des Unternehmens').fill(`${companyName} GmbH`);
  await company.getByLabel('Versicherungsnummer (AS- und 10 Ziffern)').fill('AS-123');
  await company.getByRole('button', { name: 'Unternehmen speichern' }).click();
  await expect(company.getByText(/Die Versicherungsnummer muss aus „AS-“/)).toBeVisible();
  await company.getByLabel('Versicherungsnummer (AS- und 10 Ziffern)').fill('AS-4711081542');
  await company.getByRole('button', { name: 'Unternehmen speichern' }).click();
  await expect(page.getByText('Die Änderungen sind gespeichert.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `${companyName} GmbH` })).toBeVisible();

  // Block: the employer's session ends at once and sign-in is refused; unblock frees it again.
  const access = page.getByRole('region', { name: 'Zugang' });
  await access.getByRole('button', { name: 'Unternehmen sperren' }).click();
  await page.getByRole('dialog', { name: 'Unternehmen sperren' }).getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByText('Das Unternehmen ist gesperrt.')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Unternehmen gesperrt' })).toBeVisible();
  const old = await request.get(`/api/employee/${employer.id}`, { headers: { authorization: employer.token } });
  expect(old.status()).toBe(401);
  const refused = await request.post('/api/employee/login', { data: { email: employer.email, password: PASSWORD } });
  expect(refused.status()).toBe(403);
  await access.getByRole('button', { name: 'Unternehmen freigeben' }).click();
  await page.getByRole('dialog', { name: 'Unternehmen freigeben' }).getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByText('Das Unternehmen ist wieder freigegeben.')).toBeVisible();
  const again = await request.post('/api/employee/login', { data: { email: employer.email, password: PASSWORD } });
  expect(again.status()).toBe(200);

  // Reset the company's progress: only the typed RESET unlocks the button.
  await page.getByRole('button', { name: 'Zurücksetzen …' }).click();
  const reset = page.getByRole('dialog', { name: 'E-Learning zurücksetzen' });
  const confirmReset = reset.getByRole('button', { name: 'E-Learning zurücksetzen' });
  await reset.getByLabel('Geben Sie zur Bestätigung RESET ein').fill('reset');
  await expect(confirmReset).toBeDisabled();
  await reset.getByLabel('Geben Sie zur Bestätigung RESET ein').fill('RESET');
  await confirmReset.click();
  await expect(page.getByText(/Das E-Learning ist zurückgesetzt/)).toBeVisible();

  // The audit log shows what happened, newest first.
  const log = page.getByRole('region', { name: 'Protokoll' });
  await expect(log.getByRole('listitem').first()).toContainText('E-Learning zurückgesetzt');
  await expect(log).toContainText('Unternehmen gesperrt');
  await expect(log).toContainText('durch Admin Portal (Admin)');

  // Import the uploaded list and read the counts.
  await nav.getByRole('link', { name: 'Mitarbeiterlisten hochladen' }).click();
  await page.getByLabel('Arbeitgeber').selectOption({ label: `${companyName} GmbH – Petra Schmidt (1)` });
  await page.getByRole('button', { name: 'mitarbeiterliste-60.csv prüfen' }).click();
  const preview = page.getByRole('region', { name: /Liste „mitarbeiterliste-60.csv“/ });
  await expect(preview.getByRole('definition').nth(1)).toHaveText('60');
  await expect(preview.getByRole('row', { name: /klara.wagner1@beispiel-firma.de/ })).toContainText('Neu');
  await preview.getByRole('button', { name: 'Importieren' }).click();
  await page.getByRole('dialog', { name: 'Liste importieren' }).getByRole('button', { name: 'Importieren' }).click();
  const result = preview.getByRole('status');
  await expect(result.getByRole('heading', { name: 'Ergebnis des Imports' })).toBeVisible();
  const counts = async () =>
    Object.fromEntries(
      await Promise.all(
        (await result.locator('.counts > div').all()).map(async (item) => [
          await item.locator('dt').innerText(),
          await item.locator('dd').innerText(),
        ]),
      ),
    );
  expect(await counts()).toEqual({
    Verarbeitet: '60',
    Angelegt: '60',
    'Bereits vorhanden': '0',
    Validierungsfehler: '0',
  });
  const invitation = await waitForMail('klara.wagner1@beispiel-firma.de');
  expect(invitation.subject).toBe(`Einladung zur Sicherheitsschulung von ${companyName} GmbH`);

  // Delete the employer completely: only the typed DELETE does it.
  await nav.getByRole('link', { name: 'Kunden verwalten' }).click();
  await page.getByLabel('Suchen').fill(employer.email);
  await page
    .getByRole('row', { name: /Petra Schmidt/ })
    .getByRole('link', { name: 'Petra Schmidt' })
    .click();
  await expect(page.getByRole('region', { name: 'Führungskräfte und Mitarbeitende' })).toContainText('60 Personen');
  await page.getByRole('button', { name: 'Löschen …' }).click();
  const remove = page.getByRole('dialog', { name: 'Arbeitgeber vollständig löschen' });
  await remove.getByLabel('Geben Sie zur Bestätigung DELETE ein').fill('DELET');
  await expect(remove.getByRole('button', { name: 'Endgültig löschen' })).toBeDisabled();
  await remove.getByLabel('Geben Sie zur Bestätigung DELETE ein').fill('DELETE');
  await remove.getByRole('button', { name: 'Endgültig löschen' }).click();
  await page.waitForURL(/\/admin\/policyholders$/);
  await expect(page.getByText(`${companyName} GmbH wurde vollständig gelöscht.`)).toBeVisible();
  await page.getByLabel('Suchen').fill(employer.email);
  // (With no other customer on the server the page says the list is empty instead.)
  await expect(page.getByText(/^(Niemand passt zu Ihrer Suche|Es gibt noch keine Kunden)\.$/)).toBeVisible();
  await expect(page.getByRole('row', { name: /Petra Schmidt/ })).toHaveCount(0);
  const gone = await request.post('/api/employee/login', { data: { email: employer.email, password: PASSWORD } });
  expect(gone.status()).toBe(401);
});

test('an admin creates an admin, who sets a password from the mail, and deletes them again', async ({ page }) => {
  await adminSignIn(page);
  await page.getByRole('link', { name: 'Administratoren verwalten' }).click();
  await expect(page.getByRole('row', { name: /Admin Portal/ })).toContainText('Sie');

  const email = uniqueEmail('kollegin');
  await page.getByRole('button', { name: 'Administrator anlegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Administrator anlegen' });
  await dialog.getByLabel('Vorname').fill('Bea');
  await dialog.getByLabel('Nachname').fill('Berg');
  // The languages are named as the language switch names them, on every screen.
  await expect(dialog.getByLabel('Sprache der E-Mail').getByRole('option')).toHaveText(['Deutsch', 'English']);
  await dialog.getByLabel('E-Mail-Adresse').fill(ADMIN.email);
  await dialog.getByRole('button', { name: 'Anlegen und Link senden' }).click();
  await expect(dialog.getByText('Diese E-Mail-Adresse ist bereits vergeben.')).toBeVisible();
  await dialog.getByLabel('E-Mail-Adresse').fill(email);
  await dialog.getByRole('button', { name: 'Anlegen und Link senden' }).click();
  await expect(page.getByText(`Der Administrator ist angelegt; der Link ging an ${email}.`)).toBeVisible();
  const row = page.getByRole('row', { name: /Bea Berg/ });
  await expect(row).toContainText('Passwort noch nicht festgelegt');

  const mail = await waitForMail(email);
  expect(mail.subject).toBe('Ihr Administratorzugang zum Awareness-Portal');
  const firstLink = linkPath(mail.text ?? '', '/admin/recovery-password/');
  expect(firstLink).toMatch(/^\/admin\/recovery-password\/[\w-]+$/);

  // A link that expired unused is sent again from the list; the former one ends with it.
  await row.getByRole('button', { name: 'Link zum Festlegen des Passworts erneut an Bea Berg senden' }).click();
  await expect(page.getByText(`Ein neuer Link zum Festlegen des Passworts wurde an ${email} gesendet.`)).toBeVisible();
  const second = await waitForMail(email, 2);
  expect(second.subject).toBe('Ihr Administratorzugang zum Awareness-Portal');
  expect(linkPath(second.text ?? '', '/admin/recovery-password/')).not.toBe(firstLink);

  await row.getByRole('button', { name: 'Bea Berg löschen' }).click();
  const confirm = page.getByRole('dialog', { name: 'Administrator löschen' });
  await confirm.getByLabel('Geben Sie zur Bestätigung DELETE ein').fill('DELETE');
  await confirm.getByRole('button', { name: 'Endgültig löschen' }).click();
  await expect(page.getByText('Bea Berg wurde gelöscht.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Bea Berg/ })).toHaveCount(0);
  // The own account has no delete button.
  await expect(page.getByRole('row', { name: /Admin Portal/ }).getByRole('button')).toHaveCount(0);
});

test('an inverted date range on the statistics is named in words and not sent', async ({ page }) => {
  await adminSignIn(page);
  await page.goto('/admin/statistics');
  await expect(page.getByText(/Unternehmen sind vollständig geschult/)).toBeVisible();
  const from = page.getByLabel('Registriert ab');
  await from.fill('2026-03-01');
  await page.getByLabel('bis', { exact: true }).fill('2026-01-31');
  const asked = page.waitForRequest(/\/api\/statistics\/get-overall-stats/, { timeout: 1000 }).catch(() => null);
  await page.getByRole('button', { name: 'Anzeigen' }).click();
  await expect(page.getByText('Das Datum „Registriert ab“ liegt nach dem Datum „bis“.')).toBeVisible();
  await expect(from).toHaveAttribute('aria-invalid', 'true');
  expect(await asked).toBeNull();
  await page.getByLabel('bis', { exact: true }).fill('2026-03-31');
  await page.getByRole('button', { name: 'Anzeigen' }).click();
  await expect(page.getByText('Das Datum „Registriert ab“ liegt nach dem Datum „bis“.')).toHaveCount(0);
  await expect(from).not.toHaveAttribute('aria-invalid', 'true');
});

test('the statistics count the training done in a period when the admin chooses activity', async ({
  page,
  request,
}) => {
  // At least one company, so the chart has months to show.
  await registerEmployerByApi(request, `Aktivfirma ${Date.now().toString(36)}`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await adminSignIn(page);
  const first = page.waitForRequest(/\/api\/statistics\/get-overall-stats/);
  await page.goto('/admin/statistics');
  // The page's first call is the one the contract names: the range by registration.
  expect(new URL((await first).url()).searchParams.has('periodBy')).toBe(false);
  await expect(page.getByText(/Unternehmen sind vollständig geschult/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Neue Unternehmen je Monat' })).toBeVisible();

  await page.getByLabel('Zeitraum bezieht sich auf').selectOption({ label: 'Schulungsaktivität' });
  await page.getByLabel('Aktivität ab').fill('2026-01-01');
  const asked = page.waitForRequest(/\/api\/statistics\/get-overall-stats/);
  await page.getByRole('button', { name: 'Anzeigen' }).click();
  const query = new URL((await asked).url()).searchParams;
  expect([query.get('from'), query.get('periodBy')]).toEqual(['2026-01-01', 'activity']);

  await expect(page.getByText(/im Zeitraum aktiven Unternehmen (ist|sind) heute vollständig geschult/)).toBeVisible();
  await expect(page.getByText('Im Zeitraum bestandene Kurse')).toBeVisible();
  await expect(page.getByText('Im Zeitraum aktive Personen')).toBeVisible();
  const chart = page.getByRole('heading', { name: 'Aktive Unternehmen je Monat' });
  await expect(chart).toBeVisible();
  const perCourse = page.getByRole('region', { name: 'Im Zeitraum bestanden, je Kurs' });
  await expect(perCourse.getByRole('row')).toHaveCount(13); // the heading and all 12 courses
  // At 1280 px the monthly chart fits without scrolling sideways.
  const months = page.locator('ol.registrations');
  expect(await months.evaluate((list) => list.parentElement!.scrollWidth <= list.parentElement!.clientWidth)).toBe(
    true,
  );

  // Back to registration: the labels and the chart say so again.
  await page.getByLabel('Zeitraum bezieht sich auf').selectOption({ label: 'Registrierung der Unternehmen' });
  await page.getByRole('button', { name: 'Anzeigen' }).click();
  await expect(page.getByRole('heading', { name: 'Neue Unternehmen je Monat' })).toBeVisible();
  await expect(page.getByLabel('Registriert ab')).toHaveValue('2026-01-01');
});
