import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium, expect, type Locator, type Page } from '@playwright/test';
import { printTable } from './report.ts';
import {
  DESKTOP,
  freshContext,
  measureVisit,
  type PageSpec,
  PHONE,
  type Profile,
  type VisitFigures,
  waitForOfflineCache,
} from './web-visit.ts';
import { startWebWorld, type WebWorld } from './web-world.ts';

/**
 * npm run bench:web [-- --runs 3 --only /login,/users --skip-desktop]
 * The pages a person meets first, in Debian's Chromium as Lighthouse's mobile profile measures
 * them (412 px at 1.75 dpr, a CPU four times slower, 150 ms round trip and 1.6 Mbit/s), each on a
 * first visit (nothing cached, no service worker) and a second (the offline cache filled), and on
 * a desktop without throttling for the layout shift. Prints the largest contentful paint, the
 * layout shift, the slowest interaction of a scripted use and the bytes on the wire, each beside
 * its threshold (web.dev's "good": LCP ≤ 2.5 s, CLS ≤ 0.1, INP ≤ 200 ms). Needs a build.
 */
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    'skip-desktop': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const THRESHOLDS = { lcpFirst: 2500, lcpSecond: 1200, cls: 0.1, interaction: 200, loginBytes: 150 * 1024 };

/** A tap on the phone, a click on the desktop. */
const press = (target: Locator, touch: boolean) => (touch ? target.tap() : target.click());

const heading = (name: string | RegExp) => async (page: Page) => {
  await page.getByRole('heading', { level: 1, name }).waitFor();
};

function pages(world: WebWorld): PageSpec[] {
  return [
    {
      name: '/login',
      path: '/login',
      ready: async (page) => {
        await page.getByRole('button', { name: 'Anmelden' }).waitFor();
      },
    },
    {
      name: '/register',
      path: '/register',
      ready: async (page) => {
        await page.getByLabel('Neues Passwort', { exact: true }).waitFor();
      },
      interaction: {
        name: 'typing a password',
        run: async (page) => {
          await page.getByLabel('Neues Passwort', { exact: true }).click();
          await page.keyboard.type('Kaffeetasse Fahrrad Wolke 42', { delay: 60 });
        },
      },
    },
    {
      name: '/login/:token',
      path: world.invitationPath,
      ready: async (page) => {
        await page.getByLabel('Neues Passwort', { exact: true }).waitFor();
      },
    },
    {
      name: '/trainings',
      path: '/trainings',
      session: world.employee,
      ready: async (page) => {
        await page.getByRole('article').first().waitFor();
      },
    },
    {
      name: 'a course page',
      path: world.coursePath,
      session: world.employee,
      ready: async (page) => {
        await page.getByRole('link', { name: 'Weiter', exact: true }).waitFor();
      },
      interaction: {
        name: 'next slide',
        run: async (page, touch) => {
          const heading = page.getByRole('heading', { level: 1 });
          const before = await heading.textContent();
          await press(page.getByRole('link', { name: 'Weiter', exact: true }), touch);
          await expect(heading).not.toHaveText(before ?? '');
        },
      },
    },
    { name: '/dashboard', path: '/dashboard', session: world.employer, ready: heading(/Dashboard/) },
    {
      // The first-steps video opens by itself for a new employer: its player keeps its 16:9 place.
      name: 'new employer (video)',
      path: '/account-settings',
      session: world.newEmployer,
      ready: async (page) => {
        await page.getByRole('dialog').getByRole('heading').first().waitFor();
      },
    },
    {
      name: '/users',
      path: '/users',
      session: world.employer,
      ready: async (page) => {
        await page.getByRole('table').getByRole('row').nth(1).waitFor();
      },
      interaction: {
        name: 'opening a dialog',
        run: async (page, touch) => {
          await press(page.getByRole('button', { name: 'Person einladen' }), touch);
          await page.getByRole('dialog').waitFor();
          await page.keyboard.press('Escape');
        },
      },
    },
    {
      name: '/admin/policyholders',
      path: '/admin/policyholders',
      session: world.admin,
      ready: async (page) => {
        await page.getByRole('table').getByRole('row').nth(1).waitFor();
      },
    },
  ];
}

type PageResult = { spec: PageSpec; first: VisitFigures[]; second: VisitFigures[] };

