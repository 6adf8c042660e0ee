import type { Page } from '@playwright/test';
import { course, employerWithCourses, passByApi } from './learning.ts';
import { expect, test } from './support.ts';

/** Passes a course through the API, as the learner's device would. */
async function pass(page: Page, slug: string) {
  await passByApi(page, slug, { slide: course(slug).slides.length - 1, secondsSpent: 600 });
}

test('the dashboard answers "are we covered?" with the company’s figures', async ({ page }) => {
  await employerWithCourses(page, ['malware', 'byod']);
  await pass(page, 'malware');
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('0 von 1 Person vollständig geschult')).toBeVisible();
  const table = page.getByRole('table', { name: 'Fortschritt je Kurs' });
  await expect(table.getByRole('row', { name: course('malware').title })).toContainText('100 %');
  await expect(table.getByRole('row', { name: course('byod').title })).toContainText('0 %');
  // /users shows the same per person (the employer is a person of the company, docs/product.md R13).
  await page.getByRole('navigation').getByRole('link', { name: 'Mitarbeitende verwalten' }).click();
  await expect(page.getByRole('row', { name: /Petra Schmidt/ })).toContainText('1 von 2 bestanden');
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();

  await pass(page, 'byod');
  await page.reload();
  await expect(page.getByText('1 von 1 Person vollständig geschult')).toBeVisible();
  await expect(page.getByText('Niemand ist im Verzug. Sehr gut!')).toBeVisible();
  await page.getByLabel('Sprache').selectOption('en');
  await expect(page.getByText('1 of 1 person fully trained')).toBeVisible();
});

test('on a phone the course table scrolls inside a region the keyboard reaches', async ({ page }) => {
  await employerWithCourses(page, ['malware', 'byod']);
  await page.goto('/dashboard');
  const table = page.getByRole('table', { name: 'Fortschritt je Kurs' });
  await expect(table).toBeVisible();
  // On a desktop everything fits: the scroller is a plain box, no extra Tab stop.
  const scroller = page.locator('.table-scroll').filter({ has: table });
  await expect(scroller).not.toHaveAttribute('tabindex');
  await expect(scroller).not.toHaveAttribute('role');

  await page.setViewportSize({ width: 390, height: 844 });
  // On a phone it shows the hidden columns' edge and becomes a named, focusable region.
  await expect(scroller).toHaveClass(/overflowing/);
  await expect(scroller).toHaveAttribute('role', 'region');
  await expect(scroller).toHaveAttribute('aria-label', 'Fortschritt je Kurs');
  const region = scroller;
  // The page itself stays as wide as the phone; the table scrolls within.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await region.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
});
