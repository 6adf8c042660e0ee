import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { completeSettings, expect, register, test, uniqueEmail, waitForMail } from './support.ts';
import { germanDate } from '../support/german-date.ts';

/**
 * "An den Versicherer senden" on /proofOfInsurance (decision 104): below the threshold the page
 * says the download is an interim status; the employer mails its verification link, not the PDF,
 * to the insurer's address; a wrong address is refused at the field; the link shows the insurer
 * an interim status, not a certificate. On a phone and a desktop.
 */
const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
];

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('[data-sonner-toaster]')
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
}

for (const size of SIZES) {
  test(`the employer sends the verification link of the interim status to the insurer (${size.name})`, async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    await page.setViewportSize(size.viewport);
    await register(page, uniqueEmail(`insurer-${size.name}`));
    await completeSettings(page);
    await page.goto('/proofOfInsurance');
    await expect(page.getByRole('heading', { name: 'Unternehmenszertifikat', level: 1 })).toBeVisible();

    // Nobody is trained yet: the page says beforehand that the download is an interim status.
    const notice = page.getByRole('status').filter({ hasText: 'Noch kein Unternehmenszertifikat' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('mindestens 80 % der Personen');
    await expect(notice).toContainText('heute sind es 0 %');
    await expect(page.getByRole('button', { name: 'Zwischenstand herunterladen' })).toBeVisible();

    const section = page.getByRole('region', { name: 'An den Versicherer senden' });
    await section.scrollIntoViewIfNeeded();
    await expect(section).toContainText('nicht die PDF-Datei');
    const address = section.getByLabel('E-Mail-Adresse Ihres Versicherers');
    const submit = section.getByRole('button', { name: 'Prüflink senden' });

    // A wrong address is refused at its field, where the person is looking.
    await address.fill('kundenservice(at)versicherer');
    await submit.click();
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(section.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeVisible();
    await expect(address).toBeFocused();
    await page.screenshot({ path: testInfo.outputPath(`send-refused-${size.name}.png`), fullPage: true });

    const insurer = uniqueEmail(`versicherer-${size.name}`);
    await address.fill(insurer);
    await submit.click();
    await expect(section.getByRole('status')).toHaveText(
      `Der Prüflink zum Zwischenstand wurde an ${insurer} gesendet.`,
    );
    await expect(address).toHaveValue('');
    await expect(address).not.toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath(`send-done-${size.name}.png`), fullPage: true });

    // The mail carries the link, never the PDF.
    const mail = await waitForMail(insurer);
    expect(mail.subject).toBe('Zwischenstand der Sicherheitsschulung: Schmidt Sanitär GmbH');
    expect(mail.attachments).toEqual([]);
    const link = (mail.text ?? '').match(/https?:\/\/\S+\/verify\/([0-9A-Z]{4}(-[0-9A-Z]{4}){3})/);
    expect(link?.[0].startsWith(baseURL!)).toBe(true);
    expect(mail.text).toContain(`Zwischenstand vom ${germanDate(new Date())}`);

    // The insurer opens it: an interim status, said plainly, never "Zertifikat gültig".
    const context = await browser.newContext({ viewport: size.viewport, locale: 'de-DE' });
    const reader = await context.newPage();
    await reader.goto(link![0]);
    const result = reader.getByRole('region', { name: 'Zwischenstand – kein Zertifikat' });
    await expect(result).toBeVisible();
    await expect(result).toContainText('nicht zu einem Zertifikat');
    await expect(result).toContainText('Schmidt Sanitär GmbH');
    await expect(result).toContainText('AS-4711081542');
    await expect(result).toContainText('0 von 0');
    await expect(reader.getByRole('heading', { name: 'Zertifikat gültig' })).toHaveCount(0);
    await expectAccessible(reader);
    await reader.screenshot({ path: testInfo.outputPath(`verify-interim-${size.name}.png`), fullPage: true });
    await reader.getByLabel('Sprache').selectOption('en');
    await expect(reader.getByRole('heading', { name: 'Interim status – not a certificate' })).toBeVisible();
    await context.close();
  });
}
