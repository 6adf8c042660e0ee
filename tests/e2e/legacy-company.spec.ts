import {
  acceptInvitation,
  completeSettings,
  expect,
  postgresServer,
  register,
  sql,
  test,
  uniqueEmail,
  waitForMail,
} from './support.ts';

const BLOCKED = 'Der Auftragsverarbeitungsvertrag wurde vom Kontoinhaber noch nicht akzeptiert.';

/**
 * A customer from before the agreement checkbox (2022-03-18 10:38) who never accepted it. No call
 * makes such an account, so this runs on the PostgreSQL test server, where the test shapes it in
 * the database.
 */
test.describe('a company whose employer has not accepted the agreement', () => {
  test.skip(!postgresServer, 'needs TEST_DATABASE_URL: the second test server runs on PostgreSQL');
  test.use({ baseURL: postgresServer });

  test('its manager is blocked until the employer accepts through the modal', async ({ page, browser }) => {
    const ownerEmail = uniqueEmail('legacy-owner');
    await register(page, ownerEmail);
    await completeSettings(page);
    const managerEmail = uniqueEmail('legacy-manager');
    const invited = await page.evaluate(async (email) => {
      const session = JSON.parse(localStorage.getItem('session')!) as { token: string };
      const response = await fetch('/api/employee/invite-employee', {
        method: 'POST',
        headers: { authorization: session.token, 'content-type': 'application/json' },
        body: JSON.stringify({ firstname: 'Mara', lastname: 'Leitner', email, isManager: true }),
      });
      return response.status;
    }, managerEmail);
    expect(invited).toBe(200);

    const mail = await waitForMail(managerEmail, 1, process.env.E2E_PG_DATA_DIR);
    const context = await browser.newContext({
      baseURL: postgresServer,
      locale: 'de-DE',
      extraHTTPHeaders: { 'x-forwarded-for': '198.19.7.7' },
    });
    const manager = await context.newPage();
    await acceptInvitation(manager, mail, 'Bergwiese Kompass Laterne');
    await expect(manager).toHaveURL(/\/course-settings$/);
    await manager.getByRole('dialog').getByRole('button', { name: 'Schließen' }).click();

    // The employer becomes a customer of 2021 who has not accepted the agreement.
    await sql(
      "update users set created_at = '2021-06-01T08:00:00Z', order_processing_accepted_at = null where lower(email) = $1",
      [ownerEmail],
    );

    await manager.reload();
    await expect(manager.getByText(BLOCKED)).toBeVisible();
    await expect(manager.getByRole('navigation').getByText('Mitarbeitende verwalten')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const refused = await manager.evaluate(async () => {
      const session = JSON.parse(localStorage.getItem('session')!) as { token: string };
      const response = await fetch('/api/trainings', { headers: { authorization: session.token } });
      return ((await response.json()) as { error: { code: string } }).error.code;
    });
    expect(refused).toBe('ACTIONS_BLOCKED');

    await page.reload();
    const notice = page.getByRole('region', { name: 'Hinweise' });
    await notice.getByRole('button', { name: 'Jetzt durchlesen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Auftragsverarbeitungsvertrag' });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog).toBeHidden();
    await expect(notice).toHaveCount(0);

    await manager.reload();
    await expect(manager.getByRole('heading', { level: 1, name: 'Kurse verwalten' })).toBeVisible();
    await expect(manager.getByText(BLOCKED)).toHaveCount(0);
    await context.close();
  });
});
