import { expect, test } from './support.ts';
import { join } from 'node:path';

/**
 * Every public route renders, in both languages and at phone and desktop size, without errors. A
 * made-up link is one the server refuses: the page shows that (`refused`), and the browser's note of
 * the refused request is the only console error allowed there.
 */
type PublicPage = {
  path: string;
  heading: Record<'de' | 'en', string | RegExp>;
  refused?: Record<'de' | 'en', string>;
  /** A line the page shows in that language. */
  note?: Partial<Record<'de' | 'en', string>>;
};
const PAGES: PublicPage[] = [
  { path: '/login', heading: { de: 'Anmelden', en: 'Sign in' } },
  { path: '/admin/login', heading: { de: 'Anmeldung für Administratoren', en: 'Administrator sign-in' } },
  { path: '/register', heading: { de: 'Unternehmen registrieren', en: 'Register your company' } },
  { path: '/reset-password', heading: { de: 'Passwort zurücksetzen', en: 'Reset password' } },
  { path: '/admin/reset-password', heading: { de: 'Passwort zurücksetzen', en: 'Reset password' } },
  {
    path: '/login/some-invitation-token?email=max%40example.de',
    heading: { de: 'Willkommen! Legen Sie Ihr Passwort fest', en: 'Welcome! Set your password' },
    refused: { de: 'Dieser Einladungslink gilt nicht mehr', en: 'This invitation link no longer works' },
  },
  { path: '/recovery-password/some-token', heading: { de: 'Neues Passwort festlegen', en: 'Set a new password' } },
  {
    path: '/admin/recovery-password/some-token',
    heading: { de: 'Neues Passwort festlegen', en: 'Set a new password' },
  },
  {
    path: '/order-data-processing',
    heading: { de: /Auftragsverarbeitung/, en: /Auftragsverarbeitung/ },
    // The agreement exists in German only: the English reader is told why.
    note: { en: 'The binding text of this agreement is the German one, so it is shown in German.' },
  },
  { path: '/datenschutzhinweise', heading: { de: /Datenschutzhinweise/, en: /Data protection/i } },
  { path: '/data-protection-notes', heading: { de: /Datenschutzhinweise/, en: /Data protection/i } },
  { path: '/impressum', heading: { de: /Impressum/, en: /Legal notice|Impressum/ } },
];

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

for (const lang of ['de', 'en'] as const) {
  for (const size of SIZES) {
    test.describe(`${lang}, ${size.name}`, () => {
      test.use({ viewport: size.viewport });
      for (const page of PAGES) {
        test(page.path, async ({ page: browserPage }, testInfo) => {
          const problems: string[] = [];
          browserPage.on('pageerror', (error) => problems.push(error.message));
          browserPage.on('console', (message) => {
            if (message.type() === 'error') problems.push(message.text());
          });
          await browserPage.addInitScript((l) => localStorage.setItem('lang', l), lang);
          await browserPage.goto(page.path);
          await expect(browserPage.getByRole('heading', { level: 1, name: page.heading[lang] })).toBeVisible();
          await expect(browserPage.locator('html')).toHaveAttribute('lang', lang);
          const note = page.note?.[lang];
          if (note) await expect(browserPage.getByText(note)).toBeVisible();
          if (page.refused) {
            await expect(browserPage.getByRole('alert')).toContainText(page.refused[lang]);
            const refusedRequest = /status of 401/;
            problems.splice(0, problems.length, ...problems.filter((problem) => !refusedRequest.test(problem)));
          }
          const slug = page.path
            .replace(/\?.*$/, '')
            .replace(/[^a-z]+/gi, '-')
            .replace(/^-|-$/g, '');
          await browserPage.screenshot({
            path: join(testInfo.project.outputDir, 'screenshots', `${lang}-${size.name}-${slug}.png`),
            fullPage: false,
          });
          expect(problems).toEqual([]);
        });
      }
    });
  }
}
