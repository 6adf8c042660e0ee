import { existsSync, readFileSync } from 'node:fs';
import { chromium, type CDPSession } from '@playwright/test';
import { DEMO } from '../../src/server/cli/seed/run-seed.ts';

export type BrowserListFigures = {
  employers: number;
  /** From opening /admin/policyholders to every employer loaded and counted on the page. */
  loadSeconds: number;
  /** The page's JavaScript heap once the whole list is held (after a collection). */
  heapMb: number;
  /** The browser's renderer process, as the operating system counts it. */
  rendererMb: number | null;
  /** From typing a search into the field to the filtered count shown. */
  searchMs: number;
};

/**
 * The admin's whole employer list in Debian's Chromium: sign in as the seeded admin, open
 * /admin/policyholders, wait until the page says every employer is loaded, then read the
 * JavaScript heap (Chrome DevTools Protocol) and time one search. Needs a build (`dist/`).
 */
export async function browserEmployerList(portalUrl: string): Promise<BrowserListFigures | string> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) return `no Chromium at ${executablePath}`;
  if (!existsSync('dist/index.html')) return 'no build in dist/ (npm run build)';
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--enable-precise-memory-info',
    ],
  });
  try {
    const context = await browser.newContext({ baseURL: portalUrl, serviceWorkers: 'block', locale: 'de-DE' });
    const page = await context.newPage();
    page.setDefaultTimeout(300_000);
    await page.goto('/admin/login');
    await page.getByLabel('E-Mail-Adresse').fill(DEMO.adminEmail);
    await page.getByLabel('Passwort', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL(/\/admin\/policyholders/);
    // Measure a fresh load, not the one the sign-in started.
    const started = performance.now();
    await page.reload();
    const done = page.getByRole('status').filter({ hasText: /^[\d.]+ Kunden$/ });
    await done.waitFor();
    const loadSeconds = (performance.now() - started) / 1000;
    const employers = Number((await done.innerText()).replace(/\D/g, ''));

    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('Performance.enable');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const heap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? Number.NaN;
    const rendererMb = await rendererMemory(await browser.newBrowserCDPSession());

    const searchStarted = performance.now();
    await page.getByRole('searchbox').fill('demo-gmbh');
    await page
      .getByText(/Treffer/)
      .first()
      .waitFor();
    const searchMs = performance.now() - searchStarted;
    return { employers, loadSeconds, heapMb: heap / 1024 / 1024, rendererMb, searchMs };
  } finally {
    await browser.close();
  }
}

/** The renderer's resident memory through SystemInfo.getProcessInfo, where the browser offers it. */
async function rendererMemory(cdp: CDPSession): Promise<number | null> {
  try {
    const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo' as never)) as {
      processInfo: Array<{ type: string; id: number }>;
    };
    const renderer = processInfo.find((p) => p.type === 'renderer');
    if (!renderer) return null;
    const status = readFileSync(`/proc/${renderer.id}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : null;
  } catch {
    return null;
  }
}
