import { readFileSync } from 'node:fs';
import { expect, test, register, uniqueEmail } from './support.ts';
import { germanDate } from '../support/german-date.ts';

const today = () => germanDate(new Date());

test.describe('the agreement', () => {
  test('the employer opens it from the menu: accepted at registration, dated, downloadable, closable', async ({
    page,
  }) => {
    await register(page, uniqueEmail('agreement'));
    await page.getByRole('navigation').getByRole('button', { name: 'Auftragsverarbeitungsvertrag' }).click();
    const dialog = page.getByRole('dialog', { name: 'Auftragsverarbeitungsvertrag' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 2, name: /§ 1 Begriffsbestimmungen/ })).toBeAttached();
    const box = dialog.getByRole('checkbox', { name: 'Ich akzeptiere den Auftragsverarbeitungsvertrag.' });
    await expect(box).toBeChecked();
    await expect(box).toBeDisabled();
    await expect(dialog.getByText(`Akzeptiert am ${today()}`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Abbrechen und abmelden' })).toHaveCount(0);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Herunterladen (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Auftragsverarbeitungsvertrag V 5.40.pdf');
    expect(
      readFileSync((await download.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('navigation').getByRole('button', { name: 'Auftragsverarbeitungsvertrag' }).click();
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await expect(dialog).toBeHidden();
    // Focus returns to the menu entry that opened it.
    await expect(
      page.getByRole('navigation').getByRole('button', { name: 'Auftragsverarbeitungsvertrag' }),
    ).toBeFocused();
  });
});
