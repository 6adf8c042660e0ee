import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A server on 127.0.0.1 that speaks the range API of Have I Been Pwned's passwords
 * (`GET /range/{5 hex}` answers `SUFFIX:COUNT` lines, padded with count-0 lines on `Add-Padding`)
 * from the passwords a test calls breached, and keeps every request it got. A test can make it
 * slow, failing, answer something that is no range answer, or go down.
 */
export type RangeServer = {
  /** For BREACHED_PASSWORDS_URL. */
  url: string;
  requests: { method: string; path: string; headers: IncomingHttpHeaders; body: string }[];
  breach: (password: string, count?: number) => void;
  /** `slow` answers after `delayMs`; `failing` is 503; `nonsense` a 200 HTML page. */
  behave: (behaviour: 'answer' | 'slow' | 'failing' | 'nonsense', delayMs?: number) => void;
  /** Stops listening and drops every connection (connections are refused), until `up`. */
  down: () => Promise<void>;
  up: () => Promise<void>;
  close: () => Promise<void>;
};

const sha1 = (text: string) => createHash('sha1').update(text, 'utf8').digest('hex').toUpperCase();

export async function startRangeServer(): Promise<RangeServer> {
  const breached = new Map<string, Map<string, number>>();
  const requests: RangeServer['requests'] = [];
  let behaviour: Parameters<RangeServer['behave']>[0] = 'answer';
  let delayMs = 0;
  const waiting = new Set<NodeJS.Timeout>();

  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      requests.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, body });
      const prefix = /^\/range\/([0-9A-F]{5})$/.exec(request.url ?? '')?.[1];
      const answer = () => {
        if (behaviour === 'failing') return void response.writeHead(503).end('Service Unavailable');
        if (behaviour === 'nonsense') return void response.writeHead(200).end('<!doctype html><title>Wartung</title>');
        if (!prefix) return void response.writeHead(400).end('The hash prefix was not in a valid format');
        const lines = [...(breached.get(prefix) ?? new Map<string, number>())].map(([s, c]) => `${s}:${c}`);
        if (request.headers['add-padding'] === 'true') {
          for (let i = 0; i < 20; i++) lines.push(`${randomBytes(18).toString('hex').slice(0, 35).toUpperCase()}:0`);
        }
        response.writeHead(200, { 'content-type': 'text/plain' }).end(lines.join('\r\n'));
      };
      if (behaviour !== 'slow') return answer();
      const timer = setTimeout(() => {
        waiting.delete(timer);
        if (!response.destroyed) answer();
      }, delayMs);
      waiting.add(timer);
    });
  });

  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const port = (server.address() as AddressInfo).port;
  const stop = async () => {
    for (const timer of waiting) clearTimeout(timer);
    waiting.clear();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await closed;
  };

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    breach(password, count = 3) {
      const hash = sha1(password);
      const suffixes = breached.get(hash.slice(0, 5)) ?? new Map<string, number>();
      suffixes.set(hash.slice(5), count);
      breached.set(hash.slice(0, 5), suffixes);
    },
    behave(next, delay = 0) {
      behaviour = next;
      delayMs = delay;
    },
    down: stop,
    up: () => listen(port),
    close: () => (server.listening ? stop() : Promise.resolve()),
  };
}
