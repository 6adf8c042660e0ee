import { execFileSync } from 'node:child_process';
import { axeViolations } from './simulation.ts';
import { completeSettings, expect, openFromMenu, register, signInAdmin, test, uniqueEmail } from './support.ts';

/**
 * The evidence package (decision 110): the employer makes the package of today, shares it by link,
 * someone without an account opens the link and sees the facts with the duties they serve and
 * whether they still hold, downloads the PDF, and after the employer withdraws the link is told so.
 */
test.describe('the evidence package', () => {
  test('made, shared, opened without an account, downloaded and withdrawn', async ({ page, browser }) => {
    await register(page, uniqueEmail('nachweis'));
    await completeSettings(page);

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/trainings');
      await openFromMenu(page, 'Nachweispaket');
      await expect(page.getByRole('heading', { level: 1, name: 'Nachweispaket' })).toBeVisible();
    }
    await expect(page.getByText('Sie haben noch kein Nachweispaket erstellt.')).toBeVisible();
    await expect(page.getByLabel('Stichtag')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    await page.getByRole('button', { name: 'Nachweispaket erstellen' }).click();
    const pack = page.getByRole('article', { name: /^Stichtag \d{2}\.\d{2}\.\d{4}$/ });
    await expect(pack).toBeVisible();
    await expect(pack.getByRole('heading', { name: 'Schulung der Geschäftsleitung' })).toBeVisible();
    await expect(pack.getByText('§ 38 Abs. 3 BSIG (regelmäßige Schulung der Geschäftsleitung)')).toBeVisible();
    await expect(pack.getByText(/Art\. 4 Verordnung \(EU\) 2024\/1689/)).toBeVisible();

    await pack.getByLabel('Link gültig für (Tage)').fill('14');
    await pack.getByRole('button', { name: 'Link erstellen' }).click();
    const address = pack.getByLabel('Link zum Weitergeben (wird nur jetzt angezeigt)');
    await expect(address).toHaveValue(/\/evidence\/shared\/[A-Za-z0-9_-]{43}$/);
    const url = await address.inputValue();
    await expect(pack.getByRole('table', { name: 'Geteilte Links' }).getByText(/^gültig bis /)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: test.info().outputPath(`evidence-${width}.png`), fullPage: true });
    }

    // Whoever holds the link: no account, the facts with their duties and whether they still hold.
    const holder = await (await browser.newContext({ locale: 'de-DE' })).newPage();
    await holder.goto(new URL(url).pathname);
    await expect(holder.getByRole('heading', { level: 1, name: 'Nachweispaket' })).toBeVisible();
    await expect(holder.getByText('Die Angaben gelten unverändert.')).toBeVisible();
    await expect(holder.getByRole('heading', { level: 2, name: 'Schulung der Beschäftigten' })).toBeVisible();
    await expect(holder.getByText(/§ 30 Abs\. 2 Nr\. 7 BSIG/).first()).toBeVisible();
    expect(await axeViolations(holder)).toEqual([]);
    for (const width of [390, 1280]) {
      await holder.setViewportSize({ width, height: 900 });
      await holder.screenshot({ path: test.info().outputPath(`evidence-shared-${width}.png`), fullPage: true });
    }
    const [download] = await Promise.all([
      holder.waitForEvent('download'),
      holder.getByRole('button', { name: 'Als PDF herunterladen' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Nachweispaket .+ \d{4}-\d{2}-\d{2}\.pdf$/);
    const text = execFileSync('/usr/bin/pdftotext', ['-enc', 'UTF-8', (await download.path())!, '-'], {
      encoding: 'utf8',
    }).replace(/\s+/g, ' ');
    expect(text).toContain('Nachweispaket Security Awareness');
    expect(text).toContain('§ 38 Abs. 3 BSIG');
    await download.saveAs(test.info().outputPath('evidence.pdf'));

    // The employer withdraws the link; the holder is told so.
    await pack.getByRole('button', { name: 'Zurückziehen' }).click();
    await expect(pack.getByText(/^zurückgezogen am /)).toBeVisible();
    await holder.reload();
    await expect(holder.getByRole('alert')).toContainText('zurückgezogen');
  });

  test('the insurer’s view: every policyholder’s evidence status, the book, filters and CSV', async ({ page }) => {
    // A policyholder that shared a package, made through the app.
    const companyEmail = uniqueEmail('bestand');
    await register(page, companyEmail);
    await completeSettings(page);
    const companyName = `Bestand ${Date.now().toString(36)} GmbH`;
    await page.evaluate(async (name) => {
      const session = JSON.parse(localStorage.getItem('session')!) as { token: string; userId: number };
      const headers = { authorization: session.token, 'content-type': 'application/json' };
      const me = (await (await fetch(`/api/employee/${session.userId}`, { headers })).json()) as { companyId: number };
      await fetch(`/api/company/${me.companyId}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ companyName: name }),
      });
      const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
      const made = (await (
        await fetch('/api/evidence/packages', { method: 'POST', headers, body: JSON.stringify({ asOf: day }) })
      ).json()) as { id: number };
      await fetch(`/api/evidence/packages/${made.id}/links`, { method: 'POST', headers, body: '{}' });
    }, companyName);
    await page.evaluate(() => localStorage.clear());

    await page.goto('/admin/login');
    await signInAdmin(page);
    await page.waitForURL(/\/admin\/policyholders$/);
    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Nachweisstatus' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nachweisstatus' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Gesamter Bestand' })).toBeVisible();
    await page.getByLabel('Name oder Versicherungsnummer').fill(companyName);
    await page.getByRole('button', { name: 'Anzeigen' }).click();
    const row = page.getByRole('row', { name: new RegExp(companyName) });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell', { name: 'niemand benannt' })).toBeVisible();
    await expect(row.getByRole('cell', { name: /^\d{2}\.\d{2}\.\d{4}$/ })).toBeVisible();
    await page.getByLabel('Nachweispaket geteilt').selectOption({ label: 'Nie geteilt' });
    await page.getByRole('button', { name: 'Anzeigen' }).click();
    await expect(page.getByText('Passend zur Auswahl: 0 Versicherungsnehmer')).toBeVisible();
    await page.getByLabel('Nachweispaket geteilt').selectOption({ label: 'In den letzten 12 Monaten' });
    await page.getByRole('button', { name: 'Anzeigen' }).click();
    await expect(page.getByRole('row', { name: new RegExp(companyName) })).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: test.info().outputPath(`evidence-status-${width}.png`), fullPage: true });
    }
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Auswahl als CSV-Datei' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Nachweisstatus der Versicherungsnehmer.csv');
  });
});
