import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { course, passByApi } from './learning.ts';
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

const TRACK = 'ai-at-work';

/**
 * The AI-literacy record (decision 109): the employer records an AI tool and the person who uses it
 * on /ai-literacy, that person finds "KI am Arbeitsplatz" under "Meine Schulungen" and opens it like
 * a course, and once passed the record names the date and the next review, also in its PDF.
 */
test.describe('the AI-literacy record', () => {
  test('a tool and its user recorded, the module taken, the record shown and downloaded', async ({ page, browser }) => {
    const track = course(TRACK);
    await register(page, uniqueEmail('ki'));
    await completeSettings(page);
    const invitee = uniqueEmail('ki-nutzer');
    await page.goto('/users');
    await page.getByRole('button', { name: 'Person einladen' }).click();
    const form = page.getByRole('dialog', { name: 'Person einladen' });
    await form.getByLabel('Vorname').fill('Lena');
    await form.getByLabel('Nachname').fill('Lernt');
    await form.getByLabel('E-Mail-Adresse').fill(invitee);
    await form.getByRole('button', { name: 'Keine' }).click();
    await form.getByRole('button', { name: 'Einladung senden' }).click();
    await expect(page.getByRole('row', { name: /Lena Lernt/ })).toBeVisible();

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/trainings');
      await openFromMenu(page, 'KI-Kompetenz');
      await expect(page.getByRole('heading', { level: 1, name: 'KI-Kompetenz' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: track.title })).toBeVisible();
    }

    // The inventory: ChatGPT Team for drafting texts, used by Lena Lernt.
    await page.getByRole('button', { name: 'KI-Tool hinzufügen' }).click();
    const tool = page.getByRole('group', { name: 'KI-Tool 1' });
    await tool.getByLabel('Name').fill('ChatGPT Team');
    await tool.getByLabel('Wofür').fill('Texte entwerfen');
    await tool.getByLabel('Genutzt von').selectOption({ label: 'Ausgewählte Personen' });
    await page.getByRole('button', { name: 'KI-Tools speichern' }).click();
    await expect(tool.getByText('Bitte wählen Sie mindestens eine Person aus.')).toBeVisible();
    await tool.getByRole('checkbox', { name: /Lena Lernt/ }).check();
    await page.getByRole('button', { name: 'KI-Tools speichern' }).click();
    await expect(page.getByText('Die KI-Tools und ihre Nutzer sind gespeichert.')).toBeVisible();
    const record = page.getByRole('region', { name: 'Nachweis der KI-Kompetenz' });
    const row = record.getByRole('row', { name: /Lena Lernt/ });
    await expect(row.getByRole('cell', { name: 'noch nicht geschult' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: test.info().outputPath(`ai-literacy-${width}.png`), fullPage: true });
    }

    // The named person finds the module under "Meine Schulungen" and opens it like a course.
    const mail = await waitForMail(invitee);
    const learner = await (await browser.newContext({ locale: 'de-DE' })).newPage();
    await acceptInvitation(learner, mail);
    await learner.waitForURL(/\/trainings$/);
    const section = learner.getByRole('region', { name: 'Für die Arbeit mit KI-Tools' });
    await expect(section.getByRole('heading', { name: track.title })).toBeVisible();
    await expect(section.getByText(/ChatGPT Team/)).toBeVisible();
    for (const width of [390, 1280]) {
      await learner.setViewportSize({ width, height: 900 });
      await learner.screenshot({ path: test.info().outputPath(`trainings-ai-${width}.png`), fullPage: true });
    }
    await section.getByRole('link', { name: new RegExp(`^Starten\\W+${track.title}`) }).click();
    await expect(learner.getByRole('heading', { level: 1, name: track.slides[0]!.heading })).toBeVisible();
    await learner
      .getByRole('navigation', { name: 'Folien' })
      .getByRole('link', { name: /^Weiter/ })
      .click();
    await expect(learner.getByRole('heading', { level: 1, name: track.slides[1]!.heading })).toBeVisible();
    await passByApi(learner, TRACK);
    await learner.goto('/trainings');
    await expect(section.getByText('Bestanden', { exact: true })).toBeVisible();

    // The record shows the pass and the next review; the PDF says the same in German words.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/ai-literacy');
    await expect(row.getByRole('cell', { name: 'noch nicht geschult' })).toHaveCount(0);
    await expect(row.getByRole('cell', { name: /^\d{2}\.\d{2}\.\d{4}$/ })).toHaveCount(2);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      record.getByRole('button', { name: 'Nachweis als PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^KI-Kompetenz Nachweis \d{4}-\d{2}-\d{2}\.pdf$/);
    const file = (await download.path())!;
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    const text = execFileSync('/usr/bin/pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(
      /\s+/g,
      ' ',
    );
    expect(text).toContain('Nachweis der KI-Kompetenz');
    expect(text).toContain('ChatGPT Team – Texte entwerfen');
    expect(text).toContain('Lernt, Lena');
    expect(text).toMatch(/„KI am Arbeitsplatz“ bestanden am \d{2}\.\d{2}\.\d{4} · nächste Auffrischung bis/);
    await download.saveAs(test.info().outputPath('ai-literacy-record.pdf'));
  });
});
