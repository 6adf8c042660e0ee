import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import {
  expect,
  request as requestContext,
  test as base,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
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

/**
 * The mails a server wrote as files (no SMTP_URL), newest last; `dataDir` names the server's folder,
 * `folder` its mail's (simulation mail has its own).
 */
export async function mailsTo(address: string, dataDir = process.env.E2E_DATA_DIR!, folder = 'mail') {
  const dir = join(dataDir, folder);
  // The server makes the folder with its first mail.
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort();
  const mails = await Promise.all(files.map((f) => PostalMime.parse(readFileSync(join(dir, f)))));
  return mails.filter((mail) => mail.to?.some((to) => to.address === address));
}

export async function waitForMail(address: string, count = 1, dataDir?: string, folder?: string) {
  await expect
    .poll(async () => (await mailsTo(address, dataDir, folder)).length, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(count);
  return (await mailsTo(address, dataDir, folder)).at(-1)!;
}

/** The path of the first portal link in a mail, e.g. /recovery-password/<token>. */
export function linkPath(text: string, prefix: string): string {
  const match = text.match(new RegExp(`https?://[^/\\s]+(${prefix}[^\\s]*)`));
  if (!match?.[1]) throw new Error(`no ${prefix} link in mail`);
  return match[1];
}

/** An employer registered and signed in through the API (agreement accepted); answers ids, address and token. */
export async function registerEmployerByApi(
  request: APIRequestContext,
  companyName: string,
  name: { firstname: string; lastname: string } = { firstname: 'Petra', lastname: 'Schmidt' },
) {
  const email = uniqueEmail('kunde');
  const registered = await request.post('/api/employee/create-employer/', {
    data: {
      ...name,
      companyName,
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      confirmLicense: true,
      dataProtectionPolicyAccepted: true,
      orderProcessingAccepted: true,
    },
  });
  expect(registered.ok()).toBe(true);
  const { id, companyId } = (await registered.json()) as { id: number; companyId: number };
  const login = await request.post('/api/employee/login', { data: { email, password: PASSWORD } });
  const token = ((await login.json()) as { id: string }).id;
  return { id, companyId, email, token };
}

/** Opens the invitation link of `mail`, sets `password` and accepts the privacy notes (German page). */
export async function acceptInvitation(page: Page, mail: { text?: string }, password = 'Wanderweg Kompass Laterne') {
  await page.goto(linkPath(mail.text ?? '', '/login/'));
  await page.getByLabel('Neues Passwort', { exact: true }).fill(password);
  await page.getByLabel('Passwort bestätigen').fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Passwort speichern und anmelden' }).click();
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
  // A new employer sees the first-steps video once; close it as a person would. Closing records
  // that it was seen: a page opened before that arrives would show it again.
  const recorded = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && /\/api\/employee\/\d+$/.test(response.url()),
  );
  await page
    .getByRole('dialog')
    .getByRole('button', { name: lang ? 'Close' : 'Schließen' })
    .click();
  await recorded;
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel(/E-Mail-Adresse|E-mail address/).fill(email);
  await page.getByLabel(/^(Passwort|Password)$/).fill(password);
  await page.getByRole('button', { name: /^(Anmelden|Sign in)$/ }).click();
}

/** The code an authenticator app shows for `secret` at a time step. */
export const totpCodeAt = (secret: string, step: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: step * 30_000 });

/**
 * The next code of an app the server has not accepted yet: each code counts once, so after a code of
 * this step the next step's code is used (the server takes one step of drift), and beyond that the
 * test waits for the clock. `used` keeps the last step per secret.
 */
export async function nextCode(secret: string, used: Map<string, number>): Promise<string> {
  const now = () => Math.floor(Date.now() / 30_000);
  const step = Math.max(now(), (used.get(secret) ?? 0) + 1);
  while (step > now() + 1) await new Promise((resolve) => setTimeout(resolve, 1_000));
  used.set(secret, step);
  return totpCodeAt(secret, step);
}

/**
 * The first admin's authenticator app: admins must have a second factor (decision 069). The first
 * sign-in of a run sets one up through the API; its secret and last used step stay in a file of the
 * server's data folder, so every spec of the run signs in with it.
 */
async function firstAdminSecret(
  baseURL: string,
): Promise<{ secret: string; used: Map<string, number>; save: () => void }> {
  const file = join(process.env.E2E_DATA_DIR!, `admin-totp-${new URL(baseURL).port}.json`);
  const load = () => JSON.parse(readFileSync(file, 'utf8')) as { secret: string; lastStep: number };
  if (!existsSync(file)) {
    const api = await requestContext.newContext({ baseURL });
    const signedIn = await api.post('/api/appuser/login', { data: ADMIN });
    expect(signedIn.status()).toBe(200);
    const headers = { authorization: ((await signedIn.json()) as { id: string }).id };
    const started = await api.post('/api/account/second-factor/totp', {
      headers,
      data: { currentPassword: ADMIN.password },
    });
    const { secret } = (await started.json()) as { secret: string };
    const step = Math.floor(Date.now() / 30_000);
    const confirmed = await api.post('/api/account/second-factor/totp/confirm', {
      headers,
      data: { code: totpCodeAt(secret, step), label: 'Test-App' },
    });
    expect(confirmed.status()).toBe(200);
    writeFileSync(file, JSON.stringify({ secret, lastStep: step }));
    await api.dispose();
  }
  const { secret, lastStep } = load();
  const used = new Map([[secret, lastStep]]);
  return { secret, used, save: () => writeFileSync(file, JSON.stringify({ secret, lastStep: used.get(secret) })) };
}

/** Signs the first admin in at /admin/login (the page must be open): password, then the app's code. */
export async function signInAdmin(page: Page) {
  const { secret, used, save } = await firstAdminSecret(new URL(page.url()).origin);
  await signIn(page, ADMIN.email, ADMIN.password);
  const code = page.getByLabel(/^(Bestätigungscode|Confirmation code)$/);
  await code.fill(await nextCode(secret, used));
  save();
  await page.getByRole('button', { name: /^(Bestätigen|Confirm)$/ }).click();
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

/**
 * From a sign-in page's provider button through the test identity provider (tests/support/oidc-provider.ts)
 * back to the portal: the page with the button photographed at phone and desktop width
 * (test-results/`shots`-390.png and -1280.png), the button taken, `sub` signed in at the provider's own
 * login form with its consent, until the browser is back at the portal's `callback`.
 */
export async function throughProvider(
  page: Page,
  button: Locator,
  { issuer, sub, shots, callback }: { issuer: string; sub: string; shots: string; callback: RegExp },
) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/${shots}-${width}.png`, fullPage: true });
  }
  await button.click();
  await page.waitForURL(`${issuer}/**`);
  await page.locator('input[name="login"]').fill(sub);
  await page.locator('input[name="password"]').fill('beliebig');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(callback);
}

/**
 * Opens a page from the main navigation by its link's name; below 900 px, where the navigation is
 * folded away, through the menu button first.
 */
export async function openFromMenu(page: Page, name: string) {
  if ((page.viewportSize()?.width ?? 1280) < 900) {
    await page.getByRole('button', { name: 'Menü öffnen oder schließen' }).click();
  }
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name }).click();
}
