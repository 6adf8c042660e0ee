import { expect, test } from './support.ts';

/**
 * The first impression (issue 46, point 6): /login and /register say what the portal is and which
 * insurer offers it (BRAND_NAME, from the server's configuration), in a few lines and a picture, on
 * a phone below the form, on a desktop beside it, in German and in English. The insurer's name
 * arrives with the configuration and moves nothing: its lines are held from the first paint.
 */
for (const path of ['/login', '/register']) {
  test(`${path} says what the portal is and who offers it, on a phone and a desktop`, async ({ page }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const intro = page.getByRole('region', { name: 'Cyber-Sicherheit, die Ihr Team versteht' });
      await expect(intro).toContainText('Ein Angebot der Musterversicherung für ihre Geschäftskunden');
      await expect(intro).toContainText('12 Kurse von Phishing bis Homeoffice');
      await expect(intro.locator('svg')).toHaveAttribute('aria-hidden', 'true');
      // Below the form on a phone, beside it on a desktop.
      const form = page.getByRole('heading', { level: 1 });
      const [formBox, introBox] = [await form.boundingBox(), await intro.boundingBox()];
      if (width === 390) expect(introBox!.y).toBeGreaterThan(formBox!.y);
      else expect(introBox!.x).toBeGreaterThan(formBox!.x + formBox!.width);
      await page.screenshot({
        path: `test-results/first-impression${path.replace('/', '-')}-${width}.png`,
        fullPage: true,
      });
    }
  });
}

test('the intro speaks English with the interface', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Sprache', { exact: true }).selectOption('en');
  const intro = page.getByRole('region', { name: 'Cyber security your team understands' });
  await expect(intro).toContainText('Offered by Musterversicherung to its business customers');
  await expect(intro).toContainText('Certificates and an evidence package for your insurer');
});
