import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { preferredEncoding } from './prepared-body.ts';

/** Below this size compression saves less than it costs (and may not save at all). */
export const COMPRESS_FROM_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Compresses the API's JSON reads on the fly for clients that accept it: lists of people,
 * employers, progress and statistics shrink to a fifth or less. Only GET answers of at least
 * COMPRESS_FROM_BYTES are compressed (in zlib's thread pool, at a level made for speed); answers a
 * route prepared itself (course material) arrive with their encoding and pass untouched, and the
 * writes of the learner's hot path answer a few hundred bytes and are not looked at.
 */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // Cheap checks first: reading an answer's body ends the Node adapter's fast path for it.
    if (c.req.method !== 'GET') return;
    const encoding = preferredEncoding(c.req.header('accept-encoding'));
    if (!encoding) return;
    const res = c.res;
    if (res.headers.has('Content-Encoding') || !res.headers.get('Content-Type')?.startsWith('application/json')) return;
    res.headers.append('Vary', 'Accept-Encoding');
    if (!res.body) return;
    const bytes = Buffer.from(await res.arrayBuffer());
    const body =
      bytes.length < COMPRESS_FROM_BYTES
        ? bytes
        : encoding === 'br'
          ? await brotli(bytes, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
            })
          : await gzipped(bytes, { level: 6 });
    const headers = new Headers(res.headers);
    if (body !== bytes) headers.set('Content-Encoding', encoding);
    c.res = undefined;
    c.res = new Response(new Uint8Array(body), { status: res.status, headers });
  };
}
