import { expect, test, PASSWORD, uniqueEmail } from './support.ts';

test('a new employer sees the first-steps video once, and the help icon shows it again', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Vorname').fill('Petra');
  await page.getByLabel('Nachname').fill('Schmidt');
  await page.getByLabel('Name des Unternehmens').fill('Schmidt Sanitär GmbH');
  await page.getByLabel('E-Mail-Adresse').fill(uniqueEmail('video'));
  await page.getByLabel('Neues Passwort', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Passwort bestätigen').fill(PASSWORD);
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await page.getByRole('button', { name: 'Registrieren' }).click();

  const dialog = page.getByRole('dialog', { name: 'Erste Schritte im Portal' });
  await expect(dialog).toBeVisible();
  const video = dialog.locator('video');
  await expect
    .poll(() => dialog.locator('.plyr__poster').evaluate((e) => getComputedStyle(e).backgroundImage))
    .toContain('first-steps.jpg');
  await expect(dialog.locator('source')).toHaveAttribute('src', /first-steps\.webm$/);
  await expect(dialog.locator('track[srclang="de"]')).toHaveAttribute('src', /first-steps\.de\.vtt$/);
  await expect(dialog.locator('track[srclang="en"]')).toHaveAttribute('src', /first-steps\.en\.vtt$/);
  expect(await video.evaluate((v: HTMLVideoElement) => v.paused && !v.autoplay)).toBe(true);
  // Width is the dialog's width minus 20 px; height 360 px.
  const sizes = await dialog.evaluate((d) => {
    const box = d.querySelector('.plyr')!.parentElement!.parentElement!;
    return {
      dialog: d.clientWidth,
      video: box.getBoundingClientRect().width,
      height: box.parentElement!.getBoundingClientRect().height,
    };
  });
  expect(sizes.video).toBe(sizes.dialog - 20);
  await dialog.getByRole('button', { name: 'Einstellungen' }).click();
  await dialog.getByRole('menuitem', { name: /Geschwindigkeit/ }).click();
  for (const rate of ['0.7×', 'Normal', '1.5×', '2×'])
    await expect(dialog.getByRole('menuitemradio', { name: rate })).toBeVisible();

  await dialog.getByRole('button', { name: 'Schließen' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Hilfe: Video zu den ersten Schritten' }).click();
  await expect(dialog).toBeVisible();
});
