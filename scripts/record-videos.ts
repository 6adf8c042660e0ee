import { existsSync, mkdtempSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { readConfig } from '../src/server/config.ts';
import { startServer } from '../src/server/server.ts';

/**
 * `npm run videos:record`: records the two help videos from the running product (docs/product.md R26)
 * into public/videos: <name>.webm, a poster <name>.jpg and German and English captions
 * <name>.de.vtt / <name>.en.vtt, timed from the steps as they are played. Needs a built app and
 * Debian's ffmpeg (apt-get install ffmpeg): Playwright's own ffmpeg download is not used.
 */
type Step = { de: string; en: string; act: (page: Page) => Promise<void> };

const out = join(import.meta.dirname, '..', 'public', 'videos');
const password = 'Kaffeetasse Fahrrad Wolke';
const pause = (page: Page, ms = 1800) => page.waitForTimeout(ms);
const type = (page: Page, label: string | RegExp, text: string) =>
  page.getByLabel(label, { exact: typeof label === 'string' }).pressSequentially(text, { delay: 35 });

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
    act: async (page) => {
      await type(page, 'Vorname', 'Petra');
      await type(page, 'Nachname', 'Schmidt');
      await type(page, 'Name des Unternehmens', 'Schmidt Sanitär GmbH');
      await type(page, 'E-Mail-Adresse', 'petra@schmidt-sanitaer.de');
    },
  },
  {
    de: 'Wählen Sie ein langes Passwort: mehrere Wörter sind leicht zu merken und schwer zu erraten.',
    en: 'Choose a long password: several words are easy to remember and hard to guess.',
    act: async (page) => {
      await type(page, 'Neues Passwort', password);
      await type(page, 'Passwort bestätigen', password);
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
    act: async (page) => {
      await page.getByRole('button', { name: 'Registrieren' }).click();
      await page.waitForURL('**/account-settings');
      await pause(page, 2000);
    },
  },
  {
    de: 'Beim ersten Mal öffnet sich das Video zu den ersten Schritten. Über das Fragezeichen finden Sie es jederzeit wieder.',
    en: 'The first time, the video on the first steps opens. You find it again at any time behind the question mark.',
    act: async (page) => {
      await page.getByRole('dialog').waitFor();
      await pause(page, 3000);
      await page.getByRole('dialog').getByRole('button', { name: 'Schließen' }).click();
      await pause(page, 1500);
    },
  },
  {
    de: 'Ihre Beschäftigten registrieren sich nicht selbst: Sie laden sie unter „Mitarbeitende verwalten“ per E-Mail ein.',
    en: 'Your employees do not register themselves: you invite them by e-mail under "Manage employees".',
    act: async (page) => {
      await page.getByRole('navigation').getByRole('link', { name: 'Mitarbeitende verwalten' }).hover();
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
    act: async (page) => {
      await page.getByRole('navigation').getByRole('link', { name: 'Mitarbeitende verwalten' }).click();
      await pause(page, 3000);
    },
  },
  {
    de: 'Unter „Kurse verwalten“ weisen Sie die 12 Kurse zu.',
    en: 'Under "Manage courses" you assign the 12 courses.',
    act: async (page) => {
      await page.getByRole('navigation').getByRole('link', { name: 'Kurse verwalten' }).click();
      await pause(page, 3000);
    },
  },
  {
    de: 'Das Dashboard zeigt, wie weit Ihr Unternehmen ist.',
    en: 'The dashboard shows how far your company has come.',
    act: async (page) => {
      await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
      await pause(page, 3000);
    },
  },
  {
    de: 'Das Unternehmenszertifikat ist Ihr Nachweis für den Versicherer.',
    en: 'The company certificate is your proof for the insurer.',
    act: async (page) => {
      await page.getByRole('navigation').getByRole('link', { name: 'Unternehmenszertifikat' }).click();
      await pause(page, 3000);
    },
  },
  {
    de: 'Auch Sie selbst können Kurse absolvieren: unter „Meine Schulungen“.',
    en: 'You can take courses yourself too: under "My trainings".',
    act: async (page) => {
      await page.getByRole('navigation').getByRole('link', { name: 'Meine Schulungen' }).click();
      await pause(page, 3000);
    },
  },
  {
    de: 'Oben wechseln Sie die Sprache; das Fragezeichen zeigt dieses Video erneut.',
    en: 'At the top you switch the language; the question mark shows this video again.',
    act: async (page) => {
      await page.getByLabel('Sprache').hover();
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

async function record(baseURL: string, name: string, steps: Step[], prepare?: (page: Page) => Promise<void>) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  if (prepare) {
    const setup = await browser.newPage({ baseURL });
    await prepare(setup);
    await setup.context().storageState({ path: join(tmpdir(), 'portal-video-state.json') });
    await setup.close();
  }
  const videoDir = mkdtempSync(join(tmpdir(), 'portal-video-'));
  const context = await browser.newContext({
    baseURL,
    locale: 'de-DE',
    viewport: { width: 1280, height: 720 },
    recordVideo: { dir: videoDir, size: { width: 1280, height: 720 } },
    ...(prepare ? { storageState: join(tmpdir(), 'portal-video-state.json') } : {}),
  });
  const page = await context.newPage();
  const started = Date.now();
  const cues: Array<{ start: number; de: string; en: string }> = [];
  for (const [index, step] of steps.entries()) {
    cues.push({ start: Date.now() - started, de: step.de, en: step.en });
    await step.act(page);
    if (index === 1) await page.screenshot({ path: join(out, `${name}.jpg`), type: 'jpeg', quality: 80 });
  }
  const end = Date.now() - started;
  await context.close();
  await page.video()!.saveAs(join(out, `${name}.webm`));
  await browser.close();
  for (const lang of ['de', 'en'] as const) {
    const timed = cues.map((cue, i) => ({ start: cue.start, end: cues[i + 1]?.start ?? end, text: cue[lang] }));
    writeFileSync(join(out, `${name}.${lang}.vtt`), captions(timed));
  }
  console.log(`${name}: ${(end / 1000).toFixed(1)} s`);
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
const server = await startServer(readConfig({ ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir }));
try {
  await record(server.url, 'registration', registration);
  await record(server.url, 'first-steps', firstSteps, async (page) => {
    // An employer with complete settings who has seen the video, so the tour starts at once.
    await page.goto('/register');
    for (const [label, value] of [
      ['Vorname', 'Petra'],
      ['Nachname', 'Schmidt'],
      ['Name des Unternehmens', 'Schmidt Sanitär GmbH'],
      ['E-Mail-Adresse', 'petra.tour@schmidt-sanitaer.de'],
      ['Neues Passwort', password],
      ['Passwort bestätigen', password],
    ] as const) {
      await page.getByLabel(label, { exact: true }).fill(value);
    }
    for (const box of await page.getByRole('checkbox').all()) await box.check();
    await page.getByRole('button', { name: 'Registrieren' }).click();
    await page.waitForURL('**/account-settings');
    await page.evaluate(async () => {
      const session = JSON.parse(localStorage.getItem('session')!) as { token: string; userId: number };
      const headers = { authorization: session.token, 'content-type': 'application/json' };
      const me = (await (await fetch(`/api/employee/${session.userId}`, { headers })).json()) as { companyId: number };
      await fetch(`/api/employee/${session.userId}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ salutation: 'Frau', sawVideo: true }),
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
  });
} finally {
  await server.close();
}
