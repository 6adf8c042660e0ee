import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveApp } from './static-files.ts';

/** A small build as scripts/compress-build.ts leaves it: text files with .br and .gz beside them. */
let dist: string;
const script = `console.log(${JSON.stringify('Anmelden '.repeat(400))});`;
const video = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251));
let app: Hono;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'videos'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Portal</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), script);
  writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(script));
  writeFileSync(join(dist, 'sw.js'), 'self.skipWaiting();');
  writeFileSync(join(dist, 'videos', 'first-steps.webm'), video);
  app = new Hono();
  app.get('*', serveApp(dist));
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('the built app', () => {
  it('sends the Brotli copy of a script to a browser that accepts it, gzip to one that accepts only gzip', async () => {
    const br = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const brBody = await bytes(br);
    expect(brBody.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(brBody).toString()).toBe(script);

    const gz = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gz)).toString()).toBe(script);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect((await bytes(plain)).toString()).toBe(script);
  });

  it('keeps hashed assets for a year and has the browser revalidate the service worker and the app shell', async () => {
    expect((await get('/assets/index-abc123.js')).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/sw.js')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/')).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers the app shell for every route of the app, compressed, and 304 when the browser has it', async () => {
    const first = await get('/trainings/malware/4', { 'Accept-Encoding': 'br' });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(await bytes(first)).toString()).toContain('<div id="root">');
    const etag = first.headers.get('etag')!;
    const again = await get('/dashboard', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
  });

  it('sends byte ranges of a video, so a player can seek', async () => {
    const whole = await get('/videos/first-steps.webm');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-type')).toBe('video/webm');
    expect(whole.headers.get('cache-control')).toBe('public, max-age=3600');

    const part = await get('/videos/first-steps.webm', { Range: 'bytes=1000-1099' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1099/${video.length}`);
    expect(await bytes(part)).toEqual(video.subarray(1000, 1100));

    const probe = await get('/videos/first-steps.webm', { Range: 'bytes=0-1' });
    expect(probe.status).toBe(206);
    expect((await bytes(probe)).length).toBe(2);

    const beyond = await get('/videos/first-steps.webm', { Range: 'bytes=99999-' });
    expect(beyond.status).toBe(416);
  });

  it('never serves a file outside the build', async () => {
    const response = await get('/assets/..%2f..%2fetc/passwd');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toContain('<div id="root">');
  });

  it('answers a missing file 404 and never with the app shell, so no script or source map is HTML', async () => {
    for (const path of ['/assets/missing-1a2b3c.js', '/sw.js.map', '/assets/index-abc.js.map']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('<div id="root">');
    }
    // A route of the app still gets the shell.
    expect(await (await get('/trainings/malware/3')).text()).toContain('<div id="root">');
  });

  it('answers a path that is not valid percent-encoding with 400, not 500', async () => {
    for (const path of ['/%ff', '/%E0%A4%A', '/assets/%c0']) expect((await get(path)).status, path).toBe(400);
  });
});
