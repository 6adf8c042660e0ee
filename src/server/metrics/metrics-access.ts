import { createHash, timingSafeEqual } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { registry } from './metrics.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** Headers a reverse proxy adds: a request that carries one came through it, whoever it claims to be. */
const PROXY_HEADERS = ['x-forwarded-for', 'x-forwarded-proto', 'x-real-ip', 'forwarded'];

const digest = (text: string) => createHash('sha256').update(text).digest();

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // app.request() in tests has no socket
  }
}

/**
 * GET /metrics: for the machine itself (a scraper on loopback) or for whoever shows METRICS_TOKEN
 * as a bearer token; never through the proxy. With `requireToken` (METRICS_REQUIRE_TOKEN), loopback
 * too must show the token: other users of the same machine reach loopback as well. Everyone else
 * learns nothing, not even that it exists.
 */
export function serveMetrics(token: string | undefined, requireToken = false) {
  const expected = token ? digest(token) : undefined;
  return async (c: Context) => {
    const proxied = PROXY_HEADERS.some((name) => c.req.header(name) !== undefined);
    const bearer = /^Bearer (.+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    const tokenShown = expected !== undefined && bearer !== undefined && timingSafeEqual(digest(bearer), expected);
    const address = socketAddress(c);
    const local = address !== undefined && LOOPBACK.has(address);
    if (proxied || !((local && !requireToken) || tokenShown)) return c.text('Not found', 404);
    return c.body(await registry.metrics(), 200, {
      'Content-Type': registry.contentType,
      'Cache-Control': 'no-store',
    });
  };
}
