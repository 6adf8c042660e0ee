import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { isLang } from '#shared/constants.ts';
import type { CourseCatalog } from '../../courses/course-catalog.ts';
import type { AppDeps } from '../../deps.ts';
import { log } from '../../log.ts';
import { LANDING_SCRIPT, LANDING_STYLE } from './landing-assets.ts';
import { neutralPage } from './landing-page.ts';
import { createLessons } from './lessons.ts';

/**
 * The lesson pages' own origin (SIMULATION_LANDING_URL), answered by the same process in front of
 * the portal: a request whose Host is the landing origin's never reaches the portal's app (no
 * session, no cookies, no request log, none of the portal's headers). Plain node:http, because a
 * campaign's clicks come in bursts and the page is the same bytes for everyone of a scenario,
 * language and company (its report address, found from the token's wave): a strict CSP
 * (nothing but its own script and style), no referrer, not indexed, not stored. Opening the page
 * counts nothing; only the page's script confirms a click (`seen`) or a press on the imitation
 * sign-in (`submit`), each a POST without a body: any body is refused unread with 400 and nothing
 * is stored. No address, token or browser of a visitor is logged or kept.
 */
const HEADERS = {
  'Content-Security-Policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex, nofollow',
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
} as const;
const HTML = { ...HEADERS, 'Content-Type': 'text/html; charset=utf-8' };

const PAGE = /^\/([a-z]{2})\/([a-z][a-z0-9-]{2,40})\/([^/]{1,64})\/?$/;
const EVENT = /^\/e\/([^/]{1,64})\/(seen|submit)$/;

export type LandingHandler = (req: IncomingMessage, res: ServerResponse) => void;

export function landingHandler(deps: AppDeps, catalog: CourseCatalog): LandingHandler {
  const lessons = createLessons(deps, catalog);
  const send = (res: ServerResponse, status: number, headers: Record<string, string>, body?: string | Buffer) => {
    res.writeHead(status, headers).end(body);
  };
  const neutral = (res: ServerResponse, lang: string) => send(res, 404, HTML, neutralPage(isLang(lang) ? lang : 'de'));

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? '/').split('?')[0]!;
    const method = req.method ?? 'GET';
    if (method === 'GET' || method === 'HEAD') {
      if (path === '/robots.txt')
        return send(res, 200, { ...HEADERS, 'Content-Type': 'text/plain' }, 'User-agent: *\nDisallow: /\n');
      if (path === '/assets/landing.js') {
        return send(res, 200, { ...HEADERS, 'Content-Type': 'text/javascript; charset=utf-8' }, LANDING_SCRIPT);
      }
      if (path === '/assets/landing.css')
        return send(res, 200, { ...HEADERS, 'Content-Type': 'text/css; charset=utf-8' }, LANDING_STYLE);
      // Whatever the token (a real one, "preview", one long deleted), the scenario's page: it teaches anyway.
      const page = PAGE.exec(path);
      if (!page || !isLang(page[1]!) || !lessons.has(page[2]!)) return neutral(res, page?.[1] ?? 'de');
      const [id, lang, token] = [page[2]!, page[1]!, page[3]!];
      return send(res, 200, HTML, lessons.pageNow(id, lang, token) ?? (await lessons.page(id, lang, token)));
    }
    const event = method === 'POST' ? EVENT.exec(path) : null;
    if (!event) return neutral(res, 'de');
    const length = req.headers['content-length'];
    if ((length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined) {
      // Refused unread; the connection closes rather than reading what was sent.
      res.setHeader('Connection', 'close');
      return send(res, 400, HEADERS);
    }
    await lessons.record(event[1]!, event[2] as 'seen' | 'submit');
    return send(res, 204, HEADERS);
  }

  const fail = (res: ServerResponse) => (error: unknown) => {
    log.error('lesson page', { error: error instanceof Error ? error.message : String(error) });
    if (!res.headersSent) send(res, 503, HEADERS);
    else res.end();
  };
  return (req, res) => {
    // The common case answers at once from memory, without a promise: a made page, asked for.
    if (req.method === 'GET') {
      const page = PAGE.exec(req.url ?? '');
      const html = page && isLang(page[1]!) ? lessons.pageNow(page[2]!, page[1]!, page[3]!) : undefined;
      if (html !== undefined) return send(res, 200, HTML, html);
    }
    handle(req, res).catch(fail(res));
  };
}

/**
 * The portal's listener with the lesson pages in front: the Host header decides. A proxy in front
 * must pass the Host on (nginx: `proxy_set_header Host $host`).
 */
export function withLandingPages(
  portal: RequestListener,
  landing: LandingHandler,
  landingUrl: string,
): RequestListener {
  const host = new URL(landingUrl).host.toLowerCase();
  return (req, res) => {
    if (req.headers.host?.toLowerCase() === host) landing(req, res);
    else portal(req, res);
  };
}
