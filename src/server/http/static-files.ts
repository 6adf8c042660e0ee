import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import type { Context } from 'hono';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.vtt': 'text/vtt; charset=utf-8',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serves the built app from `distDir`: hashed assets are immutable, index.html and the service
 * worker are revalidated on every load, and any other path falls back to the app (SPA routing).
 */
export function serveApp(distDir: string) {
  const indexFile = join(distDir, 'index.html');
  return (c: Context): Response => {
    const path = normalize(decodeURIComponent(c.req.path)).replace(/^(\.\.[/\\])+/, '');
    const file = join(distDir, path);
    if (file.startsWith(distDir) && existsSync(file) && statSync(file).isFile()) {
      return c.body(readFileSync(file), 200, {
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        'Cache-Control': cacheControl(path, c.req.query('v') !== undefined),
      });
    }
    if (!existsSync(indexFile)) {
      return c.text('The app is not built yet: run npm run build (npm start does it for you).', 503);
    }
    return c.body(readFileSync(indexFile), 200, { 'Content-Type': TYPES['.html']!, 'Cache-Control': 'no-cache' });
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
