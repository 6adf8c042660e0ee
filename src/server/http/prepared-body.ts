import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'hono';

/**
 * An answer made once and sent many times: its bytes, the same bytes compressed with Brotli and
 * gzip, and an ETag from their content. Sending it costs no serialisation and no compression.
 */
export type PreparedBody = { bytes: Bytes; br: Bytes; gzip: Bytes; etag: string };
type Bytes = Uint8Array<ArrayBuffer>;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Compresses at the highest levels once, in zlib's thread pool: a course's material takes about
 * 60 ms to compress, which on the event loop would hold every other request up meanwhile.
 */
export async function prepareBody(bytes: Buffer): Promise<PreparedBody> {
  const own = (buffer: Buffer): Bytes => new Uint8Array(buffer);
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
    gzipped(bytes, { level: 9 }),
  ]);
  return {
    bytes: own(bytes),
    br: own(br),
    gzip: own(gz),
    etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`,
  };
}

/** The encoding to send for an Accept-Encoding header: Brotli before gzip, none when neither is accepted. */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}

/** Whether an If-None-Match header names this ETag (weak or strong, or `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/**
 * Sends a prepared body: 304 when the client holds this version, else the bytes in the best
 * encoding the client accepts. `Vary` names what chose the bytes, so caches keep them apart.
 */
export function sendPrepared(
  c: Context,
  body: PreparedBody,
  headers: { 'Content-Type': string; 'Cache-Control': string; Vary?: string },
): Response {
  const vary = ['Accept-Encoding', ...(headers.Vary ? [headers.Vary] : [])].join(', ');
  const common = { 'Cache-Control': headers['Cache-Control'], ETag: body.etag, Vary: vary };
  if (matches(c.req.header('if-none-match'), body.etag)) return c.body(null, 304, common);
  const encoding = preferredEncoding(c.req.header('accept-encoding'));
  return c.body(encoding ? body[encoding] : body.bytes, 200, {
    ...common,
    'Content-Type': headers['Content-Type'],
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
}