async function measurePage(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  world: WebWorld,
  spec: PageSpec,
  profile: Profile,
): Promise<PageResult> {
  const result: PageResult = { spec, first: [], second: [] };
  for (let run = 0; run < runs; run++) {
    const context = await freshContext(browser, world.url, profile, spec.session);
    try {
      result.first.push(await measureVisit(context, spec, profile, true));
      await waitForOfflineCache(context, world.url, spec.session !== undefined && spec.session.role !== 'admin');
      result.second.push(await measureVisit(context, spec, profile, false));
    } finally {
      await context.close();
    }
  }
  return result;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const spread = (xs: number[], format: (x: number) => string) =>
  `${format(median(xs))} [${format(Math.min(...xs))}–${format(Math.max(...xs))}]`;
const seconds = (msValue: number) => (msValue / 1000).toFixed(2);
const kb = (bytes: number) => String(Math.round(bytes / 1024));
const mark = (ok: boolean) => (ok ? '✓' : '✗');

function report(profile: Profile, results: PageResult[]) {
  const rows = results.map(({ spec, first, second }) => {
    const lcp1 = first.map((f) => f.lcpMs);
    const lcp2 = second.map((f) => f.lcpMs);
    const cls = [...first, ...second].map((f) => f.cls);
    const interactions = first.flatMap((f) => (f.interactionMs === undefined ? [] : [f.interactionMs]));
    const phone = profile.name === 'phone';
    return [
      spec.name,
      `${spread(lcp1, seconds)} ${phone ? mark(median(lcp1) <= THRESHOLDS.lcpFirst) : ''}`,
      `${spread(lcp2, seconds)} ${phone ? mark(median(lcp2) <= THRESHOLDS.lcpSecond) : ''}`,
      `${spread(cls, (x) => x.toFixed(3))} ${mark(Math.max(...cls) <= THRESHOLDS.cls)}`,
      interactions.length
        ? `${spec.interaction!.name}: ${spread(interactions, (x) => String(Math.round(x)))} ms ${mark(Math.max(...interactions) <= THRESHOLDS.interaction)}`
        : '–',
      spread(
        first.map((f) => f.bytesUsable),
        kb,
      ),
      spread(
        first.map((f) => f.bytesAll),
        kb,
      ),
      first[0]!.lcpElement.slice(0, 28),
    ];
  });
  printTable(
    `${profile.name}${profile.network ? ` (4× slower CPU, ${profile.network.latencyMs} ms round trip, 1.6 Mbit/s)` : ' (no throttling)'}: median [min–max] of ${runs} runs; ` +
      `targets LCP first ≤ ${THRESHOLDS.lcpFirst / 1000} s, second ≤ ${THRESHOLDS.lcpSecond / 1000} s (phone), CLS ≤ ${THRESHOLDS.cls}, interaction ≤ ${THRESHOLDS.interaction} ms`,
    ['page', 'LCP first s', 'LCP second s', 'CLS', 'slowest interaction', 'KB usable', 'KB first', 'LCP element'],
    rows,
  );
  // Where the layout shifted beyond the threshold: what moved, so the cause can be found.
  for (const { spec, first, second } of results) {
    for (const visit of [...first, ...second]) {
      if (visit.cls > THRESHOLDS.cls)
        console.log(`${spec.name}: CLS ${visit.cls.toFixed(3)}, largest shift moved ${visit.shiftSource || '?'}`);
    }
  }
  const login = results.find((r) => r.spec.name === '/login');
  if (login && profile.name === 'phone') {
    const usable = median(login.first.map((f) => f.bytesUsable));
    console.log(
      `bytes on the wire before /login is usable: ${kb(usable)} KB (target ≤ ${kb(THRESHOLDS.loginBytes)} KB) ${mark(usable <= THRESHOLDS.loginBytes)}`,
    );
  }
}

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(executablePath)) throw new Error(`no Chromium at ${executablePath} (set CHROMIUM_PATH)`);
if (!existsSync('dist/index.html')) {
  console.log('no build in dist/: building it');
  if (spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' }).status !== 0) process.exit(1);
}
const world = await startWebWorld((line) => console.log(line));
const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
});
try {
  const only = values.only?.split(',');
  const chosen = pages(world).filter((p) => !only || only.includes(p.name));
  for (const profile of values['skip-desktop'] ? [PHONE] : [PHONE, DESKTOP]) {
    const results: PageResult[] = [];
    for (const spec of chosen) {
      try {
        results.push(await measurePage(browser, world, spec, profile));
      } catch (error) {
        // One page that cannot be measured does not cost the others' figures; it is named.
        console.log(`${profile.name} ${spec.name}: not measured (${String(error).split('\n')[0]})`);
      }
    }
    report(profile, results);
  }
} finally {
  await browser.close();
  await world.stop();
}
