import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { completeSettings, expect, postgresServer, register, sql, test, uniqueEmail } from './support.ts';
import { germanDate as berlinDate } from '../support/german-date.ts';
import { api, passByApi } from './learning.ts';

const SIX = ['social-engineering', 'password-security', 'email-security', 'byod', 'malware', 'remote-work'];

/** The signed-in employer assigns the six courses to themself and passes them through the API, as the app does. */
async function assignAndPass(page: Page) {
  const userId = await page.evaluate(() => (JSON.parse(localStorage.getItem('session')!) as { userId: number }).userId);
  for (const slug of SIX) {
    await api(page, 'POST', '/trainings/assign', { trainingSlug: slug, ownerId: userId });
    await passByApi(page, slug);
  }
}

/**
 * Yearly cycles in the browser (issue 21, point 1). A year cannot pass in a test, so the test
 * moves the passes and the certificate a year and a month back in the database: this runs on the
 * PostgreSQL test server, where it can.
 */
test.describe('a year later', () => {
  test.skip(!postgresServer, 'needs TEST_DATABASE_URL: the second test server runs on PostgreSQL');
  // The page shows dates in the browser's zone, the test reckons in German time.
  test.use({ baseURL: postgresServer, timezoneId: 'Europe/Berlin' });

  test('passed courses show until when they count, are due again once lapsed, and the old certificate says so', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('cycle-owner');
    await register(page, email);
    await completeSettings(page);
    await assignAndPass(page);

    const inAYear = new Date();
    inAYear.setUTCFullYear(inAYear.getUTCFullYear() + 1);
    await page.goto('/trainings');
    const malware = page.getByRole('article', { name: 'Schadsoftware erkennen und richtig reagieren' });
    await expect(malware).toContainText(`Gültig bis ${berlinDate(inAYear)}`);
    await expect(page.getByText('6 von 6 Kursen bestanden')).toBeVisible();

    await page.goto('/personalCertificate');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Zertifikat herunterladen' }).first().click(),
    ]);
    const text = execFileSync('/usr/bin/pdftotext', ['-enc', 'UTF-8', (await download.path())!, '-'], {
      encoding: 'utf8',
    });
    expect(text).toContain(`gültig bis ${berlinDate(inAYear)}`);
    const code = text.match(/Prüfcode: ([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/)![1]!;

    // Thirteen months ago: the passes and the certificate move back; nothing else changes.
    const back = "interval '13 months'";
    const person = '(select id from users where lower(email) = $1)';
    await sql(
      `update course_progress set passed_at = passed_at - ${back}, started_at = started_at - ${back},
         module_finished_at = module_finished_at - ${back}, updated_at = updated_at - ${back},
         last_attempt_at = last_attempt_at - ${back} where user_id = ${person}`,
      [email],
    );
    await sql(`update training_assignments set assigned_at = assigned_at - ${back} where user_id = ${person}`, [email]);
    await sql(
      `update certificates set issued_at = issued_at - ${back},
         content = jsonb_set(content, '{validUntil}', to_jsonb(to_char((now() - interval '1 month') at time zone 'UTC',
           'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))) where user_id = ${person}`,
      [email],
    );
    const lapsedOn = new Date();
    lapsedOn.setUTCMonth(lapsedOn.getUTCMonth() - 1);

    await page.goto('/trainings');
    await expect(page.getByText('0 von 6 Kursen bestanden')).toBeVisible();
    await expect(page.getByText(/^Erneut fällig seit \d\d\.\d\d\.\d{4}$/)).toHaveCount(6);
    await expect(malware).toContainText('Nicht begonnen');
    await expect(malware).toContainText(/zuletzt bestanden am \d\d\.\d\d\.\d{4}/);
    await malware.getByRole('link', { name: /^Starten/ }).click();
    await expect(page).toHaveURL(/\/trainings\/malware(\/\d+)?$/);

    // The insurer checks the old certificate: genuine, but lapsed, in amber rather than red.
    const insurer = await (await browser.newContext({ baseURL: postgresServer, locale: 'de-DE' })).newPage();
    await insurer.goto(`/verify/${code}`);
    await expect(insurer.getByRole('heading', { name: 'Zertifikat abgelaufen' })).toBeVisible();
    const result = insurer.getByRole('region', { name: 'Zertifikat abgelaufen' });
    await expect(result).toContainText(`gilt aber seit dem ${berlinDate(lapsedOn)} nicht mehr`);
    await expect(result).toContainText('Abgelaufen am');
  });
});
