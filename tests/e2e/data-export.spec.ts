import { readFileSync } from 'node:fs';
import type { Download } from '@playwright/test';
import { completeSettings, expect, register, test, uniqueEmail } from './support.ts';

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
  expect(own).toContainEqual(['Konto / account', expect.any(String), 'E-Mail', email]);
  await expect(page.getByText(`„${ownCsv.suggestedFilename()}“ wurde heruntergeladen.`)).toBeVisible();

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
