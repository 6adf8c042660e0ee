import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { InternalAddressRefused, pinnedFetch } from './pinned-fetch.ts';
import { internalHost, type Resolve } from './public-host.ts';

// A stand-in for an internal service: every test says how many requests may reach it.
let server: Server;
let port: number;
let requests = 0;
let lastUrl = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    requests += 1;
    lastUrl = request.url ?? '';
    response.setHeader('content-type', 'application/json');
    response.end('{"issuer":"reached"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests = 0;
});

afterEach(() => {
  vi.unstubAllEnvs();
});

const get = { method: 'GET', headers: { accept: 'application/json' }, body: undefined, redirect: 'manual' } as const;

/** The error a refused fetch carries, itself or as the cause of fetch's "fetch failed". */
async function refusal(promise: Promise<unknown>): Promise<unknown> {
  const error = await promise.then(
    () => expect.unreachable('the fetch was not refused'),
    (error: unknown) => error,
  );
  return error instanceof InternalAddressRefused ? error : (error as { cause?: unknown }).cause;
}

describe('pinnedFetch', () => {
  it('refuses a name that answers the check with a public address and the connection with loopback', async () => {
    const answers = ['93.184.216.34', '127.0.0.1'];
    const resolve = vi.fn<Resolve>(async () => [{ address: answers.shift()!, family: 4 }]);
    const url = `http://rebinding.example:${port}/.well-known/openid-configuration`;

    expect(await internalHost(new URL(url), resolve)).toBeUndefined();
    const error = await refusal(pinnedFetch({ resolve })(url, get));

    expect(error).toBeInstanceOf(InternalAddressRefused);
    expect((error as Error).message).toBe('the host rebinding.example is on an internal address (127.0.0.1)');
    expect(resolve).toHaveBeenCalledTimes(2);
    expect(requests).toBe(0);
  });

  it('refuses a name when any of its addresses is internal', async () => {
    const resolve: Resolve = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '169.254.169.254', family: 4 },
    ];
    const error = await refusal(pinnedFetch({ resolve })(`http://mixed.example:${port}/`, get));

    expect((error as Error).message).toBe('the host mixed.example is on an internal address (169.254.169.254)');
    expect(requests).toBe(0);
  });

  it('connects to the address it checked when that address passes', async () => {
    const resolve: Resolve = async () => [{ address: '127.0.0.1', family: 4 }];
    const isInternal = vi.fn(() => false);

    const response = await pinnedFetch({ resolve, isInternal })(`http://public.example:${port}/`, get);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ issuer: 'reached' });
    expect(isInternal).toHaveBeenCalledWith('127.0.0.1');
    expect(requests).toBe(1);
  });

  it('refuses internal literal addresses, which are connected to without a lookup', async () => {
    const resolve = vi.fn<Resolve>(async () => []);
    const fetch = pinnedFetch({ resolve });
    for (const url of [
      `http://127.0.0.1:${port}/`,
      `http://[::1]:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
      'http://169.254.169.254/latest/meta-data',
    ]) {
      expect(await refusal(fetch(url, get)), url).toBeInstanceOf(InternalAddressRefused);
    }
    expect(resolve).not.toHaveBeenCalled();
    expect(requests).toBe(0);
  });

  it('leaves the name to an egress proxy, whose own address is the operator’s, and checks hosts it skips', async () => {
    // The listener stands in for the proxy: a plain-http request reaches it in absolute form.
    for (const name of ['http_proxy', 'HTTP_PROXY']) vi.stubEnv(name, `http://127.0.0.1:${port}`);
    for (const name of ['no_proxy', 'NO_PROXY']) vi.stubEnv(name, 'direct.example');
    const resolve = vi.fn<Resolve>(async () => [{ address: '127.0.0.1', family: 4 }]);
    const fetch = pinnedFetch({ resolve, envProxy: true });

    const response = await fetch('http://provider.example/jwks', get);

    expect(response.status).toBe(200);
    expect(lastUrl).toBe('http://provider.example/jwks');
    expect(resolve).not.toHaveBeenCalled();
    expect(await refusal(fetch(`http://direct.example:${port}/`, get))).toBeInstanceOf(InternalAddressRefused);
    expect(await refusal(fetch('http://169.254.169.254/', get))).toBeInstanceOf(InternalAddressRefused);
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(requests).toBe(1);
  });
});
