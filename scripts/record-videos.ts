import { existsSync, mkdtempSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { readConfig } from '../src/server/config.ts';
import { startServer } from '../src/server/server.ts';

/**
 * `npm run videos:record`: records the two help videos from the running product (docs/product.md R26)
 * into public/videos, once per language with the app in that language (decision 078):
 * <name>.<lang>.webm, a poster <name>.<lang>.jpg and captions <name>.<lang>.vtt, timed from the
 * steps as they are played. The steps find controls by the app's own catalogue texts, so a renamed
 * button changes the recording, not the script. Needs a built app and Debian's ffmpeg
 * (apt-get install ffmpeg): Playwright's own ffmpeg download is not used.
 */
type Lang = 'de' | 'en';
/** The app's text for a catalogue id, in the language being recorded. */
type Text = (id: string) => string;
type Step = { de: string; en: string; act: (page: Page, text: Text) => Promise<void> };

function catalogue(lang: Lang): Text {
  const po = readFileSync(join(import.meta.dirname, '..', 'locales', lang, 'messages.po'), 'utf8');
  const entries = new Map<string, string>();
  for (const match of po.matchAll(/msgid "((?:[^"\\]|\\.)+)"\nmsgstr "((?:[^"\\]|\\.)*)"/g))
    entries.set(match[1]!, match[2]!.replaceAll('\\"', '"'));
  return (id) => {
    const found = entries.get(id);
    if (!found) throw new Error(`no text ${id} in ${lang}`);
    return found;
  };
}

const out = join(import.meta.dirname, '..', 'public', 'videos');
const password = 'Kaffeetasse Fahrrad Wolke';
const pause = (page: Page, ms = 1800) => page.waitForTimeout(ms);
const type = (page: Page, label: string, text: string) =>
  page.getByLabel(label, { exact: true }).pressSequentially(text, { delay: 35 });
/** One address per recording of the registration (each registers a new employer). */
const registrationAddresses = ['petra@schmidt-sanitaer.de', 'p.schmidt@schmidt-sanitaer.de'];
const menuLink = (page: Page, name: string) => page.getByRole('navigation').getByRole('link', { name });

const registration: Step[] = [
  {
    de: 'Als Arbeitgeber registrieren Sie Ihr Unternehmen selbst.',
    en: 'As an employer, you register your company yourself.',
    act: async (page) => {
      await page.goto('/register');
      await pause(page, 2500);
    },
  },
  {
    de: 'Geben Sie Ihren Namen, Ihr Unternehmen und Ihre E-Mail-Adresse ein.',
    en: 'Enter your name, your company and your e-mail address.',
    act: async (page, text) => {
      await type(page, text('register.firstname'), 'Petra');
      await type(page, text('register.lastname'), 'Schmidt');
      await type(page, text('register.company_name'), 'Schmidt Sanitär GmbH');
      await type(page, text('login.email'), registrationAddresses.shift() ?? 'petra.schmidt@schmidt-sanitaer.de');
    },
  },
  {
    de: 'Wählen Sie ein langes Passwort: mehrere Wörter sind leicht zu merken und schwer zu erraten.',
    en: 'Choose a long password: several words are easy to remember and hard to guess.',
    act: async (page, text) => {
      await type(page, text('password.new'), password);
      await type(page, text('password.confirm'), password);
      await pause(page);
    },
  },
  {
    de: 'Bestätigen Sie die Datenschutzhinweise, den Auftragsverarbeitungsvertrag und dass Sie Kunde sind.',
    en: 'Confirm the privacy notice, the data processing agreement and that you are a customer.',
    act: async (page) => {
      for (const box of await page.getByRole('checkbox').all()) {
        await box.check();
        await pause(page, 600);
      }
      await pause(page);
    },
  },
  {
    de: 'Nach der Registrierung ergänzen Sie die Angaben zu Ihrem Unternehmen.',
    en: 'After registering, you complete the details of your company.',
    act: async (page, text) => {
      await page.getByRole('button', { name: text('register.submit') }).click();
      await page.waitForURL('**/account-settings');
      await pause(page, 2000);
    },
  },
  {
    de: 'Beim ersten Mal öffnet sich das Video zu den ersten Schritten. Über das Fragezeichen finden Sie es jederzeit wieder.',
    en: 'The first time, the video on the first steps opens. You find it again at any time behind the question mark.',
    act: async (page, text) => {
      await page.getByRole('dialog').waitFor();
      await pause(page, 3000);
      await page
        .getByRole('dialog')
        .getByRole('button', { name: text('common.close') })
        .click();
      await pause(page, 1500);
    },
  },
  {
    de: 'Ihre Mitarbeitenden registrieren sich nicht selbst: Sie laden sie unter „Mitarbeitende verwalten“ per E-Mail ein.',
    en: 'Your employees do not register themselves: you invite them by e-mail under "Manage employees".',
    act: async (page, text) => {
      await menuLink(page, text('menu.manage_employees')).hover();
      await pause(page, 3500);
    },
  },
  {
    de: 'Der Einladungslink gilt 14 Tage. Damit legt jede Person ihr eigenes Passwort fest.',
    en: 'The invitation link is valid for 14 days. With it, each person sets their own password.',
    act: (page) => pause(page, 3500),
  },
];

const firstSteps: Step[] = [
  {
    de: 'Links finden Sie alle Bereiche des Portals.',
    en: 'On the left you find every area of the portal.',
    act: async (page) => {
      await page.goto('/course-settings');
      await pause(page, 3000);
    },
  },
  {
    de: 'Unter „Mitarbeitende verwalten“ laden Sie Ihr Team ein.',
    en: 'Under "Manage employees" you invite your team.',
    act: async (page, text) => {
      await menuLink(page, text('menu.manage_employees')).click();
      await pause(page, 3000);
    },
  },
  {
    de: 'Unter „Kurse verwalten“ weisen Sie die 12 Kurse zu.',
    en: 'Under "Manage courses" you assign the 12 courses.',
    act: async (page, text) => {
      await menuLink(page, text('menu.manage_courses')).click();
      await pause(page, 3000);
    },
  },
  {
    de: 'Das Dashboard zeigt, wie weit Ihr Unternehmen ist.',
    en: 'The dashboard shows how far your company has come.',
    act: async (page, text) => {
      await menuLink(page, text('menu.dashboard')).click();
      await pause(page, 3000);
    },
  },
  {
    de: 'Das Unternehmenszertifikat ist Ihr Nachweis für den Versicherer.',
    en: 'The company certificate is your proof for the insurer.',
    act: async (page, text) => {
      await menuLink(page, text('menu.company_certificate')).click();
      await pause(page, 3000);
    },
  },
  {
    de: 'Auch Sie selbst können Kurse absolvieren: unter „Meine Schulungen“.',
    en: 'You can take courses yourself too: under "My trainings".',
    act: async (page, text) => {
      await menuLink(page, text('menu.my_trainings')).click();
      await pause(page, 3000);
    },
  },
  {
    de: 'Oben wechseln Sie die Sprache; das Fragezeichen zeigt dieses Video erneut.',
    en: 'At the top you switch the language; the question mark shows this video again.',
    act: async (page, text) => {
      await page.getByLabel(text('menu.language')).hover();
      await pause(page, 2500);
    },
  },
];

const stamp = (ms: number) => {
  const date = new Date(ms);
  return `${String(date.getUTCHours()).padStart(2, '0')}:${String(date.getUTCMinutes()).padStart(2, '0')}:${String(date.getUTCSeconds()).padStart(2, '0')}.${String(date.getUTCMilliseconds()).padStart(3, '0')}`;
};

function captions(cues: Array<{ start: number; end: number; text: string }>): string {
  return `WEBVTT\n\n${cues.map((cue, i) => `${i + 1}\n${stamp(cue.start)} --> ${stamp(cue.end)}\n${cue.text}\n`).join('\n')}`;
}

async function record(
  baseURL: string,
  name: string,
  lang: Lang,
  steps: Step[],
  prepare?: (page: Page, lang: Lang) => Promise<void>,
) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const state = join(tmpdir(), `portal-video-state-${lang}.json`);
  const options = { baseURL, locale: lang === 'de' ? 'de-DE' : 'en-GB' };
  const setup = await browser.newPage(options);
  // The device's language, as the switch stores it: every page of the recording speaks it.
  await setup.goto('/login');
  await setup.evaluate((lang) => localStorage.setItem('lang', lang), lang);
  if (prepare) await prepare(setup, lang);
  await setup.context().storageState({ path: state });
  await setup.close();
  const videoDir = mkdtempSync(join(tmpdir(), 'portal-video-'));
  const context = await browser.newContext({
    ...options,
    viewport: { width: 1280, height: 720 },
    recordVideo: { dir: videoDir, size: { width: 1280, height: 720 } },
    storageState: state,
  });
  const page = await context.newPage();
  const text = catalogue(lang);
  const started = Date.now();
  const cues: Array<{ start: number; text: string }> = [];
  for (const [index, step] of steps.entries()) {
    cues.push({ start: Date.now() - started, text: step[lang] });
    await step.act(page, text);
    if (index === 1) await page.screenshot({ path: join(out, `${name}.${lang}.jpg`), type: 'jpeg', quality: 80 });
  }
  const end = Date.now() - started;
  await context.close();
  await page.video()!.saveAs(join(out, `${name}.${lang}.webm`));
  await browser.close();
  const timed = cues.map((cue, i) => ({ start: cue.start, end: cues[i + 1]?.start ?? end, text: cue.text }));
  writeFileSync(join(out, `${name}.${lang}.vtt`), captions(timed));
  console.log(`${name} (${lang}): ${(end / 1000).toFixed(1)} s`);
}

