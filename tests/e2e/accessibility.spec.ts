import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { course } from './learning.ts';
import {
  ADMIN,
  PASSWORD,
  completeSettings,
  expect,
  linkPath,
  register,
  signIn,
  signInAdmin,
  test,
  uniqueEmail,
  waitForMail,
} from './support.ts';

/**
 * axe-core over every route for each role that may see it, and over the agreement modal, the
 * help-video modal and the blocked overlay, in German and English: no serious or critical
 * violation of WCAG 2.1 A and AA.
 */
type Lang = 'de' | 'en';
const LANGS: Lang[] = ['de', 'en'];
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const PUBLIC_PATHS = [
  '/login',
  '/admin/login',
  '/register',
  '/reset-password',
  '/admin/reset-password',
  '/login/some-invitation-token?email=max%40example.de',
  '/recovery-password/some-token',
  '/admin/recovery-password/some-token',
  '/order-data-processing',
  '/datenschutzhinweise',
  '/data-protection-notes',
  '/impressum',
  '/verify/ABCD-EFGH-JKMN-PQRS',
  '/a-page-that-does-not-exist',
];
const COMPANY_PATHS = ['/users', '/course-settings', '/dashboard', '/proofOfInsurance', '/phishing-simulation'];
const LEARNER_PATHS = ['/trainings', '/trainings/malware', '/personalCertificate', '/account-settings'];
const ADMIN_PATHS = [
  '/admin/policyholders',
  '/admin/statistics',
  '/admin/admins',
  '/admin/upload',
  '/admin/simulation',
  '/admin/security',
];

let checked = 0;

/** Runs axe on what the page shows now; answers the serious and critical violations, described. */
async function violations(page: Page, what: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  checked++;
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${what}: ${v.id} (${v.impact}) ${v.help} – ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Opens a path and waits until the page has drawn its heading and stopped loading. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('h1').first()).toBeVisible();
  // Loading notices give way to the content.
  await expect(page.getByRole('status').filter({ hasText: /Wird geladen|Loading/ })).toHaveCount(0);
}

async function scanPaths(page: Page, paths: string[], who: string, lang: Lang): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await open(page, path);
    found.push(...(await violations(page, `${who} ${lang} ${path}`)));
  }
  return found;
}

/** The signed-in person's language, stored as the language switch stores it, then the page reloaded. */
async function useLanguage(page: Page, lang: Lang) {
  await page.evaluate(async (lang) => {
    const session = JSON.parse(localStorage.getItem('session')!) as { token: string; userId: number };
    await fetch(`/api/employee/${session.userId}`, {
      method: 'PATCH',
      headers: { authorization: session.token, 'content-type': 'application/json' },
      body: JSON.stringify({ lang }),
    });
    localStorage.setItem('lang', lang);
  }, lang);
  await page.reload();
}

/** An invited person of the employer's company who has set a password; answers their e-mail. */
async function invitedPerson(page: Page, request: APIRequestContext, isManager: boolean): Promise<string> {
  const email = uniqueEmail(isManager ? 'manager' : 'employee');
  await page.evaluate(
    async ({ email, isManager }) => {
      const session = JSON.parse(localStorage.getItem('session')!) as { token: string };
      const response = await fetch('/api/employee/invite-employee', {
        method: 'POST',
        headers: { authorization: session.token, 'content-type': 'application/json' },
        body: JSON.stringify({
          firstname: isManager ? 'Mara' : 'Max',
          lastname: 'Muster',
          email,
          isManager,
          assignedCourseList: ['malware', 'byod'],
        }),
      });
      if (!response.ok) throw new Error(`invite: ${response.status}`);
    },
    { email, isManager },
  );
  const mail = await waitForMail(email);
  const token = linkPath(mail.text ?? '', '/login/')
    .split('/')[2]!
    .split('?')[0]!;
  const accepted = await request.post('/api/employee/change-password', {
    headers: { authorization: token },
    data: { password: PASSWORD, confirmPassword: PASSWORD, dataProtectionPolicyAccepted: true },
  });
  expect(accepted.status()).toBe(200);
  return email;
}

async function signedIn(browser: Browser, email: string, admin = false): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'de-DE' })).newPage();
  await page.goto(admin ? '/admin/login' : '/login');
  if (admin) await signInAdmin(page);
  else await signIn(page, email, PASSWORD);
  await page.waitForURL((url) => !/login/.test(url.pathname));
  return page;
}

test('public pages have no serious accessibility violation', async ({ page }) => {
  test.slow();
  const found: string[] = [];
  for (const lang of LANGS) {
    await page.goto('/login');
    await page.evaluate((lang) => localStorage.setItem('lang', lang), lang);
    found.push(...(await scanPaths(page, PUBLIC_PATHS, 'public', lang)));
  }
  expect(found).toEqual([]);
});

