import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { COMPRESS_FROM_BYTES, compressAnswers } from './compress-answers.ts';

const people = Array.from({ length: 200 }, (_, i) => ({ id: i, firstname: 'Erika', lastname: `Muster ${i}` }));
const app = new Hono();
app.use('*', compressAnswers());
app.get('/list', (c) => c.json(people));
app.get('/small', (c) => c.json({ status: 'ok' }));
app.get('/missing', (c) => c.json({ error: { statusCode: 404 } }, 404));
app.post('/list', (c) => c.json(people));

const get = (path: string, encoding?: string) =>
  app.request(path, { headers: encoding ? { 'Accept-Encoding': encoding } : {} });

describe('compressing the API’s answers', () => {
  it('sends a large JSON read with Brotli or gzip, as the client accepts, with the same content', async () => {
    const br = await get('/list', 'gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.length).toBeLessThan(JSON.stringify(people).length / 5);
    expect(JSON.parse(brotliDecompressSync(brBytes).toString())).toEqual(people);

    const gz = await get('/list', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString())).toEqual(people);
  });

  it('leaves small answers, clients without Accept-Encoding and writes as they are', async () => {
    expect(JSON.stringify({ status: 'ok' }).length).toBeLessThan(COMPRESS_FROM_BYTES);
    const small = await get('/small', 'br');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ status: 'ok' });

    const identity = await get('/list');
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(await identity.json()).toEqual(people);

    const write = await app.request('/list', { method: 'POST', headers: { 'Accept-Encoding': 'br' } });
    expect(write.headers.get('content-encoding')).toBeNull();
  });

  it('keeps the status of an error answer', async () => {
    const missing = await get('/missing', 'br');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { statusCode: 404 } });
  });
});
