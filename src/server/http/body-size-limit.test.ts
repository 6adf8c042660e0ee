import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { bodySizeLimit } from './body-size-limit.ts';
import type { AppEnv } from './types.ts';

const LIMIT = 1024;
const app = new Hono<AppEnv>();
app.use(
  '*',
  bodySizeLimit(LIMIT, (c) => c.json({ error: 'too large' }, 413)),
);
app.post('/echo', async (c) => c.json(await c.req.json()));
app.get('/echo', (c) => c.json({ read: true }));

const json = (size: number) => JSON.stringify({ text: 'x'.repeat(size) });

/** A body streamed without a declared length, as a chunked request arrives. */
function streamed(text: string): RequestInit {
  const bytes = new TextEncoder().encode(text);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += 256) controller.enqueue(bytes.subarray(i, i + 256));
      controller.close();
    },
  });
  return { method: 'POST', body, duplex: 'half', headers: { 'content-type': 'application/json' } } as RequestInit;
}

describe('the size limit of request bodies', () => {
  it('lets a body within the limit through to the route, whether its length is declared or streamed', async () => {
    const declared = await app.request('/echo', {
      method: 'POST',
      body: json(100),
      headers: { 'content-type': 'application/json', 'content-length': String(json(100).length) },
    });
    expect(declared.status).toBe(200);
    expect(await declared.json()).toEqual({ text: 'x'.repeat(100) });

    const chunked = await app.request('/echo', streamed(json(600)));
    expect(chunked.status).toBe(200);
    expect(await chunked.json()).toEqual({ text: 'x'.repeat(600) });
  });

  it('refuses a body above the limit, declared by its Content-Length or counted as it streams in', async () => {
    const declared = await app.request('/echo', {
      method: 'POST',
      body: json(2000),
      headers: { 'content-type': 'application/json', 'content-length': String(json(2000).length) },
    });
    expect(declared.status).toBe(413);

    const chunked = await app.request('/echo', streamed(json(2000)));
    expect(chunked.status).toBe(413);
  });

  it('leaves reads alone', async () => {
    expect((await app.request('/echo')).status).toBe(200);
  });
});
