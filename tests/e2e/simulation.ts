import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { expect, signInAdmin } from './support.ts';

/** The scenario the simulation specs preview, test and send. */
export const SCENARIO = 'Paket nicht zustellbar – Zustellung planen';

export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('[data-sonner-toaster]')
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * The admin adds a sender domain (a test mail needs one) and publishes the parcel scenario at
 * /admin/simulation (a new release's scenarios wait for it); answers the sender domain.
 */
export async function publishScenario(browser: Browser, baseURL?: string): Promise<string> {
  const context = await browser.newContext({ locale: 'de-DE', ...(baseURL ? { baseURL } : {}) });
  const page = await context.newPage();
  await page.goto('/admin/login');
  await signInAdmin(page);
  await page.waitForURL(/\/admin\/policyholders$/);
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Phishing-Simulation' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Phishing-Simulation: Steuerung und Szenarien' }),
  ).toBeVisible();
  const controls = page.getByRole('region', { name: 'Steuerung' });
  await expect(controls.getByRole('switch', { name: 'Alle Simulationsmails anhalten' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  const sender = `paket-${Date.now().toString(36)}.example`;
  await controls.getByLabel('Absenderdomain hinzufügen').fill(sender);
  await controls.getByRole('button', { name: 'Hinzufügen', exact: true }).click();
  await expect(controls.getByRole('button', { name: `${sender} zurückziehen` })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${SCENARIO} `) }) });
  await expect(row).toBeVisible();
  const publish = row.getByRole('button', { name: `${SCENARIO} freigeben` });
  // Another run's spec may have published it already on this server.
  if (await publish.isVisible()) await publish.click();
  await expect(row.getByText(/^Freigegeben seit/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await context.close();
  return sender;
}