/** An employer with complete settings who has seen the video, so the tour starts at once. */
async function employerForTour(page: Page, lang: Lang) {
  await page.evaluate(
    async ({ lang, password }) => {
      const email = `tour.${lang}@schmidt-sanitaer.de`;
      const json = { 'content-type': 'application/json' };
      await fetch('/api/employee/create-employer/', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          firstname: 'Petra',
          lastname: 'Schmidt',
          companyName: 'Schmidt Sanitär GmbH',
          email,
          password,
          confirmPassword: password,
          lang,
          confirmLicense: true,
          dataProtectionPolicyAccepted: true,
          orderProcessingAccepted: true,
        }),
      });
      const token = (await (
        await fetch('/api/employee/login', { method: 'POST', headers: json, body: JSON.stringify({ email, password }) })
      ).json()) as { id: string; userId: number; ttl: number; created: string; role: string };
      localStorage.setItem(
        'session',
        JSON.stringify({
          token: token.id,
          userId: token.userId,
          ttl: token.ttl,
          created: token.created,
          role: token.role,
          lang,
        }),
      );
      const headers = { ...json, authorization: token.id };
      const me = (await (await fetch(`/api/employee/${token.userId}`, { headers })).json()) as { companyId: number };
      await fetch(`/api/employee/${token.userId}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ salutation: 'Frau', sawVideo: true, lang }),
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
    },
    { lang, password },
  );
}

/** Points Playwright at the system ffmpeg instead of the build it would download. */
function useSystemFfmpeg() {
  const browsers = JSON.parse(
    readFileSync(join(import.meta.dirname, '..', 'node_modules', 'playwright-core', 'browsers.json'), 'utf8'),
  ) as {
    browsers: Array<{ name: string; revision: string }>;
  };
  const revision = browsers.browsers.find((b) => b.name === 'ffmpeg')?.revision;
  if (!existsSync('/usr/bin/ffmpeg') || !revision) throw new Error('Install ffmpeg first: apt-get install ffmpeg');
  const root = mkdtempSync(join(tmpdir(), 'portal-playwright-'));
  mkdirSync(join(root, `ffmpeg-${revision}`));
  symlinkSync('/usr/bin/ffmpeg', join(root, `ffmpeg-${revision}`, 'ffmpeg-linux'));
  process.env.PLAYWRIGHT_BROWSERS_PATH = root;
}

useSystemFfmpeg();
// Loaded after the line above: Playwright reads PLAYWRIGHT_BROWSERS_PATH when it loads.
const { chromium } = await import('@playwright/test');
mkdirSync(out, { recursive: true });
const dataDir = mkdtempSync(join(tmpdir(), 'portal-videos-data-'));
process.env.LOG_LEVEL = 'silent';
// The recording waits for nothing outside this machine: new passwords meet only the bundled list.
const server = await startServer(
  readConfig({ ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, BREACHED_PASSWORDS_URL: 'off' }),
);
try {
  for (const lang of ['de', 'en'] as const) {
    await record(server.url, 'registration', lang, registration);
    await record(server.url, 'first-steps', lang, firstSteps, employerForTour);
  }
} finally {
  await server.close();
}
