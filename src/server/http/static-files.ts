import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { type PreparedBody, prepareBody, sendPrepared } from './prepared-body.ts';

/**
 * Serves the built app from `distDir` with Hono's static files: the Brotli or gzip copy that the
 * build wrote beside a text file (scripts/compress-build.ts) when the client accepts it, byte
 * ranges (videos seek, Safari needs them), hashed assets immutable, index.html and the service
 * worker revalidated. A path that names no file (no extension) gets the app shell (SPA routing),
 * held in memory with an ETag; a missing file is a 404, so no script or source map is answered
 * with HTML. A path that is not valid percent-encoding is a 400.
 */
export function serveApp(distDir: string): MiddlewareHandler {
  // Made at the first request for a file: an API-only process (tests, no build yet) has no dist/.
  let files: MiddlewareHandler | undefined;
  const shell = appShell(join(distDir, 'index.html'));
  return async (c) => {
    if (!decodable(c.req.path)) return c.text('Bad Request', 400);
    if (c.req.path === '/' || c.req.path === '/index.html' || !existsSync(distDir)) return shell(c);
    files ??= serveStatic({ root: distDir, precompressed: true });
    const found = await files(c, async () => {});
    if (!found) return namesFile(c.req.path) ? c.text('Not Found', 404) : shell(c);
    found.headers.set('Cache-Control', cacheControl(c.req.path, c.req.query('v') !== undefined));
    if (COMPRESSIBLE_CONTENT_TYPE_REGEX.test(found.headers.get('Content-Type') ?? '')) {
      found.headers.set('Vary', 'Accept-Encoding');
    }
    if (!found.headers.has('Content-Encoding')) found.headers.set('Accept-Ranges', 'bytes');
    return found;
  };
}

function decodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** A file of the build has an extension in its last segment; the app's routes have none. */
const namesFile = (path: string) => /\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/') + 1));

/** index.html, prepared once per build (compressed, with an ETag, so a revalidation is a 304). */
function appShell(indexFile: string) {
  let prepared: { builtAt: number; body: Promise<PreparedBody> } | undefined;
  return async (c: Context): Promise<Response> => {
    const stats = statSync(indexFile, { throwIfNoEntry: false });
    if (!stats) return c.text('The app is not built yet: run npm run build (npm start does it for you).', 503);
    if (prepared?.builtAt !== stats.mtimeMs) {
      prepared = { builtAt: stats.mtimeMs, body: prepareBody(readFileSync(indexFile)) };
    }
    return sendPrepared(c, await prepared.body, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
  };
}

/**
 * Hashed build assets and course pictures asked for by their content version (`?v=`, see
 * courses/training-material.ts) never change under their URL; other files may change with a
 * new deployment.
 */
function cacheControl(path: string, versioned: boolean): string {
  if (path.startsWith('/assets/') || (versioned && path.startsWith('/courses/'))) {
    return 'public, max-age=31536000, immutable';
  }
  if (path.endsWith('.html') || path === '/sw.js' || path.endsWith('.webmanifest')) return 'no-cache';
  return 'public, max-age=3600';
}
