import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import PostalMime from 'postal-mime';
import type { CourseSlug } from '../src/shared/courses.ts';
import { readConfig } from '../src/server/config.ts';
import { loadCourseCatalog } from '../src/server/courses/course-catalog.ts';
import type { Db } from '../src/server/db/database.ts';
import { startServer } from '../src/server/server.ts';

/**
 * `npm run videos:record`: records the two help videos from the running product (docs/product.md R26)
 * into public/videos, once per language with the app in that language (decision 078):
 * <name>.<lang>.webm, a poster <name>.<lang>.jpg and captions <name>.<lang>.vtt, timed from the
 * steps as they are played. The steps find controls by the app's own catalogue texts, so a renamed
 * button changes the recording, not the script. Needs a built app and Debian's ffmpeg
 * (apt-get install ffmpeg): Playwright's own ffmpeg download is not used. Names after the command
 * record only those videos (`npm run videos:record -- first-steps`).
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
    de: 'Das Dashboard zeigt, was zu tun ist: überschrittene Fristen, Fristen dieser Woche und wer sich noch nie angemeldet hat.',
    en: 'The dashboard shows what needs doing: missed deadlines, deadlines this week and who has never signed in.',
    act: async (page, text) => {
      await page.goto('/dashboard');
      await page.getByRole('heading', { name: text('dashboard.overdue_title') }).waitFor();
      await pause(page, 6000);
    },
  },
  {
    de: 'Darunter sehen Sie, wie sich der Anteil Ihres Teams mit gültiger Schulung Monat für Monat entwickelt.',
    en: 'Below, you see how the share of your team with valid training develops month by month.',
    act: async (page, text) => {
      await page.getByRole('heading', { name: text('todo.trend_title') }).scrollIntoViewIfNeeded();
      await pause(page, 5000);
    },
  },
  {
    de: 'Unter „Mitarbeitende verwalten“ sehen Sie jede Person mit ihrem Fortschritt und ihrer nächsten Frist.',
    en: 'Under "Manage employees" you see each person with their progress and next deadline.',
    act: async (page, text) => {
      await menuLink(page, text('menu.manage_employees')).click();
      await page.getByRole('columnheader', { name: text('users.column.deadline') }).hover();
      await pause(page, 5500);
    },
  },
  {
    de: 'Unter „Kurse verwalten“ weisen Sie Kurse allen oder einzelnen Personen zu und setzen eine Frist.',
    en: 'Under "Manage courses" you assign courses to everyone or to individual people and set a deadline.',
    act: async (page, text) => {
      await menuLink(page, text('menu.manage_courses')).click();
      const day = page.getByLabel(text('course_settings.deadline_label')).first();
      await day.scrollIntoViewIfNeeded();
      await pause(page, 1500);
      await day.fill(germanDay(28));
      await pause(page, 1000);
      await page
        .getByRole('button', { name: text('course_settings.deadline_submit') })
        .first()
        .click();
      await pause(page, 3000);
    },
  },
  {
    de: 'Unter „Kurse für neue Mitarbeitende“ legen Sie fest, was jede neue Person automatisch mit ihrer Einladung erhält.',
    en: 'Under "Courses for new staff" you choose what every new person automatically receives with their invitation.',
    act: async (page, text) => {
      const onboarding = page.getByRole('region', { name: text('onboarding.heading') });
      await onboarding.scrollIntoViewIfNeeded();
      await onboarding.locator('summary').click();
      await pause(page, 4500);
    },
  },
  {
    de: 'Das Portal erinnert Ihre Mitarbeitenden per E-Mail an offene Kurse und nahende Fristen – höchstens einmal pro Woche.',
    en: 'The portal reminds your employees by e-mail of open courses and approaching deadlines – at most once a week.',
    act: async (page, text) => {
      const reminders = page.getByRole('region', { name: text('reminders.company_heading') });
      await reminders.scrollIntoViewIfNeeded();
      await reminders.getByText(text('reminders.company_label')).hover();
      await pause(page, 5500);
    },
  },
  {
    de: 'Schützen Sie Ihr Konto mit einem zweiten Faktor: Unter „Profil“ richten Sie einen Passkey oder eine Authenticator-App ein.',
    en: 'Protect your account with a second factor: under "Profile" you set up a passkey or an authenticator app.',
    act: async (page, text) => {
      await menuLink(page, text('menu.profile')).click();
      const setUp = page.getByRole('button', { name: text('second_factor.add_app') });
      await setUp.scrollIntoViewIfNeeded();
      await setUp.hover();
      await pause(page, 6000);
    },
  },
  {
    de: 'Ihre Mitarbeitenden lernen am Smartphone oder am Rechner – auch offline: Die Kurse lassen sich auf dem Gerät speichern.',
    en: 'Your employees learn on their phone or computer – offline too: the courses can be kept on the device.',
    act: async (page, text) => {
      await menuLink(page, text('menu.my_trainings')).click();
      // The courses are saved on the device by themselves: the panel says so.
      await page.getByRole('heading', { name: text('offline.title') }).hover();
      await pause(page, 6000);
    },
  },
  {
    de: 'Das Unternehmenszertifikat ist Ihr Nachweis für den Versicherer.',
    en: 'The company certificate is your proof for the insurer.',
    act: async (page, text) => {
      await menuLink(page, text('menu.company_certificate')).click();
      await pause(page, 3500);
    },
  },
  {
    de: 'Oben wechseln Sie die Sprache; das Fragezeichen zeigt dieses Video erneut.',
    en: 'At the top you switch the language; the question mark shows this video again.',
    act: async (page, text) => {
      await page.getByLabel(text('menu.language'), { exact: true }).hover();
      await pause(page, 3000);
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
  /** The step after which the poster is taken. */
  posterAfter = 1,
) {
  // The browser's own language too: date fields show tt.mm.jjjj only in a German Chromium
  // (Debian: apt-get install chromium-l10n).
  const browserLang = lang === 'de' ? 'de-DE' : 'en-GB';
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', `--lang=${browserLang}`],
    env: { ...process.env, LANGUAGE: browserLang.replace('-', '_') },
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
    if (index === posterAfter)
      await page.screenshot({ path: join(out, `${name}.${lang}.jpg`), type: 'jpeg', quality: 80 });
  }
  const end = Date.now() - started;
  await context.close();
  await page.video()!.saveAs(join(out, `${name}.${lang}.webm`));
  await browser.close();
  const timed = cues.map((cue, i) => ({ start: cue.start, end: cues[i + 1]?.start ?? end, text: cue.text }));
  writeFileSync(join(out, `${name}.${lang}.vtt`), captions(timed));
  console.log(`${name} (${lang}): ${(end / 1000).toFixed(1)} s`);
}

