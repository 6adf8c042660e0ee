import type { Locator, Page } from '@playwright/test';
import { completeSettings, expect, registerEmployerByApi, signIn, signInAdmin, test, uniqueEmail } from './support.ts';

/**
 * The smaller mends of the second user walk (#46 point 7), measured as a reader sees them at 390 and
 * 1280 px: where a long word or address wraps, whether a field row stays level, whether a checkbox
 * sits beside its label's first line, whether a table cell cuts its text, and whether the help
 * video shows its whole picture and control bar.
 */

/** The text of each line an element is drawn in, soft hyphens and <wbr> left out. */
function drawnLines(locator: Locator): Promise<string[]> {
  return locator.evaluate((element) => {
    const lines: Array<{ top: number; text: string }> = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        if (text[i] === '\u00AD') continue;
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        // A character just after a break may also report an empty box at the end of the line before.
        const rect = [...range.getClientRects()].sort((a, b) => b.width - a.width)[0];
        if (!rect || rect.width === 0) continue;
        const line = lines.find((one) => Math.abs(one.top - rect.top) < rect.height / 2);
        if (line) line.text += text[i];
        else lines.push({ top: rect.top, text: text[i]! });
      }
    }
    return lines.sort((a, b) => a.top - b.top).map((line) => line.text.trim());
  });
}

/** Where a German word may break: at the joints of its parts. */
const AT_JOINTS = /^(Auftrags|Auftragsverarbeitungs|Auftragsverarbeitungsvertrag)$/;

async function employerWithPeople(page: Page, request: Parameters<typeof registerEmployerByApi>[0], width: number) {
  await page.setViewportSize({ width, height: 900 });
  const employer = await registerEmployerByApi(request, `Layout ${width}`);
  for (const [n, isManager] of [
    [1, true],
    [2, false],
  ] as const) {
    const invited = await request.post('/api/employee/invite-employee', {
      headers: { authorization: employer.token },
      data: {
        firstname: 'Ursula',
        lastname: `Meier ${n}`,
        email: uniqueEmail('ursula.meier.12.firma-2'),
        isManager,
      },
    });
    expect(invited.ok()).toBe(true);
  }
  await page.goto('/login');
  await signIn(page, employer.email);
  await page.waitForURL(/account-settings/);
  return employer;
}

for (const width of [390, 1280]) {
  test(`at ${width} px: the help video, the menu, the postcode row and the checkboxes are drawn right`, async ({
    page,
    request,
  }) => {
    await employerWithPeople(page, request, width);

    // The help video opens by itself for a new employer: its whole picture and control bar show
    // inside the 360 px frame before it plays (6-2).
    const help = page.getByRole('dialog', { name: 'Erste Schritte im Portal' });
    const frame = help.locator('.video-frame');
    await expect(frame).toBeVisible();
    expect((await frame.boundingBox())!.height).toBe(360);
    const controls = help.locator('.plyr__controls');
    await expect(controls).toBeVisible();
    const box = (await help.locator('.video-box').boundingBox())!;
    const bar = (await controls.boundingBox())!;
    expect(bar.y).toBeGreaterThanOrEqual(box.y);
    expect(bar.y + bar.height).toBeLessThanOrEqual(box.y + box.height + 0.5);
    await help.getByRole('button', { name: 'Schließen' }).click();

    // The long menu entry breaks at its word joints, with a hyphen (1-7).
    if (width < 900) await page.getByRole('button', { name: 'Menü öffnen oder schließen' }).click();
    const agreement = page.getByRole('navigation').getByRole('button', { name: /Auftrags/ });
    const menuLines = (await drawnLines(agreement)).map((line) => line.replace(/-$/, ''));
    expect(menuLines.join('')).toBe('Auftragsverarbeitungsvertrag');
    // Every line ends at a joint of the word: the text so far is one of its parts.
    for (let i = 1; i <= menuLines.length; i++) expect(menuLines.slice(0, i).join('')).toMatch(AT_JOINTS);
    if (width < 900) await page.getByRole('button', { name: 'Menü schließen' }).click();

    // A postcode error leaves the city field where it was (1-8).
    const postcode = page.getByLabel('Postleitzahl');
    const city = page.getByLabel('Ort', { exact: true });
    const before = (await city.boundingBox())!;
    await postcode.fill('12');
    await page.getByRole('button', { name: 'Speichern' }).first().click();
    await expect(page.getByText('Bitte geben Sie eine Postleitzahl mit 5 Ziffern ein.')).toBeVisible();
    const after = (await city.boundingBox())!;
    expect(after.height).toBe(before.height);
    if (width >= 900) expect(after.y).toBe((await postcode.boundingBox())!.y);

    // A checkbox sits level with the first line of its label (1-9).
    await completeSettings(page);
    await page.goto('/users');
    await page.getByRole('button', { name: 'Person einladen' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Person einladen' });
    const checkbox = dialog.getByRole('checkbox', { name: /Als Führungskraft einladen/ });
    const label = dialog.locator('label', { hasText: 'Als Führungskraft einladen' });
    const firstLine = await label.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const rect = range.getClientRects()[0]!;
      return { top: rect.top, height: rect.height };
    });
    const tick = (await checkbox.boundingBox())!;
    expect(Math.abs(tick.y + tick.height / 2 - (firstLine.top + firstLine.height / 2))).toBeLessThan(4);
  });

  test(`at ${width} px: admin tables cut no role and break addresses only at @ and dots`, async ({ page, request }) => {
    const employer = await employerWithPeople(page, request, width);
    await page.context().clearCookies();
    await page.goto('/admin/login');
    await signInAdmin(page);
    await page.waitForURL(/\/admin\/policyholders$/);
    await page.getByLabel('Suchen').fill(employer.email);
    const row = page.getByRole('row', { name: /Petra Schmidt/ });
    await expect(row).toHaveCount(1);
    const address = row.locator('.email-text');
    const lines = await drawnLines(address);
    expect(lines.join('')).toBe(employer.email);
    for (const [i, line] of lines.entries()) {
      if (i < lines.length - 1) expect(line.endsWith('@') || lines[i + 1]!.startsWith('.')).toBe(true);
    }

    await row.getByRole('link', { name: 'Petra Schmidt' }).click();
    const people = page.getByRole('table', { name: 'Führungskräfte und Mitarbeitende' });
    await expect(people.getByRole('row')).toHaveCount(3);
    if (width >= 900) {
      for (const role of ['Führungskraft', 'Mitarbeitende']) {
        const cell = people.getByRole('cell', { name: role, exact: true });
        await expect(cell).toBeVisible();
        expect(await cell.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      }
      const actions = people.getByRole('button', { name: /Zum Arbeitgeber machen|Zur Arbeitgeberin machen/ }).first();
      expect(
        await actions.evaluate((element) => {
          const cell = element.closest('td')!.getBoundingClientRect();
          const own = element.getBoundingClientRect();
          return own.right <= cell.right + 0.5;
        }),
      ).toBe(true);
    }
  });
}
