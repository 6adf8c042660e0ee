import { Hono, type Context } from 'hono';
import { isLang } from '#shared/constants.ts';
import type { CourseCatalog } from '../../courses/course-catalog.ts';
import type { AppDeps } from '../../deps.ts';
import { LANDING_SCRIPT, LANDING_STYLE } from './landing-assets.ts';
import { neutralPage } from './landing-page.ts';
import { createLessons } from './lessons.ts';

/**
 * The lesson pages' own origin (SIMULATION_LANDING_URL), served by the same server but apart from
 * the portal: no cookies, a strict CSP (nothing but its own script and style), no referrer, not
 * indexed. Opening the page counts nothing; only the page's script confirms a click (`seen`) or a
 * press on the imitation sign-in (`submit`), each a POST without a body: a body is refused with
 * 400 and nothing is stored. No address, token or browser of a visitor is logged or stored.
 */
const LANDING_HEADERS = {
  'Content-Security-Policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex, nofollow',
  'Cache-Control': 'no-store',
} as const;

export function landingRoutes(deps: AppDeps, catalog: CourseCatalog) {
  const app = new Hono();
  const lessons = createLessons(deps, catalog);

  const html = (c: Context, body: string, status: 200 | 404 = 200) =>
    c.body(body, status, { ...LANDING_HEADERS, 'Content-Type': 'text/html; charset=utf-8' });

  app.get('/robots.txt', (c) => c.text('User-agent: *\nDisallow: /\n', 200, LANDING_HEADERS));
  app.get('/assets/landing.js', (c) =>
    c.body(LANDING_SCRIPT, 200, { ...LANDING_HEADERS, 'Content-Type': 'text/javascript; charset=utf-8' }),
  );
  app.get('/assets/landing.css', (c) =>
    c.body(LANDING_STYLE, 200, { ...LANDING_HEADERS, 'Content-Type': 'text/css; charset=utf-8' }),
  );

  // Whatever the token (a real one, "preview", one long deleted), the scenario's page: it teaches anyway.
  app.get('/:lang/:id/:token', async (c) => {
    const { lang, id } = c.req.param();
    if (!isLang(lang)) return html(c, neutralPage('de'), 404);
    if (!lessons.has(id)) return html(c, neutralPage(lang), 404);
    return html(c, await lessons.page(id, lang));
  });

  app.post('/e/:token/:outcome{seen|submit}', async (c) => {
    const { token, outcome } = c.req.param();
    // A body of any size is refused unread: the beacon sends none, and nothing sent here is kept.
    const length = c.req.header('content-length');
    if ((length !== undefined && length !== '0') || c.req.header('transfer-encoding') !== undefined) {
      return c.body(null, 400, LANDING_HEADERS);
    }
    await lessons.record(token, outcome as 'seen' | 'submit');
    return c.body(null, 204, LANDING_HEADERS);
  });

  app.all('*', (c) => html(c, neutralPage('de'), 404));
  return app;
}
