import { Agent } from 'node:https';
import { rawRequest } from '../support/raw-request.ts';

export type Answer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  ms: number;
};
export type Send = (
  method: string,
  path: string,
  options?: { body?: unknown; raw?: Buffer; token?: string; headers?: Record<string, string> },
) => Promise<Answer>;

/**
 * A browser's connection to the proxy: TLS checked against the test's certificate, connections
 * kept alive, from its own loopback address (127.0.0.x), so that each simulated person is a
 * client of its own for the portal's per-address throttles. A failed connection is status 0.
 */
export function httpsClient(
  baseUrl: string,
  ca: Buffer,
  localAddress = '127.0.0.1',
): { send: Send; close: () => void } {
  const agent = new Agent({ keepAlive: true, ca, localAddress, maxSockets: 8 });
  const send: Send = async (method, path, options = {}) => {
    const started = performance.now();
    const payload = options.raw ?? (options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body)));
    const headers = {
      ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}),
      ...(options.token ? { authorization: options.token } : {}),
      ...options.headers,
    };
    try {
      const answer = await rawRequest(`${baseUrl}${path}`, {
        method,
        agent,
        timeoutMs: 15_000,
        headers,
        body: payload,
      });
      return { ...answer, ms: performance.now() - started };
    } catch {
      return { status: 0, headers: {}, body: Buffer.alloc(0), ms: performance.now() - started };
    }
  };
  return { send, close: () => agent.destroy() };
}

export const json = <T = Record<string, unknown>>(answer: Answer): T => JSON.parse(answer.body.toString()) as T;
