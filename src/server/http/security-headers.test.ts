import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withStaticHeaders } from './security-headers.ts';

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer(withStaticHeaders((_req, res) => res.end('ok'), { https: true }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const headersOf = async (path: string) => (await fetch(`${base}${path}`)).headers;

describe('security headers', () => {
  it('give pages, the API, the service worker, its worker scripts and SVG pictures the whole policy', async () => {
    for (const path of [
      '/login',
      '/api/health',
      '/sw.js',
      '/assets/password-strength.worker-Ab12.js',
      '/courses/malware/infection-paths.svg?v=1',
    ]) {
      const headers = await headersOf(path);
      expect(headers.get('content-security-policy'), path).toContain("script-src 'self'");
      expect(headers.get('x-frame-options'), path).toBe('DENY');
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('strict-transport-security'), path).toContain('max-age=31536000');
    }
  });

  it('give scripts, styles, images and videos of the build only what guards a sub-resource', async () => {
    for (const path of ['/assets/index-Ab12.js', '/assets/index-Cd34.css', '/icons/icon-192.png', '/videos/x.webm']) {
      const headers = await headersOf(path);
      expect(headers.get('content-security-policy'), path).toBeNull();
      expect(headers.get('x-frame-options'), path).toBeNull();
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
      expect(headers.get('strict-transport-security'), path).toContain('max-age=31536000');
    }
  });
});
