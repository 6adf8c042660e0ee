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
    .toContain('first-steps.de.jpg');
  // The German recording, with German captions.
  await expect(dialog.locator('source')).toHaveAttribute('src', /first-steps\.de\.webm$/);
  await expect(dialog.locator('track')).toHaveCount(1);
  await expect(dialog.locator('track[srclang="de"]')).toHaveAttribute('src', /first-steps\.de\.vtt$/);
  expect(await video.evaluate((v: HTMLVideoElement) => v.paused && !v.autoplay)).toBe(true);
  // Width is the dialog's content width minus 20 px; height 360 px.
  const sizes = await dialog.evaluate((d) => {
    const style = getComputedStyle(d);
    const box = d.querySelector('.video-frame')!;
    return {
      content: d.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
      video: box.getBoundingClientRect().width,
      height: d.querySelector('.video-box')!.getBoundingClientRect().height,
    };
  });
  expect(sizes.video).toBe(sizes.content - 20);
  expect(sizes.height).toBe(360);
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
  await page.keyboard.press('Escape');

  // In English the English recording plays: English screens, English captions.
  await page.getByRole('banner').getByLabel('Sprache').selectOption('en');
  await page.getByRole('button', { name: 'Help: video on the first steps' }).click();
  const english = page.getByRole('dialog', { name: 'First steps in the portal' });
  await expect(english.locator('source')).toHaveAttribute('src', /first-steps\.en\.webm$/);
  await expect(english.locator('track[srclang="en"]')).toHaveAttribute('src', /first-steps\.en\.vtt$/);
  const recording = await page.request.get('/videos/first-steps.en.webm', { headers: { Range: 'bytes=0-99' } });
  expect(recording.status()).toBe(206);

  // On a phone the player stays inside the dialog, and the page does not scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() =>
      english.evaluate((d) => {
        const player = d.querySelector('.plyr')!.getBoundingClientRect();
        const box = d.getBoundingClientRect();
        return player.width > 200 && player.left >= box.left && player.right <= box.right;
      }),
    )
    .toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the first-steps video walks through deadlines, courses for new staff, reminders, offline learning and the second factor', async ({
  request,
}) => {
  // What a viewer reads in the captions of each language, and the tour's length.
  const topics = {
    de: [
      /überschrittene Fristen/,
      /Fristen dieser Woche/,
      /noch nie angemeldet/,
      /setzen eine Frist/,
      /„Kurse für neue Mitarbeitende“/,
      /erinnert Ihre Mitarbeitenden per E-Mail/,
      /zweiten Faktor/,
      /Smartphone oder am Rechner – auch offline/,
    ],
    en: [
      /missed deadlines/,
      /deadlines this week/,
      /never signed in/,
      /set a deadline/,
      /"Courses for new staff"/,
      /reminds your employees by e-mail/,
      /second factor/,
      /phone or computer – offline too/,
    ],
  };
  for (const [lang, expected] of Object.entries(topics)) {
    const response = await request.get(`/videos/first-steps.${lang}.vtt`);
    expect(response.status()).toBe(200);
    const lines = (await response.text()).split('\n');
    const times = lines.filter((line) => line.includes(' --> '));
    const captions = lines.filter(
      (line) => line && line !== 'WEBVTT' && !/^\d+$/.test(line) && !line.includes(' --> '),
    );
    for (const topic of expected) expect(captions.join(' '), lang).toMatch(topic);
    const [minutes, seconds] = times.at(-1)!.split(' --> ')[1]!.split(':').slice(1).map(Number);
    const length = minutes! * 60 + seconds!;
    expect(length, lang).toBeGreaterThanOrEqual(45);
    expect(length, lang).toBeLessThanOrEqual(75);
  }
});
