import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';
import PostalMime from 'postal-mime';
import pg from 'pg';

export const ADMIN = { email: 'admin@portal.test', password: 'Leuchtturm Nebel Segelboot' };
export const PASSWORD = 'Kaffeetasse Fahrrad Wolke';

let clients = 0;
/**
 * Each test comes from its own client address (the test servers trust X-Forwarded-For, as behind
 * a proxy), so the per-address throttles of sign-in and registration see many offices, as in life,
 * rather than one machine registering dozens of companies within minutes.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    clients++;
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': `198.18.${Math.floor(clients / 250) % 250}.${clients % 250}` });
  },
});
export { expect };

let counter = 0;
export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now().toString(36)}.${++counter}@example.de`;

/** The second server of the run, on PostgreSQL, when TEST_DATABASE_URL is set (see playwright.config.ts). */
export const postgresServer = process.env.E2E_PG_URL;

/** Runs SQL on the PostgreSQL server's database, to shape data no call can make (old customers). */
export async function sql(query: string, params: unknown[] = []): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    await client.query(query, params);
  } finally {
    await client.end();
  }
}

/** The mails a server wrote as files (no SMTP_URL), newest last; `dataDir` names the server's folder. */
export async function mailsTo(address: string, dataDir = process.env.E2E_DATA_DIR!) {
  const dir = join(dataDir, 'mail');
  // The server makes the folder with its first mail.
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort();
  const mails = await Promise.all(files.map((f) => PostalMime.parse(readFileSync(join(dir, f)))));
  return mails.filter((mail) => mail.to?.some((to) => to.address === address));
}

export async function waitForMail(address: string, count = 1, dataDir?: string) {
  await expect
    .poll(async () => (await mailsTo(address, dataDir)).length, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(count);
  return (await mailsTo(address, dataDir)).at(-1)!;
}

/** The path of the first portal link in a mail, e.g. /recovery-password/<token>. */
export function linkPath(text: string, prefix: string): string {
  const match = text.match(new RegExp(`https?://[^/\\s]+(${prefix}[^\\s]*)`));
  if (!match?.[1]) throw new Error(`no ${prefix} link in mail`);
  return match[1];
}

export async function register(page: Page, email: string, lang?: 'en') {
  await page.goto('/register');
  if (lang) await page.getByLabel(/Sprache|Language/).selectOption(lang);
  await page.getByLabel(lang ? 'First name' : 'Vorname').fill('Petra');
  await page.getByLabel(lang ? 'Last name' : 'Nachname').fill('Schmidt');
  await page.getByLabel(lang ? 'Company name' : 'Name des Unternehmens').fill('Schmidt Sanitär GmbH');
  await page.getByLabel(lang ? 'E-mail address' : 'E-Mail-Adresse').fill(email);
  await page.getByLabel(lang ? 'New password' : 'Neues Passwort', { exact: true }).fill(PASSWORD);
  await page.getByLabel(lang ? 'Confirm password' : 'Passwort bestätigen').fill(PASSWORD);
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await page.getByRole('button', { name: lang ? 'Register' : 'Registrieren' }).click();
  await page.waitForURL(/\/account-settings$/);
  // A new employer sees the first-steps video once; close it as a person would.
  await page
    .getByRole('dialog')
    .getByRole('button', { name: lang ? 'Close' : 'Schließen' })
    .click();
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel(/E-Mail-Adresse|E-mail address/).fill(email);
  await page.getByLabel(/^(Passwort|Password)$/).fill(password);
  await page.getByRole('button', { name: /^(Anmelden|Sign in)$/ }).click();
}

/** Completes the employer's settings through the API, as /account-settings will. */
export async function completeSettings(page: Page) {
  await page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('session')!) as { token: string; userId: number };
    const headers = { authorization: session.token, 'content-type': 'application/json' };
    const me = (await (await fetch(`/api/employee/${session.userId}`, { headers })).json()) as { companyId: number };
    await fetch(`/api/employee/${session.userId}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ salutation: 'Frau' }),
    });
    await fetch(`/api/company/${me.companyId}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({
        address: { street: 'Hauptstraße 5', postCode: '50667', city: 'Köln' },
        phoneNumber: '0221 123456',
        insuranceNumber: 'AS-4711081542',
      }),
    });
  });
}
