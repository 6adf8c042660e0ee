import { completeSettings, expect, postgresServer, register, sql, test, uniqueEmail } from './support.ts';

const berlinDay = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(date);
const germanDate = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

/**
 * Deadlines (issue 21, point 4). The employer sets one on /course-settings and sees it on the
 * learner's card; a deadline in the past cannot be set, so the test moves it there in the
 * database: this runs on the PostgreSQL test server.
 */
test.describe('deadlines', () => {
  test.skip(!postgresServer, 'needs TEST_DATABASE_URL: the second test server runs on PostgreSQL');
  test.use({ baseURL: postgresServer, timezoneId: 'Europe/Berlin' });

  test('the employer sets a deadline for everyone, the learner sees it, and the dashboard lists who missed it', async ({
    page,
  }) => {
    const email = uniqueEmail('deadline-owner');
    await register(page, email);
    await completeSettings(page);
    await page.goto('/course-settings');
    const card = page.getByRole('article', { name: 'Schadsoftware erkennen und richtig reagieren' });
    await card.getByRole('button', { name: 'Allen zuweisen' }).click();
    await expect(card).toContainText('1 von 1 Person');
    await expect(card).toContainText('Keine Frist gesetzt');

    const inTwoWeeks = berlinDay(new Date(Date.now() + 14 * 24 * 60 * 60 * 1000));
    await card.getByLabel(/^Frist für alle mit diesem Kurs/).fill(inTwoWeeks);
    await card.getByRole('button', { name: /^Frist setzen/ }).click();
    await expect(
      page.getByText(`Frist für „Schadsoftware erkennen und richtig reagieren“ auf ${germanDate(inTwoWeeks)} gesetzt.`),
    ).toBeVisible();
    await expect(card).toContainText(`Frist für alle: ${germanDate(inTwoWeeks)}`);

    // The employer learns too: the card in "My trainings" says by when.
    await page.goto('/trainings');
    const learning = page.getByRole('article', { name: 'Schadsoftware erkennen und richtig reagieren' });
    await expect(learning).toContainText(`Bestehen bis spätestens ${germanDate(inTwoWeeks)}`);

    // Ten days ago instead: missed.
    const tenDaysAgo = berlinDay(new Date(Date.now() - 10 * 24 * 60 * 60 * 1000));
    await sql(
      `update training_assignments set due_on = $2::date
       where user_id = (select id from users where lower(email) = $1) and training_slug = 'malware'`,
      [email, tenDaysAgo],
    );
    await page.reload();
    await expect(learning).toContainText(`Frist abgelaufen am ${germanDate(tenDaysAgo)} – noch nicht bestanden`);
    await page.goto('/dashboard');
    const overdue = page.getByRole('region', { name: 'Frist überschritten' });
    await expect(overdue).toContainText('Petra Schmidt');
    await expect(overdue).toContainText(
      `Schadsoftware erkennen und richtig reagieren (Frist: ${germanDate(tenDaysAgo)})`,
    );
  });

  test('the employer sets, changes and removes one person’s deadline in the course’s people list', async ({ page }) => {
    await register(page, uniqueEmail('deadline-person'));
    await completeSettings(page);
    await page.goto('/course-settings');
    const card = page.getByRole('article', { name: 'Private Geräte dienstlich nutzen (BYOD)' });
    await card.getByRole('button', { name: 'Allen zuweisen' }).click();
    await expect(card).toContainText('1 von 1 Person');
    await card.getByText('Einzelne Personen').click();

    const inAMonth = berlinDay(new Date(Date.now() + 30 * 24 * 60 * 60 * 1000));
    await card.getByRole('button', { name: 'Frist setzen: Petra Schmidt' }).click();
    await expect(card.getByLabel('Frist für Petra Schmidt')).toBeFocused();
    await card.getByLabel('Frist für Petra Schmidt').fill(inAMonth);
    await card.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText(`Frist für Petra Schmidt auf ${germanDate(inAMonth)} gesetzt.`)).toBeVisible();
    await expect(card.getByRole('listitem').filter({ hasText: 'Petra Schmidt' })).toContainText(
      `Frist: ${germanDate(inAMonth)}`,
    );
    await expect(card).toContainText(`Frist für alle: ${germanDate(inAMonth)}`);
    // The focus is back on the person's button, not lost at the top of the page.
    await expect(card.getByRole('button', { name: 'Frist ändern: Petra Schmidt' })).toBeFocused();

    await card.getByRole('button', { name: 'Frist ändern: Petra Schmidt' }).click();
    await expect(card.getByLabel('Frist für Petra Schmidt')).toHaveValue(inAMonth);
    await card.getByRole('listitem').getByRole('button', { name: 'Frist entfernen' }).click();
    await expect(page.getByText('Frist für Petra Schmidt entfernt.')).toBeVisible();
    await expect(card).toContainText('Keine Frist gesetzt');
    await expect(card.getByRole('button', { name: 'Frist setzen: Petra Schmidt' })).toBeVisible();
  });
});
