import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { completeSettings, expect, postgresServer, register, sql, test, uniqueEmail, waitForMail } from './support.ts';

/**
 * The employer's to-do view (issue 46, point 3; decision 105): the dashboard leads with who is
 * overdue and who is due this week by deadline and who never signed in, reminds the chosen people
 * in one step and shows the 12-month trend; the people table is one line per person with an
 * actions menu and bulk actions, and stays usable with 500 people. Deadlines in the past and
 * hundreds of people are put into the database directly: this runs on the PostgreSQL test server.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const berlinDay = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(date);
const germanDate = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
// Kept apart from test-results/, which every run empties.
const SHOTS = 'tmp/screenshots/employer-todo';

async function companyIdOf(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('session')!) as { token: string; userId: number };
    const response = await fetch(`/api/employee/${session.userId}`, { headers: { authorization: session.token } });
    return ((await response.json()) as { companyId: number }).companyId;
  });
}

/** People put in as an import would; `password: false` leaves them invited, never signed in. */
async function addPerson(companyId: number, first: string, last: string, email: string, password = true) {
  await sql(
    `insert into users (email, firstname, lastname, salutation, role, company_id, password_hash, active, is_first_login)
     values ($1, $2, $3, 'Herr', 'employee', $4, $5, $6, $7)`,
    [email, first, last, companyId, password ? 'not-a-hash' : null, password, !password],
  );
}

