import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { course, passByApi } from './learning.ts';
import { axeViolations } from './simulation.ts';
import { completeSettings, expect, openFromMenu, register, test, uniqueEmail } from './support.ts';

const TRACK = 'nis2-management';

/**
 * The management training (decision 103): the employer names themselves as management on
 * /management, finds the training under "Meine Schulungen", learns in it like in a course, and once
 * the final check is passed downloads the proof there and on /management.
 */
test.describe('the management training', () => {
  test('named on /management, taken from "Meine Schulungen", proven by a PDF', async ({ page }) => {
    const track = course(TRACK);
    await register(page, uniqueEmail('leitung'));
    await completeSettings(page);

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/trainings');
      await openFromMenu(page, 'Geschäftsleitung');
      await expect(page.getByRole('heading', { level: 1, name: 'Schulung der Geschäftsleitung' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: track.title })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`management-${width}.png`), fullPage: true });
    }

    // Naming: the employer ticks themselves and saves; the list shows them, not begun.
    const named = page.getByRole('region', { name: 'Benannte Geschäftsleitung' });
    await expect(named.getByText('Noch niemand ist benannt.', { exact: false })).toBeVisible();
    await page.getByRole('checkbox', { name: /Petra Schmidt/ }).check();
    await page.getByRole('button', { name: 'Geschäftsleitung speichern' }).click();
    await expect(page.getByText('Die Geschäftsleitung ist gespeichert.')).toBeVisible();
    const row = named.getByRole('row', { name: /Petra Schmidt/ });
    await expect(row.getByRole('cell', { name: 'Nicht begonnen' })).toBeVisible();

    // "Meine Schulungen" offers it to the named person; it opens like a course.
    await page.goto('/trainings');
    const section = page.getByRole('region', { name: 'Für die Geschäftsleitung' });
    await expect(section.getByRole('heading', { name: track.title })).toBeVisible();
    await section.getByRole('link', { name: new RegExp(`^Starten\\W+${track.title}`) }).click();
    await expect(page.getByRole('heading', { level: 1, name: track.slides[0]!.heading })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Folien' })
      .getByRole('link', { name: /^Weiter/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: track.slides[1]!.heading })).toBeVisible();

    // The final check passed (through the API, as the quiz pages send it): the proof is there.
    await passByApi(page, TRACK);
    await page.goto('/trainings');
    await expect(section.getByText('Bestanden', { exact: true })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 900 });
    await page.screenshot({ path: test.info().outputPath('trainings-management-390.png'), fullPage: true });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Nachweis herunterladen' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Nachweis Geschäftsleitungsschulung Petra Schmidt.pdf');
    const file = (await download.path())!;
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    const text = execFileSync('/usr/bin/pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('NACHWEIS DER GESCHÄFTSLEITUNGSSCHULUNG');
    expect(text).toContain('Petra Schmidt');
    expect(text).toContain('Risiken erkennen und bewerten');

    // The employer's list follows, with the proof to download.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/management');
    await expect(row.getByRole('cell', { name: 'Bestanden' })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Nachweis für Petra Schmidt herunterladen' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
