import type { Page } from '@playwright/test';
import { axeViolations } from './simulation.ts';
import {
  acceptInvitation,
  completeSettings,
  expect,
  openFromMenu,
  register,
  test,
  uniqueEmail,
  waitForMail,
} from './support.ts';

/** The person's confirmations that wait on this device (IndexedDB of the app). */
const waitingConfirmations = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('portal-offline');
        open.onsuccess = () => {
          const count = open.result.transaction('confirmations').objectStore('confirmations').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );

/**
 * Policy acknowledgements (decision 108): the employer publishes a policy from a template and
 * assigns it to a chosen employee; the employee reads it under "Richtlinien" and confirms it; a
 * new version asks again and is confirmed offline, sent when the browser is back online; the
 * employer sees who confirmed which version.
 */
test.describe('policy acknowledgements', () => {
  test('published from a template, assigned, confirmed online and offline, seen by the employer', async ({
    page,
    browser,
  }) => {
    await register(page, uniqueEmail('richtlinie'));
    await completeSettings(page);
    const email = uniqueEmail('richtlinie-leser');
    const invited = await page.evaluate(async (email) => {
      const session = JSON.parse(localStorage.getItem('session')!) as { token: string };
      const response = await fetch('/api/employee/invite-employee', {
        method: 'POST',
        headers: { authorization: session.token, 'content-type': 'application/json' },
        body: JSON.stringify({ firstname: 'Jonas', lastname: 'Weiß', email, assignedCourseList: [] }),
      });
      return response.status;
    }, email);
    expect(invited).toBe(200);

    // The employer's page, at both widths, from the navigation.
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/trainings');
      await openFromMenu(page, 'Richtlinien verwalten');
      await expect(page.getByRole('heading', { level: 1, name: 'Richtlinien des Unternehmens' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Vorlage: IT-Nutzungsrichtlinie' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`company-policies-${width}.png`), fullPage: true });
    }

    // From the template: its title and text, the company's name filled in; published as version 1.
    await page.getByRole('button', { name: 'Vorlage: IT-Nutzungsrichtlinie' }).click();
    await expect(page.getByLabel('Titel')).toHaveValue('IT-Nutzungsrichtlinie');
    const text = page.getByLabel('Text der Richtlinie');
    await text.fill((await text.inputValue()).replace('[Firmenname]', 'Schmidt Sanitär GmbH'));
    await page.getByRole('button', { name: 'Veröffentlichen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'IT-Nutzungsrichtlinie' })).toBeVisible();
    await expect(page.getByText('Bestätigt: 0 von 2', { exact: false })).toBeVisible();

    // Assigned to the chosen employee only.
    await page.getByRole('radio', { name: 'Ausgewählte Personen' }).check();
    await page.getByRole('checkbox', { name: /Jonas Weiß/ }).check();
    await page.getByRole('button', { name: 'Empfänger speichern' }).click();
    await expect(page.getByText('Bestätigt: 0 von 1', { exact: false })).toBeVisible();
    const confirmations = page.getByRole('region', { name: 'Bestätigungen' });
    await expect(
      confirmations.getByRole('row', { name: /Jonas Weiß/ }).getByRole('cell', { name: 'Offen' }),
    ).toBeVisible();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`company-policy-${width}.png`), fullPage: true });
    }

    // The employee reads and confirms it.
    const context = await browser.newContext({
      locale: 'de-DE',
      extraHTTPHeaders: { 'x-forwarded-for': '198.19.21.1' },
    });
    const learner = await context.newPage();
    await acceptInvitation(learner, await waitForMail(email));
    await expect(learner).toHaveURL(/\/trainings$/);
    await expect(learner.getByText('Eine Richtlinie Ihres Unternehmens wartet auf Ihre Bestätigung.')).toBeVisible();

    // The employer reminds the outstanding: a mail through the outbox (the invitation was the first).
    await page.getByRole('button', { name: 'Offene erinnern (1)' }).click();
    await expect(page.getByText('Erinnerung an 1 Person gesendet.').first()).toBeVisible();
    const reminder = await waitForMail(email, 2);
    expect(reminder.subject).toBe('Bitte bestätigen: IT-Nutzungsrichtlinie');
    await learner
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Richtlinien', exact: true })
      .click();
    await expect(learner.getByRole('heading', { level: 1, name: 'Richtlinien' })).toBeVisible();
    const card = learner.getByRole('region', { name: 'IT-Nutzungsrichtlinie' });
    await expect(card.getByRole('heading', { name: 'Passwörter und Anmeldung' })).toBeVisible();
    await expect(card.getByText('Schmidt Sanitär GmbH', { exact: false })).toBeVisible();
    for (const width of [390, 1280]) {
      await learner.setViewportSize({ width, height: 900 });
      expect(await axeViolations(learner)).toEqual([]);
      await learner.screenshot({ path: test.info().outputPath(`my-policies-${width}.png`), fullPage: true });
    }
    await card.getByRole('button', { name: 'Gelesen und verstanden' }).click();
    await expect(card.getByText(/^Gelesen und verstanden: bestätigt am/)).toBeVisible();

    await page.reload();
    await expect(page.getByText('Bestätigt: 1 von 1', { exact: false })).toBeVisible();

    // A new version asks again; the employee confirms it offline, and it is sent once back online.
    await page
      .getByLabel('Text der Richtlinie')
      .fill(
        `${await page.getByLabel('Text der Richtlinie').inputValue()}\n\nNeu: Bitte melden Sie verlorene Geräte sofort.`,
      );
    await page.getByRole('button', { name: 'Veröffentlichen' }).click();
    await expect(page.getByText('Version 2 vom', { exact: false }).first()).toBeVisible();
    await expect(
      confirmations.getByRole('row', { name: /Jonas Weiß/ }).getByRole('cell', { name: 'Offen (Version 1 bestätigt)' }),
    ).toBeVisible();

    await learner.reload();
    await expect(card.getByText('Diese Richtlinie wurde geändert.', { exact: false })).toBeVisible();
    await context.setOffline(true);
    await card.getByRole('button', { name: 'Gelesen und verstanden' }).click();
    await expect(
      card.getByText('Ihre Bestätigung wird übertragen, sobald Sie wieder online sind.', { exact: false }),
    ).toBeVisible();
    expect(await waitingConfirmations(learner)).toBe(1);
    expect(await axeViolations(learner)).toEqual([]);
    await page.reload();
    await expect(page.getByText('Bestätigt: 0 von 1', { exact: false })).toBeVisible();

    await context.setOffline(false);
    await expect(card.getByText(/^Gelesen und verstanden: bestätigt am/)).toBeVisible({ timeout: 20_000 });
    expect(await waitingConfirmations(learner)).toBe(0);
    await page.reload();
    await expect(page.getByText('Bestätigt: 1 von 1', { exact: false })).toBeVisible();
    await expect(
      confirmations.getByRole('row', { name: /Jonas Weiß/ }).getByRole('cell', { name: 'Bestätigt', exact: true }),
    ).toBeVisible();

    // A second policy as a PDF: published from the employer's page, downloaded by the employee.
    await page.goto('/company-policies');
    await page.getByLabel('Titel').fill('Homeoffice');
    await page.getByRole('radio', { name: 'PDF-Datei' }).check();
    await page.getByLabel('PDF-Datei (bis 5 MB)').setInputFiles({
      name: 'Homeoffice.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    await page.getByRole('button', { name: 'Veröffentlichen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Homeoffice' })).toBeVisible();
    await learner.reload();
    const pdfCard = learner.getByRole('region', { name: 'Homeoffice' });
    const [download] = await Promise.all([
      learner.waitForEvent('download'),
      pdfCard.getByRole('button', { name: 'PDF „Homeoffice“ herunterladen' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Homeoffice.pdf');
    await pdfCard.getByRole('button', { name: 'Gelesen und verstanden' }).click();
    await expect(pdfCard.getByText(/^Gelesen und verstanden: bestätigt am/)).toBeVisible();
    await context.close();
  });
});