async function assign(email: string, slug: string, dueOn: string | null) {
  await sql(
    `insert into training_assignments (user_id, training_slug, due_on)
     select id, $2, $3::date from users where lower(email) = lower($1)`,
    [email, slug, dueOn],
  );
}

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('the employer’s to-do view', () => {
  test.skip(!postgresServer, 'needs TEST_DATABASE_URL: the second test server runs on PostgreSQL');
  test.use({ baseURL: postgresServer, timezoneId: 'Europe/Berlin' });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    test(`the dashboard leads with what needs doing and reminds the chosen people (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await register(page, uniqueEmail('todo-owner'));
      await completeSettings(page);
      const companyId = await companyIdOf(page);
      const otto = uniqueEmail('otto');
      const frieda = uniqueEmail('frieda');
      const nina = uniqueEmail('nina');
      await addPerson(companyId, 'Otto', 'Spät', otto);
      await addPerson(companyId, 'Frieda', 'Bald', frieda);
      await addPerson(companyId, 'Nina', 'Neu', nina, false);
      const tenDaysAgo = berlinDay(new Date(Date.now() - 10 * DAY_MS));
      const inThreeDays = berlinDay(new Date(Date.now() + 3 * DAY_MS));
      await assign(otto, 'malware', tenDaysAgo);
      await assign(frieda, 'byod', inThreeDays);
      await assign(frieda, 'malware', null);

      await page.goto('/dashboard');
      const todo = page.getByRole('region', { name: 'Zu erledigen' });
      const overdue = todo.getByRole('region', { name: 'Frist überschritten' });
      await expect(overdue).toContainText('Otto Spät');
      await expect(overdue).toContainText(
        `Schadsoftware erkennen und richtig reagieren (Frist: ${germanDate(tenDaysAgo)})`,
      );
      const soon = todo.getByRole('region', { name: 'Frist endet in dieser Woche' });
      await expect(soon).toContainText('Frieda Bald');
      await expect(soon).toContainText(`(Frist: ${germanDate(inThreeDays)})`);
      const never = todo.getByRole('region', { name: 'Noch nie angemeldet' });
      await expect(never).toContainText('Nina Neu');
      // What needs doing comes first: above the headline and the figures.
      const todoTop = (await todo.boundingBox())!.y;
      const headlineTop = (await page.getByText(/Personen vollständig geschult/).boundingBox())!.y;
      expect(todoTop).toBeLessThan(headlineTop);

      const trend = page.getByRole('region', { name: 'Anteil mit gültiger Schulung' });
      await expect(trend.getByRole('listitem')).toHaveCount(12);
      await expect(trend.getByRole('listitem').last()).toContainText('0 %');
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: `${SHOTS}/dashboard-${viewport.width}.png`, fullPage: true });

      // Keyboard: tick Otto, then everyone who never signed in, and remind them.
      await overdue.getByRole('checkbox', { name: 'Otto Spät' }).focus();
      await page.keyboard.press('Space');
      await never.getByRole('checkbox', { name: 'Alle 1 auswählen: Noch nie angemeldet' }).check();
      await todo.getByRole('button', { name: '2 ausgewählte Personen erinnern' }).click();
      await expect(todo.getByRole('status')).toContainText(
        /1 Erinnerung wird (in den nächsten Minuten|ab .* Uhr) versendet/,
      );
      await expect(todo.getByRole('status')).toContainText('1 Einladung wurde erneut gesendet.');
      const mail = await waitForMail(nina, 1, process.env.E2E_PG_DATA_DIR);
      expect(mail.subject).toMatch(/Einladung/);
      await page.screenshot({ path: `${SHOTS}/dashboard-reminded-${viewport.width}.png`, fullPage: true });

      // A second request within the week sends nothing and says from when.
      await overdue.getByRole('checkbox', { name: 'Otto Spät' }).check();
      await todo.getByRole('button', { name: '1 ausgewählte Person erinnern' }).click();
      await expect(todo.getByRole('status')).toContainText(/1 Erinnerung wird|schon erinnert/);

      // The same view in English.
      await page.getByLabel('Sprache').selectOption('en');
      const toDo = page.getByRole('region', { name: 'To do' });
      await expect(toDo.getByRole('region', { name: 'Deadline missed' })).toContainText('Otto Spät');
      await expect(toDo.getByRole('region', { name: 'Deadline ends this week' })).toContainText('Frieda Bald');
      await expect(toDo.getByRole('region', { name: 'Never signed in' })).toContainText('Nina Neu');
      await expect(page.getByRole('heading', { name: 'Share with valid training' })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/dashboard-en-${viewport.width}.png`, fullPage: true });
    });
  }

  test('the people table of 500 stays usable: one line each, bulk actions, an actions menu', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 1280, height: 900 });
    await register(page, uniqueEmail('todo-500'));
    await completeSettings(page);
    const companyId = await companyIdOf(page);
    const tag = `c${companyId}`;
    await sql(
      `insert into users (email, firstname, lastname, role, company_id, password_hash, active, is_first_login)
       select 'vorname' || n || '.nachname' || n || '@firma-' || $2 || '.de', 'Vorname' || n,
              'Nachname' || n, 'employee', $1, 'not-a-hash', true, false
       from generate_series(1, 499) as n`,
      [companyId, tag],
    );
    // Every even number has malware with a deadline in two weeks.
    const inTwoWeeks = berlinDay(new Date(Date.now() + 14 * DAY_MS));
    await sql(
      `insert into training_assignments (user_id, training_slug, due_on)
       select id, 'malware', $2::date from users
       where company_id = $1 and role = 'employee' and substring(firstname from 8)::int % 2 = 0`,
      [companyId, inTwoWeeks],
    );

    const started = Date.now();
    await page.goto('/users');
    const table = page.getByRole('table', { name: 'Personen Ihres Unternehmens' });
    const rows = table.getByRole('row');
    await expect(page.getByText('50 von 500 angezeigt')).toBeVisible();
    expect(Date.now() - started).toBeLessThan(10_000);

    await page.screenshot({ path: `${SHOTS}/users-1280.png` });
    // One row per person, the name with the address beneath, nothing wrapped.
    const heights = await table
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().height));
    expect(Math.max(...heights)).toBeLessThan(64);
    const addressLines = await table
      .locator('.email-text')
      .evaluateAll((spans) =>
        spans.map((span) => new Set([...span.getClientRects()].map((r) => Math.round(r.top))).size),
      );
    expect(Math.max(...addressLines)).toBe(1);
    const row2 = rows.filter({ hasText: 'Vorname10 Nachname10' });
    // Everything of a row in view at 1280 px: no sideways scrolling.
    expect(await table.evaluate((t) => t.parentElement!.scrollWidth <= t.parentElement!.clientWidth + 1)).toBe(true);
    await expect(row2.getByRole('cell', { name: germanDate(inTwoWeeks) })).toBeVisible();

    // The actions menu: opens by its button, Escape closes it and the focus goes back.
    const menuButton = row2.getByRole('button', { name: 'Aktionen: Vorname10 Nachname10' });
    await menuButton.click();
    await expect(row2.getByRole('button', { name: 'Vorname10 Nachname10 bearbeiten' })).toBeVisible();
    await expect(row2.getByRole('button', { name: 'Vorname10 Nachname10 entfernen' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/users-menu-1280.png` });
    await page.keyboard.press('Escape');
    await expect(row2.getByRole('button', { name: 'Vorname10 Nachname10 bearbeiten' })).toBeHidden();
    await expect(menuButton).toBeFocused();

    // Everyone at once: all 500 chosen, reminded in one request.
    const selectAll = page.getByRole('checkbox', { name: 'Alle 500 angezeigten Personen auswählen' });
    const ticked = Date.now();
    await selectAll.check();
    const bulk = page.getByRole('region', { name: '500 Personen ausgewählt' });
    await expect(bulk).toBeVisible();
    expect(Date.now() - ticked).toBeLessThan(3_000);
    await page.screenshot({ path: `${SHOTS}/users-bulk-1280.png` });
    await bulk.getByRole('button', { name: 'Erinnern' }).click();
    await expect(bulk.getByRole('status')).toContainText(/249 Erinnerungen werden/);
    await expect(bulk.getByRole('status')).toContainText(/Personen haben keinen offenen Kurs\./);

    // A few by search, a course for them.
    await bulk.getByRole('button', { name: 'Auswahl aufheben' }).click();
    await expect(bulk).toBeHidden();
    await page.getByRole('searchbox', { name: 'Suchen' }).fill('Nachname49');
    await expect(page.getByRole('status').filter({ hasText: 'Treffer' })).toHaveText('11 Treffer');
    await page.getByRole('checkbox', { name: 'Alle 11 angezeigten Personen auswählen' }).check();
    const few = page.getByRole('region', { name: '11 Personen ausgewählt' });
    await few.getByLabel('Kurs').selectOption('byod');
    await few.getByRole('button', { name: 'Zuweisen' }).click();
    await expect(few.getByRole('status')).toContainText('wurde 11 von 11 Personen zugewiesen.');
    await expect(rows.filter({ hasText: 'Vorname49 Nachname49' })).toContainText(/von 1 bestanden/);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('searchbox', { name: 'Suchen' }).fill('');
    await page.screenshot({ path: `${SHOTS}/users-390.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
