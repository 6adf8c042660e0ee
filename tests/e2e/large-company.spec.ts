import { completeSettings, expect, postgresServer, register, sql, test, uniqueEmail } from './support.ts';

/**
 * A company of 5,000 people (docs/product.md: companies of any size). Thousands of people are put
 * into the database directly, as an import would: this runs on the PostgreSQL test server.
 */
test.describe('a company of 5,000 people', () => {
  test.skip(!postgresServer, 'needs TEST_DATABASE_URL: the second test server runs on PostgreSQL');
  test.use({ baseURL: postgresServer });

  test('stays usable on /users and /course-settings: search, filters and 50 rows at a time', async ({ page }) => {
    test.slow();
    await register(page, uniqueEmail('large-owner'));
    await completeSettings(page);
    const { companyId } = await page.evaluate(async () => {
      const session = JSON.parse(localStorage.getItem('session')!) as { token: string; userId: number };
      const response = await fetch(`/api/employee/${session.userId}`, { headers: { authorization: session.token } });
      return (await response.json()) as { companyId: number };
    });
    const tag = `c${companyId}`;
    await sql(
      `insert into users (email, firstname, lastname, role, company_id, password_hash, active, is_first_login)
       select 'person' || n || '.' || $2 || '@example.de', 'Vorname' || n, 'Nachname' || n, 'employee', $1,
              'not-a-hash', true, false
       from generate_series(1, 4999) as n`,
      [companyId, tag],
    );
    // Every person with an even number has the malware course: 2,499 of them.
    await sql(
      `insert into training_assignments (user_id, training_slug)
       select id, 'malware' from users
       where company_id = $1 and role = 'employee' and substring(firstname from 8)::int % 2 = 0`,
      [companyId],
    );

    await page.goto('/users');
    const rows = page.getByRole('table', { name: 'Personen Ihres Unternehmens' }).getByRole('row');
    await expect(page.getByText('50 von 5.000 angezeigt')).toBeVisible();
    await expect(rows).toHaveCount(51);
    await page.getByRole('button', { name: 'Weitere 50 anzeigen' }).click();
    await expect(rows).toHaveCount(101);
    await page.getByRole('searchbox', { name: 'Suchen' }).fill(`person4711.${tag}@`);
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('Vorname4711 Nachname4711');
    await page.getByRole('searchbox', { name: 'Suchen' }).fill('');
    await page.getByRole('combobox', { name: 'Anzeigen' }).selectOption('noCourses');
    // The employer and the 2,500 with odd numbers.
    await expect(page.getByRole('status').filter({ hasText: 'Treffer' })).toHaveText('2.501 Treffer');

    await page.goto('/course-settings');
    const card = page.getByRole('article', { name: /Schadsoftware/ });
    await expect(card).toContainText('2.499 von 5.000 Personen');
    // Closed, a card puts no person on the page.
    await expect(page.getByRole('article').getByRole('checkbox')).toHaveCount(0);
    await card.getByText('Einzelne Personen').click();
    await expect(card.getByRole('checkbox')).toHaveCount(50);
    await card.getByRole('combobox', { name: 'Anzeigen' }).selectOption('notAssigned');
    await card.getByRole('searchbox', { name: 'Personen suchen' }).fill('Nachname4711');
    const person = card.getByRole('checkbox', { name: 'Vorname4711 Nachname4711' });
    await expect(card.getByRole('checkbox')).toHaveCount(1);
    await expect(person).not.toBeChecked();
    await person.check();
    await expect(card).toContainText('2.500 von 5.000 Personen');
    await card.getByRole('combobox', { name: 'Anzeigen' }).selectOption('assigned');
    await expect(card.getByRole('checkbox', { name: 'Vorname4711 Nachname4711' })).toBeChecked();
  });
});
