import { completeSettings, expect, register, test, uniqueEmail } from './support.ts';

/**
 * Directory sync on /users (decision 107): the employer makes a SCIM token, sees it this once,
 * and rotates it; the old one stops at once.
 */
test.describe('directory sync', () => {
  test('the SCIM token is shown once and rotated', async ({ page }) => {
    await register(page, uniqueEmail('scim'));
    await completeSettings(page);
    await page.goto('/users');
    const section = page.getByRole('region', { name: 'Verzeichnisabgleich (SCIM)' });
    await expect(section.getByText('Kein Token: Der Abgleich ist aus.')).toBeVisible();
    const baseUrl = await section.locator('.directory-value code').first().textContent();
    const path = new URL(baseUrl ?? '').pathname;
    expect(path).toMatch(/^\/scim\/v2\/\d+$/);

    await section.getByRole('button', { name: 'Token erstellen' }).click();
    const shown = section.getByRole('region', { name: 'Geheimes Token' });
    await expect(shown.getByText('nur dieses eine Mal angezeigt', { exact: false })).toBeVisible();
    const first = (await shown.locator('code').textContent()) ?? '';
    expect(first).toMatch(/^scim_/);
    const users = (token: string) =>
      page.request.get(`${path}/Users`, { headers: { authorization: `Bearer ${token}` } });
    expect((await users(first)).status()).toBe(200);

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await section.scrollIntoViewIfNeeded();
      await section.screenshot({ path: test.info().outputPath(`directory-sync-${width}.png`) });
    }

    // Once the page is left, the token is gone from it: only its state is shown.
    await page.reload();
    await expect(section.getByText(/^Aktiv seit/)).toBeVisible();
    await expect(section.getByRole('region', { name: 'Geheimes Token' })).toHaveCount(0);
    await expect(page.getByText(first)).toHaveCount(0);

    await section.getByRole('button', { name: 'Token erneuern' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Token erneuern' }).click();
    const second = (await section.getByRole('region', { name: 'Geheimes Token' }).locator('code').textContent()) ?? '';
    expect(second).toMatch(/^scim_/);
    expect(second).not.toBe(first);
    expect((await users(first)).status()).toBe(401);
    expect((await users(second)).status()).toBe(200);

    // A person the directory makes is in the people list, marked as the directory's.
    const email = uniqueEmail('verzeichnis');
    const created = await page.request.post(`${path}/Users`, {
      headers: { authorization: `Bearer ${second}`, 'content-type': 'application/scim+json' },
      data: { userName: email, name: { givenName: 'Vera', familyName: 'Verzeichnis' }, active: true },
    });
    expect(created.status()).toBe(201);
    await page.reload();
    const row = page.getByRole('row', { name: /Vera Verzeichnis/ });
    await expect(row.getByText('aus dem Verzeichnis')).toBeVisible();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await row.scrollIntoViewIfNeeded();
      await row.screenshot({ path: test.info().outputPath(`directory-person-${width}.png`) });
    }
  });
});
