import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './types.ts';

type OnTooLarge = Parameters<typeof bodyLimit>[0]['onError'];

/** A JSON body may be 100 KB; an endpoint that takes more says so in the contract (`bodyLimit`). */
export const JSON_BODY_LIMIT = 100 * 1024;

/**
 * Hono's body limit, with the size taken from `Content-Length` where the request declares it.
 * Hono's middleware asks for the body stream first, which makes the Node adapter build a whole
 * Web `Request` around the socket; without that, the adapter reads JSON straight from the socket.
 * A request without a declared length (chunked) is still counted as it streams in.
 */
export function bodySizeLimit(maxSize: number, onTooLarge: NonNullable<OnTooLarge>): MiddlewareHandler<AppEnv> {
  const streamed = bodyLimit({ maxSize, onError: onTooLarge });
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const declared = c.req.header('content-length');
    if (declared === undefined || c.req.header('transfer-encoding') !== undefined) return streamed(c, next);
    if (Number(declared) > maxSize) return onTooLarge(c);
    return next();
  };
}
