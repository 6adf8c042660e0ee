import { randomUUID } from 'node:crypto';
import { SIMULATION_TEXT_VERSIONS } from '#shared/api/simulation.ts';
import { api } from './learning.ts';
import { axeViolations } from './simulation.ts';
import { completeSettings, expect, openFromMenu, postgresServer, register, sql, test } from './support.ts';

/**
 * "Meine Simulationen" (decision 102): the employer switches the pseudonymous mode on with both
 * confirmations, sees their own simulations there (two waves' links are put into the PostgreSQL
 * test server's database, as weeks of campaigns would have left them), and switching back deletes
 * the history at once.
 */
test.describe('Meine Simulationen in the pseudonymous mode', () => {
  test.skip(!postgresServer, 'needs TEST_DATABASE_URL: the second test server runs on PostgreSQL');
  test.use({ baseURL: postgresServer });

  test('the mode is switched on with both confirmations, the person sees their own history, and off removes it', async ({
    page,
  }, testInfo) => {
    const email = `inhaber@meine-${Date.now().toString(36)}.de`;
    await register(page, email);
    await completeSettings(page);
    await api(page, 'POST', '/simulation/booking', { addendumVersion: SIMULATION_TEXT_VERSIONS.addendum });

    await page.goto('/phishing-simulation');
    const mode = page.getByRole('region', { name: 'Auswertung' });
    await expect(mode.getByText('Anonym', { exact: true })).toBeVisible();
    await mode.getByText('Pseudonymen Modus einschalten', { exact: true }).first().click();
    await mode.getByRole('button', { name: 'Pseudonymen Modus einschalten' }).click();
    await expect(mode.getByText(/Bitte wählen Sie eine Angabe zum Betriebsrat/)).toBeVisible();
    await mode.getByRole('radio', { name: 'Es gibt keinen Betriebsrat.' }).check();
    await mode.getByRole('checkbox', { name: /Die Mitarbeitenden wissen/ }).check();
    await mode.getByRole('button', { name: 'Pseudonymen Modus einschalten' }).click();
    await expect(mode.getByText('Pseudonym', { exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // Two simulations that reached the employer: one reported 12 minutes after delivery, one clicked.
    const user = `(select id from users where email = $1)`;
    const company = `(select company_id from users where email = $1)`;
    const campaign = randomUUID();
    const wave = randomUUID();
    await sql(
      `insert into simulation_campaigns (id, company_id, name, categories, difficulties, window_days, hour_from,
         hour_to, starts_on, status, created_at, launched_at)
       values ($2, ${company}, 'Übung', '{sign-in,parcel}', '{1,2}', 3, 9, 16, '2026-10-05', 'running', now(), now())`,
      [email, campaign],
    );
    await sql(
      `insert into simulation_waves (id, campaign_id, company_id, window_start, window_end, planned)
       values ($2, $3, ${company}, '2026-10-05T07:00:00Z', '2026-10-07T14:00:00Z', 1)`,
      [email, wave, campaign],
    );
    await sql(
      `insert into simulation_person_links (token_hash, user_id, company_id, wave_id, template_id, difficulty,
         planned_at, sent_at, clicked_at, reported_at)
       values ($2, ${user}, ${company}, $4, 'parcel-not-delivered', 1, now() - interval '20 days',
               now() - interval '20 days', null, now() - interval '20 days' + interval '12 minutes'),
              ($3, ${user}, ${company}, $4, 'unusual-sign-in-alert', 2, now() - interval '5 days',
               now() - interval '5 days', now() - interval '5 days' + interval '1 hour', null)`,
      [email, randomUUID(), randomUUID(), wave],
    );

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/trainings');
      // The clicked scenario's course, unassigned, is offered to the person alone.
      const recommended = page.getByRole('region', { name: 'Nach Ihrer Simulation empfohlen' });
      await expect(recommended.getByRole('heading', { name: /^E-Mail-Sicherheit/ })).toBeVisible();
      await openFromMenu(page, 'Meine Simulationen');
      await expect(page.getByRole('heading', { level: 1, name: 'Meine Simulationen' })).toBeVisible();
      const history = page.getByRole('region', { name: 'Ihr Verlauf' });
      await expect(
        history.getByText('1 von 2 Simulationen erkannt und gemeldet, bevor Sie geklickt haben.'),
      ).toBeVisible();
      const rows = history.getByRole('row');
      await expect(rows).toHaveCount(3);
      // Newest first: the click, with the course that teaches it; then the report.
      await expect(rows.nth(1).getByText('Link geöffnet')).toBeVisible();
      await expect(rows.nth(1).getByRole('link', { name: /^E-Mail-Sicherheit/ })).toHaveAttribute(
        'href',
        '/trainings/email-security',
      );
      await expect(rows.nth(2).getByText('Erkannt und gemeldet')).toBeVisible();
      await expect(rows.nth(2).getByText('Nach 12 Minuten gemeldet')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Verdächtige E-Mails melden' })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`my-simulations-${width}.png`), fullPage: true });
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }

    await page.goto('/phishing-simulation');
    await mode.getByRole('button', { name: 'Zurück zum anonymen Modus' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Zuordnungen löschen' }).click();
    await expect(mode.getByText('Anonym', { exact: true })).toBeVisible();
    await page.goto('/my-simulations');
    await expect(page.getByText(/Ihr Unternehmen wertet Phishing-Simulationen anonym aus/)).toBeVisible();
  });
});
