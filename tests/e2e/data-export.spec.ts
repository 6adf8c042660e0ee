import { readFileSync } from 'node:fs';
import type { Download } from '@playwright/test';
import { readXlsxTable } from '../../src/server/files/xlsx-table.ts';
import {
  completeSettings,
  expect,
  register,
  registerEmployerByApi,
  signInAdmin,
  test,
  uniqueEmail,
} from './support.ts';

/** The file as a spreadsheet reads it: byte-order mark, ";" between quoted fields. */
async function csvRows(download: Download): Promise<string[][]> {
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return bytes
    .subarray(3)
    .toString('utf8')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.slice(1, -1).split('";"'));
}

/** Data exports (issue 21, point 5): from /account-settings, read back as a program and a spreadsheet would. */
test('the employer downloads their own data and the company’s, as a table and as JSON', async ({ page }) => {
  const email = uniqueEmail('export-owner');
  await register(page, email);
  await completeSettings(page);
  await page.goto('/account-settings');
  const section = page.getByRole('region', { name: 'Meine Daten herunterladen' });

  const [ownCsv] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Als Tabelle (CSV) herunterladen' }).click(),
  ]);
  expect(ownCsv.suggestedFilename()).toMatch(/^Meine Daten Petra Schmidt \d{4}-\d\d-\d\d\.csv$/);
  const own = await csvRows(ownCsv);
  expect(own).toContainEqual(['Konto', expect.any(String), 'E-Mail-Adresse', email]);
  await expect(page.getByText(`„${ownCsv.suggestedFilename()}“ wurde heruntergeladen.`)).toBeVisible();

  const [ownPdf] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Als PDF herunterladen' }).click(),
  ]);
  expect(ownPdf.suggestedFilename()).toMatch(/^Meine Daten Petra Schmidt \d{4}-\d\d-\d\d\.pdf$/);
  expect(
    readFileSync((await ownPdf.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  const [ownJson] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Als JSON-Datei herunterladen' }).click(),
  ]);
  const data = JSON.parse(readFileSync((await ownJson.path())!, 'utf8')) as {
    account: { email: string; role: string };
  };
  expect(data.account).toMatchObject({ email, role: 'employer' });

  const [companyCsv] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Unternehmensdaten als Tabelle (CSV)' }).click(),
  ]);
  const rows = await csvRows(companyCsv);
  expect(rows[0]?.slice(0, 3)).toEqual(['Nachname', 'Vorname', 'E-Mail']);
  expect(rows.some((row) => row[2] === email)).toBe(true);
});

test('the employer downloads the company’s data as an Excel workbook', async ({ page }) => {
  const email = uniqueEmail('export-xlsx');
  await register(page, email);
  await completeSettings(page);
  await page.goto('/account-settings');
  const section = page.getByRole('region', { name: 'Meine Daten herunterladen' });
  const [workbook] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Unternehmensdaten als Excel-Datei' }).click(),
  ]);
  expect(workbook.suggestedFilename()).toMatch(/^Unternehmensdaten .+ \d{4}-\d\d-\d\d\.xlsx$/);
  const rows = (await readXlsxTable(readFileSync((await workbook.path())!))).map((row) => row.cells);
  expect(rows[0]?.slice(0, 3)).toEqual(['Nachname', 'Vorname', 'E-Mail']);
  expect(rows.some((row) => row[2] === email)).toBe(true);
});

test('an admin downloads a policyholder’s company data and the employer’s own', async ({ page, request }) => {
  const { id, email } = await registerEmployerByApi(request, `Export ${Date.now().toString(36)} GmbH`, {
    firstname: 'Jana',
    lastname: 'Kundin',
  });
  await page.goto('/admin/login');
  await signInAdmin(page);
  await page.waitForURL(/\/admin\/policyholders$/);
  await page.goto(`/admin/policyholders/${id}`);
  const section = page.getByRole('region', { name: 'Daten herunterladen' });
  await expect(section.getByRole('heading', { name: 'Daten von Jana Kundin' })).toBeVisible();

  const [companyCsv] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Unternehmensdaten als Tabelle (CSV)' }).click(),
  ]);
  expect((await csvRows(companyCsv)).some((row) => row[2] === email)).toBe(true);

  const [ownJson] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Als JSON-Datei herunterladen' }).click(),
  ]);
  const data = JSON.parse(readFileSync((await ownJson.path())!, 'utf8')) as { account: { email: string } };
  expect(data.account.email).toBe(email);
});
