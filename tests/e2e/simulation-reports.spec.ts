import { randomUUID } from 'node:crypto';
import { SIMULATION_TEXT_VERSIONS } from '#shared/api/simulation.ts';
import { api } from './learning.ts';
import { axeViolations } from './simulation.ts';
import { completeSettings, expect, postgresServer, register, sql, test } from './support.ts';

/**
 * The report figures as the employer reads them (decision 101): on the dashboard's card the report
 * rate, the rate reported before a click and the one sentence whether the company is getting safer;
 * on /phishing-simulation the results with the report figures and the reports of real mail per
 * month. Two closed waves in two quarters and the monthly counts are put into the PostgreSQL test
 * server's database, as weeks of campaigns and reports would have left them.
 */
test.describe('the report figures on the dashboard and the simulation page', () => {
  test.skip(!postgresServer, 'needs TEST_DATABASE_URL: the second test server runs on PostgreSQL');
  test.use({ baseURL: postgresServer });

  test('the employer sees report rates, the safety headline and real reports per month, narrow and wide', async ({
    page,
  }, testInfo) => {
    const email = `inhaberin@melden-${Date.now().toString(36)}.de`;
    await register(page, email);
    await completeSettings(page);
    // The dashboard shows its cards once someone has a course.
    const userId = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('session')!) as { userId: number }).userId,
    );
    await api(page, 'POST', '/trainings/assign', { trainingSlug: 'email-security', ownerId: userId });
    await api(page, 'POST', '/simulation/booking', { addendumVersion: SIMULATION_TEXT_VERSIONS.addendum });

    // Two waves that closed weeks ago, in two quarters: fewer clicks and more reports in the later one.
    const company = `(select company_id from users where email = $1)`;
    const campaign = randomUUID();
    await sql(
      `insert into simulation_campaigns (id, company_id, name, categories, difficulties, window_days, hour_from,
         hour_to, starts_on, status, created_at, launched_at)
       values ($2, ${company}, 'Paketwelle', '{parcel}', '{1,2}', 3, 9, 16, '2026-08-10', 'finished', now(), now())`,
      [email, campaign],
    );
    const waves: Array<[string, string, number, number, number, number]> = [
      // start, end, sent, clicked, reported, reported before a click
      ['2026-08-10T07:00:00Z', '2026-08-12T14:00:00Z', 40, 10, 4, 2],
      ['2026-10-05T07:00:00Z', '2026-10-07T14:00:00Z', 40, 4, 16, 12],
    ];
    for (const [start, end, sent, clicked, reported, first] of waves) {
      const wave = randomUUID();
      await sql(
        `insert into simulation_waves (id, campaign_id, company_id, window_start, window_end, planned)
         values ($2, $3, ${company}, $4, $5, $6)`,
        [email, wave, campaign, start, end, sent],
      );
      await sql(
        `insert into simulation_results (wave_id, template_id, sent, clicked, reported, reported_before_click)
         values ($1, 'parcel-not-delivered', $2, $3, $4, $5)`,
        [wave, sent, clicked, reported, first],
      );
    }
    const month = (monthsAgo: number) => {
      const now = new Date();
      const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 15));
      return `${at.toISOString().slice(0, 7)}-01`;
    };
    await sql(
      `insert into simulation_other_reports (company_id, month, reports)
       values (${company}, $2, 3), (${company}, $3, 1)`,
      [email, month(0), month(2)],
    );

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/dashboard');
      const card = page.getByRole('region', { name: 'Phishing-Simulation' });
      await expect(
        card.getByText(
          'Ihr Unternehmen wird sicherer: Im Quartal 2026-Q4 wurde häufiger gemeldet und seltener geklickt als im Quartal davor.',
        ),
      ).toBeVisible();
      await expect(card.getByText(/^Klickrate im Quartal 2026-Q4: 10\s% von 40 zugestellten E-Mails\.$/)).toBeVisible();
      await expect(card.getByText(/^Gemeldet: 40\s%\. Je höher, desto besser\.$/)).toBeVisible();
      await expect(card.getByText(/^Gemeldet, bevor jemand geklickt hat: 30\s%\.$/)).toBeVisible();
      await card.screenshot({ path: testInfo.outputPath(`dashboard-${width}.png`) });
      expect(await axeViolations(page)).toEqual([]);

      await card.getByRole('link', { name: 'Zu Kampagnen und Ergebnissen' }).click();
      const results = page.getByRole('region', { name: 'Ergebnisse' });
      const wave = results.getByRole('article', { name: 'Paketwelle, Welle 05.10.2026–07.10.2026' });
      await expect(wave.getByText('endgültig')).toBeVisible();
      // The wave's own figure comes first; its scenarios' follow in a closed disclosure.
      const figure = (name: string) =>
        wave
          .locator('.sim-figure > div')
          .filter({ has: page.getByText(name, { exact: true }) })
          .first()
          .locator('dd');
      await expect(figure('Gemeldet')).toHaveText(/^40\s%$/);
      await expect(figure('Gemeldet vor einem Klick')).toHaveText(/^30\s%$/);
      await expect(figure('Link angeklickt')).toHaveText(/^10\s%$/);
      const quarters = results.getByRole('table', { name: 'Klicks und Meldungen je Quartal' });
      await expect(quarters.getByRole('rowheader', { name: 'Q3 2026' })).toBeVisible();

      await expect(results.getByRole('heading', { name: 'Gemeldete echte E-Mails' })).toBeVisible();
      await expect(results.getByText('In den letzten 12 Monaten: 4 Meldungen')).toBeVisible();
      const months = results.getByRole('table', { name: 'Gemeldete echte E-Mails je Monat' });
      await expect(months.getByRole('row')).toHaveCount(13);
      await expect(months.getByRole('row').nth(1)).toHaveText(/3$/);
      await expect(months.getByRole('row').nth(3)).toHaveText(/1$/);
      await results.screenshot({ path: testInfo.outputPath(`results-${width}.png`) });
      expect(await axeViolations(page)).toEqual([]);
      // Nothing sticks out sideways on a narrow screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  });
});