type Session = { id: string; userId: number; ttl: number; created: string; role: string };

/** A request to the running server's API; a refusal stops the recording with the answer. */
async function api<T>(baseURL: string, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseURL}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The invitation link's token from the mail the server wrote into DATA_DIR/mail. */
async function invitationToken(dataDir: string, email: string): Promise<string> {
  const dir = join(dataDir, 'mail');
  for (let i = 0; i < 200; i++) {
    if (existsSync(dir)) {
      for (const file of readdirSync(dir).filter((f) => f.endsWith('.eml'))) {
        const mail = await PostalMime.parse(readFileSync(join(dir, file)));
        if (!mail.to?.some((to) => to.address === email)) continue;
        const match = (mail.text ?? '').match(/\/login\/([A-Za-z0-9_-]+)/);
        if (match?.[1]) return match[1];
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no invitation mail to ${email}`);
}

const catalog = loadCourseCatalog();
const DAY_MS = 24 * 60 * 60 * 1000;
/** A German calendar day `days` from today, yyyy-mm-dd. */
const germanDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date(Date.now() + days * DAY_MS));

/**
 * The tour's company: Schmidt Sanitär GmbH with ten people. Most accepted their invitation and
 * learned, some passed; one deadline passed last week, two end this week, two people never signed
 * in; three courses are preselected for new people, and the last months of the trend are recorded.
 */
type Colleague = {
  firstname: string;
  lastname: string;
  courses: CourseSlug[];
  /** Signed in and passed these. */
  passed?: CourseSlug[];
  /** Signed in and began this one. */
  begun?: CourseSlug;
  /** Never accepted the invitation. */
  invitedOnly?: boolean;
  /** Deadlines in days from today; a negative one has passed. */
  due?: Partial<Record<CourseSlug, number>>;
};

const team: Colleague[] = [
  {
    firstname: 'Jonas',
    lastname: 'Becker',
    courses: ['malware'],
    passed: ['social-engineering', 'password-security', 'email-security', 'malware'],
  },
  {
    firstname: 'Sabine',
    lastname: 'Wagner',
    courses: ['malware'],
    passed: ['social-engineering', 'password-security'],
    due: { 'email-security': -6 },
  },
  {
    firstname: 'Murat',
    lastname: 'Yılmaz',
    courses: ['byod'],
    passed: ['social-engineering'],
    begun: 'password-security',
    due: { 'password-security': 2 },
  },
  {
    firstname: 'Katharina',
    lastname: 'Hoffmann',
    courses: ['remote-work'],
    passed: ['social-engineering', 'password-security', 'email-security', 'remote-work'],
  },
  {
    firstname: 'Lukas',
    lastname: 'Schulz',
    courses: [],
    begun: 'social-engineering',
    due: { 'social-engineering': 3, 'email-security': -2 },
  },
  {
    firstname: 'Anna',
    lastname: 'Krüger',
    courses: ['physical-security'],
    passed: ['social-engineering', 'password-security', 'email-security'],
    due: { 'physical-security': 18 },
  },
  {
    firstname: 'Dirk',
    lastname: 'Neumann',
    courses: ['byod'],
    passed: ['password-security'],
    due: { 'social-engineering': 4 },
  },
  {
    firstname: 'Elif',
    lastname: 'Demir',
    courses: [],
    passed: ['social-engineering', 'password-security', 'email-security'],
  },
  { firstname: 'Stefan', lastname: 'Richter', courses: [], invitedOnly: true },
  { firstname: 'Marie', lastname: 'Lehmann', courses: ['malware'], invitedOnly: true },
];
const onboarding: CourseSlug[] = ['social-engineering', 'password-security', 'email-security'];

/** Answers the course's quiz rightly in one save with its module finished: the person passes. */
async function pass(baseURL: string, token: string, slug: CourseSlug) {
  const draw = await api<{ id: string; questions: Array<{ id: string }> }>(
    baseURL,
    'POST',
    '/progress/draw-quiz',
    { trainingSlug: slug },
    token,
  );
  const bank = catalog.get(slug, 'de').quiz;
  const answers = Object.fromEntries(draw.questions.map((q) => [q.id, bank.find((b) => b.id === q.id)!.answer]));
  await api(
    baseURL,
    'POST',
    '/progress/save-progress',
    {
      opId: randomUUID(),
      trainingSlug: slug,
      moduleFinished: true,
      quizAttempt: { id: randomUUID(), drawId: draw.id, answers, attemptedAt: new Date().toISOString() },
    },
    token,
  );
}

/** One address per person and recording: the German tour and the English one are two companies. */
const address = (lang: Lang, firstname: string, lastname: string) => {
  const ascii = (name: string) =>
    name
      .toLowerCase()
      .replaceAll('ä', 'ae')
      .replaceAll('ö', 'oe')
      .replaceAll('ü', 'ue')
      .replaceAll('ß', 'ss')
      .replaceAll('ı', 'i')
      .normalize('NFD')
      .replace(/[^a-z]/g, '');
  const first = lang === 'de' ? ascii(firstname) : ascii(firstname).slice(0, 1);
  return `${first}.${ascii(lastname)}@schmidt-sanitaer.de`;
};

/**
 * An employer with complete settings who has seen the video, so the tour starts at once, and her
 * company as it looks after some weeks of use. Built through the API of the running server; only
 * what the API cannot do writes to the database: deadlines in the past and the months before this one.
 */
function employerForTour(baseURL: string, db: Db, dataDir: string) {
  return async (page: Page, lang: Lang) => {
    const email = `tour.${lang}@schmidt-sanitaer.de`;
    await api(baseURL, 'POST', '/employee/create-employer/', {
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
    });
    const session = await api<Session>(baseURL, 'POST', '/employee/login', { email, password });
    const owner = session.id;
    const me = await api<{ companyId: number }>(baseURL, 'GET', `/employee/${session.userId}`, undefined, owner);
    await api(baseURL, 'PATCH', `/employee/${session.userId}`, { salutation: 'Frau', sawVideo: true, lang }, owner);
    await api(
      baseURL,
      'PATCH',
      `/company/${me.companyId}`,
      {
        address: { street: 'Hauptstraße 5', postCode: '50667', city: 'Köln' },
        phoneNumber: '0221 123456',
        insuranceNumber: 'AS-4711081542',
        onboardingCourses: onboarding,
        remindersEnabled: true,
      },
      owner,
    );

    const overdue: Array<{ userId: number; slug: CourseSlug; days: number }> = [];
    for (const colleague of team) {
      const colleagueEmail = address(lang, colleague.firstname, colleague.lastname);
      const { employeeId } = await api<{ employeeId: number }>(
        baseURL,
        'POST',
        '/employee/invite-employee',
        {
          firstname: colleague.firstname,
          lastname: colleague.lastname,
          email: colleagueEmail,
          isManager: false,
          assignedCourseList: colleague.courses,
        },
        owner,
      );
      for (const [slug, days] of Object.entries(colleague.due ?? {}) as Array<[CourseSlug, number]>) {
        // The API takes deadlines from today on; a missed one is moved back afterwards.
        await api(
          baseURL,
          'POST',
          '/trainings/set-deadline',
          { trainingSlug: slug, ownerId: employeeId, dueOn: germanDay(Math.max(days, 0)) },
          owner,
        );
        if (days < 0) overdue.push({ userId: employeeId, slug, days });
      }
      if (colleague.invitedOnly) continue;
      const token = await invitationToken(dataDir, colleagueEmail);
      await api(
        baseURL,
        'POST',
        '/employee/change-password',
        { password, confirmPassword: password, dataProtectionPolicyAccepted: true },
        token,
      );
      const learner = (await api<Session>(baseURL, 'POST', '/employee/login', { email: colleagueEmail, password })).id;
      for (const slug of colleague.passed ?? []) await pass(baseURL, learner, slug);
      if (colleague.begun) {
        await api(
          baseURL,
          'POST',
          '/progress/save-progress',
          { opId: randomUUID(), trainingSlug: colleague.begun, slide: 3, secondsSpent: 240 },
          learner,
        );
      }
    }
    for (const { userId, slug, days } of overdue) {
      await db
        .updateTable('training_assignments')
        .set({ due_on: germanDay(days) })
        .where('user_id', '=', userId)
        .where('training_slug', '=', slug)
        .execute();
    }
    // The employer learns too: "Meine Schulungen" shows her courses, one of them passed.
    for (const slug of onboarding) {
      await api(baseURL, 'POST', '/trainings/assign', { trainingSlug: slug, ownerId: session.userId }, owner);
    }
    await pass(baseURL, owner, 'social-engineering');
    // The trend's months before this one, as the monthly job would have recorded them.
    const months = [
      { back: 5, valid: 0 },
      { back: 4, valid: 1 },
      { back: 3, valid: 1 },
      { back: 2, valid: 2 },
      { back: 1, valid: 2 },
    ];
    const now = new Date();
    await db
      .insertInto('company_training_months')
      .values(
        months.map(({ back, valid }) => {
          const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
          return { company_id: me.companyId, month: first.toISOString().slice(0, 10), population: 11, valid };
        }),
      )
      .execute();

    await page.evaluate(
      ({ session, lang }) =>
        localStorage.setItem(
          'session',
          JSON.stringify({
            token: session.id,
            userId: session.userId,
            ttl: session.ttl,
            created: session.created,
            role: session.role,
            lang,
          }),
        ),
      { session, lang },
    );
  };
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
  readConfig({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    BREACHED_PASSWORDS_URL: 'off',
    MAIL_POLL_MS: '100',
  }),
);
const chosen = process.argv.slice(2);
const wanted = (name: string) => chosen.length === 0 || chosen.includes(name);
try {
  for (const lang of ['de', 'en'] as const) {
    if (wanted('registration')) await record(server.url, 'registration', lang, registration);
    if (wanted('first-steps'))
      await record(server.url, 'first-steps', lang, firstSteps, employerForTour(server.url, server.db, dataDir), 0);
  }
} finally {
  await server.close();
}
