import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { StoredSession } from './web-world.ts';

/**
 * One visit of one page in Chromium, measured as the Core Web Vitals are: the largest contentful
 * paint, the layout shift (largest session window) and the slowest interaction (Event Timing,
 * longest duration per interaction), read by PerformanceObservers installed before the page's
 * own scripts; the bytes on the wire from the Chrome DevTools Protocol.
 */
export type Profile = {
  name: 'phone' | 'desktop';
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
  isMobile: boolean;
  cpuSlowdown: number;
  /** Lighthouse's mobile figures: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
  network?: { latencyMs: number; downBytesPerSecond: number; upBytesPerSecond: number };
};

export const PHONE: Profile = {
  name: 'phone',
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  cpuSlowdown: 4,
  network: { latencyMs: 150, downBytesPerSecond: (1.6 * 1024 * 1024) / 8, upBytesPerSecond: (750 * 1024) / 8 },
};

export const DESKTOP: Profile = {
  name: 'desktop',
  viewport: { width: 1350, height: 940 },
  deviceScaleFactor: 1,
  isMobile: false,
  cpuSlowdown: 1,
};

export type PageSpec = {
  name: string;
  path: string;
  session?: StoredSession;
  /** Shown once the page is usable (its content, not a loading note). */
  ready: (page: Page) => Promise<void>;
  interaction?: { name: string; run: (page: Page, touch: boolean) => Promise<void> };
};

export type VisitFigures = {
  lcpMs: number;
  lcpElement: string;
  cls: number;
  /** What moved in the largest single layout shift (element and first class), for finding its cause. */
  shiftSource: string;
  /** Bytes on the wire for the page's own requests until it was usable, and until it settled. */
  bytesUsable: number;
  bytesAll: number;
  interactionMs?: number;
};

const VITALS = `(() => {
  const vitals = { lcp: 0, lcpElement: '', cls: 0, shift: 0, shiftSource: '', interactions: new Map() };
  window.__vitals = vitals;
  let windowValue = 0, windowStart = 0, windowLast = 0;
  const describe = (e) => e.element ? e.element.tagName + ' ' + (e.element.textContent || '').trim().slice(0, 30) : (e.url || '');
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) { vitals.lcp = e.startTime; vitals.lcpElement = describe(e); }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      if (e.value > vitals.shift) {
        vitals.shift = e.value;
        vitals.shiftSource = (e.sources || []).map((x) => x.node ? x.node.nodeName + (x.node.className ? '.' + String(x.node.className).split(' ')[0] : '') : '?').join(', ');
      }
      if (windowValue > 0 && e.startTime - windowLast < 1000 && e.startTime - windowStart < 5000) windowValue += e.value;
      else { windowValue = e.value; windowStart = e.startTime; }
      windowLast = e.startTime;
      vitals.cls = Math.max(vitals.cls, windowValue);
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId) continue;
      vitals.interactions.set(e.interactionId, Math.max(vitals.interactions.get(e.interactionId) || 0, e.duration));
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
})();`;

type Vitals = { lcp: number; lcpElement: string; cls: number; shiftSource: string; inp: number };
// The script runs in the page (the server's type settings have no DOM, so it is given as text).
const readVitals = (page: Page) =>
  page.evaluate<Vitals>(
    `({ lcp: __vitals.lcp, lcpElement: __vitals.lcpElement, cls: __vitals.cls, shiftSource: __vitals.shiftSource, inp: Math.max(0, ...__vitals.interactions.values()) })`,
  );

/** A fresh browser context: no cache, no service worker; the session a signed-in device holds. */
export async function freshContext(browser: Browser, url: string, profile: Profile, session?: StoredSession) {
  const context = await browser.newContext({
    baseURL: url,
    viewport: profile.viewport,
    deviceScaleFactor: profile.deviceScaleFactor,
    isMobile: profile.isMobile,
    hasTouch: profile.isMobile,
    locale: 'de-DE',
  });
  await context.addInitScript(VITALS);
  if (session) {
    await context.addInitScript((stored) => {
      if (!localStorage.getItem('session')) localStorage.setItem('session', stored);
    }, JSON.stringify(session));
  }
  return context;
}

/** Opens the page in the context under the profile's throttling and measures it. */
export async function measureVisit(
  context: BrowserContext,
  spec: PageSpec,
  profile: Profile,
  withInteraction: boolean,
): Promise<VisitFigures> {
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  const cdp = await context.newCDPSession(page);
  let bytes = 0;
  await cdp.send('Network.enable');
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
  });
  if (profile.network) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.network.latencyMs,
      downloadThroughput: profile.network.downBytesPerSecond,
      uploadThroughput: profile.network.upBytesPerSecond,
    });
  }
  if (profile.cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });

  await page.goto(spec.path, { waitUntil: 'commit' });
  await spec.ready(page);
  const bytesUsable = bytes;
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const loaded = await readVitals(page);
  const path = new URL(page.url()).pathname;
  if (!path.startsWith(spec.path.split('?')[0]!)) throw new Error(`${spec.path} led to ${path}`);

  let interactionMs: number | undefined;
  if (withInteraction && spec.interaction) {
    await spec.interaction.run(page, profile.isMobile);
    await page.waitForTimeout(500);
    interactionMs = (await readVitals(page)).inp;
  }
  const figures: VisitFigures = {
    lcpMs: loaded.lcp,
    lcpElement: loaded.lcpElement,
    cls: loaded.cls,
    shiftSource: loaded.shiftSource,
    bytesUsable,
    bytesAll: bytes,
    interactionMs,
  };
  await cdp.detach();
  await page.close();
  return figures;
}

/**
 * Waits until the service worker of the context is active and its precache is filled: it comes
 * for a signed-in learner only, after the first page has loaded and the browser is idle. A visitor
 * who is not signed in has none; their second visit comes from the browser's cache.
 */
export async function waitForOfflineCache(context: BrowserContext, url: string, signedIn: boolean): Promise<void> {
  if (!signedIn) return;
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  await page.goto(`${url}/impressum`);
  await page.waitForFunction('navigator.serviceWorker.ready.then(() => true)', undefined, { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.close();
}