test('the pages of employer, manager and employee, with the agreement and help-video modals, have no serious violation', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  await register(page, uniqueEmail('a11y-owner'));
  await completeSettings(page);
  await page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('session')!) as { token: string; userId: number };
    for (const trainingSlug of ['malware', 'byod'])
      await fetch('/api/trainings/assign', {
        method: 'POST',
        headers: { authorization: session.token, 'content-type': 'application/json' },
        body: JSON.stringify({ trainingSlug, ownerId: session.userId }),
      });
  });
  // The malware course is read up to its exercise, to scan that slide before and after checking.
  const exerciseSlide = course('malware').slides.findIndex((s) => s.blocks.some((b) => b.type === 'exercise'));
  await page.evaluate(async (slide) => {
    const session = JSON.parse(localStorage.getItem('session')!) as { token: string };
    await fetch('/api/progress/save-progress', {
      method: 'POST',
      headers: { authorization: session.token, 'content-type': 'application/json' },
      body: JSON.stringify({ opId: crypto.randomUUID(), trainingSlug: 'malware', slide }),
    });
  }, exerciseSlide);
  const managerEmail = await invitedPerson(page, request, true);
  const employeeEmail = await invitedPerson(page, request, false);
  const manager = await signedIn(browser, managerEmail);
  const employee = await signedIn(browser, employeeEmail);

  const found: string[] = [];
  for (const lang of LANGS) {
    await useLanguage(page, lang);
    found.push(...(await scanPaths(page, [...COMPANY_PATHS, ...LEARNER_PATHS], 'employer', lang)));
    // On a phone, tables turn into cards or scroll inside a focusable region.
    await page.setViewportSize({ width: 390, height: 844 });
    found.push(...(await scanPaths(page, COMPANY_PATHS, 'employer phone', lang)));
    await page.setViewportSize({ width: 1280, height: 720 });
    // The agreement modal from the menu, and the help video from the help icon.
    await open(page, '/users');
    await page
      .getByRole('navigation')
      .getByRole('button', { name: /^(Auftragsverarbeitungsvertrag|Data processing agreement)$/ })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    found.push(...(await violations(page, `employer ${lang} agreement modal`)));
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^(Hilfe|Help):/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    found.push(...(await violations(page, `employer ${lang} help video`)));
    await page.keyboard.press('Escape');
    await open(page, `/trainings/malware/${exerciseSlide + 1}`);
    found.push(...(await violations(page, `employer ${lang} exercise`)));
    await page.getByRole('button', { name: /^(Prüfen|Check)$/ }).click();
    await expect(page.getByRole('button', { name: /^(Noch einmal versuchen|Try again)$/ })).toBeVisible();
    found.push(...(await violations(page, `employer ${lang} exercise checked`)));

    await useLanguage(manager, lang);
    found.push(...(await scanPaths(manager, [...COMPANY_PATHS, ...LEARNER_PATHS], 'manager', lang)));
    await useLanguage(employee, lang);
    found.push(...(await scanPaths(employee, LEARNER_PATHS, 'employee', lang)));
  }
  expect(found).toEqual([]);
});

test('the admin pages and the blocked overlay have no serious violation', async ({ page, browser, request }) => {
  test.setTimeout(300_000);
  // A company whose employer is new (made so by an admin) and has not accepted the agreement yet:
  // its people are blocked (docs/product.md R8, R12).
  await register(page, uniqueEmail('a11y-blocked'));
  await completeSettings(page);
  const managerEmail = await invitedPerson(page, request, true);
  const employeeEmail = await invitedPerson(page, request, false);

  const admin = await signedIn(browser, ADMIN.email, true);
  const found: string[] = [];
  const employeeId = await admin.evaluate(async (email) => {
    const session = JSON.parse(localStorage.getItem('session')!) as { token: string };
    const filter = encodeURIComponent(JSON.stringify({ where: { role: 'employee' }, limit: 1000 }));
    const people = (await (
      await fetch(`/api/employee?filter=${filter}`, { headers: { authorization: session.token } })
    ).json()) as Array<{ id: number; email: string }>;
    return people.find((p) => p.email === email)!.id;
  }, employeeEmail);
  for (const lang of LANGS) {
    await admin.evaluate((lang) => localStorage.setItem('lang', lang), lang);
    found.push(...(await scanPaths(admin, ADMIN_PATHS, 'admin', lang)));
    await admin.setViewportSize({ width: 390, height: 844 });
    found.push(...(await scanPaths(admin, ADMIN_PATHS, 'admin phone', lang)));
    await admin.setViewportSize({ width: 1280, height: 720 });
    await open(admin, '/admin/policyholders');
    await admin.getByRole('searchbox').fill('a11y-blocked');
    await admin.getByRole('row').getByRole('link').first().click();
    await expect(admin.getByRole('heading', { level: 1 })).toBeVisible();
    await admin.waitForLoadState('networkidle');
    found.push(...(await violations(admin, `admin ${lang} policyholder page`)));
  }

  const made = await admin.evaluate(async (id) => {
    const session = JSON.parse(localStorage.getItem('session')!) as { token: string };
    const response = await fetch(`/api/employee/set-employer/${id}/?role=manager`, {
      method: 'POST',
      headers: { authorization: session.token },
    });
    return response.status;
  }, employeeId);
  expect(made).toBe(200);
  const manager = await signedIn(browser, managerEmail);
  for (const lang of LANGS) {
    await useLanguage(manager, lang);
    await manager.goto('/trainings');
    await expect(manager.locator('.blocked-overlay')).toBeVisible();
    found.push(...(await violations(manager, `manager ${lang} blocked overlay`)));
  }
  expect(found).toEqual([]);
  console.log(`accessibility: ${checked} views checked with axe-core`);
});
