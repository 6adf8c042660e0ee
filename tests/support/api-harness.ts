import { readConfig, type Config } from '../../src/server/config.ts';
import { createApp, type App } from '../../src/server/app.ts';
import type { Db } from '../../src/server/db/database.ts';
import { createMailOutbox } from '../../src/server/mail/outbox.ts';
import { type CallerCache, startCallerCache } from '../../src/server/http/caller-cache.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export type Json = Record<string, unknown>;
export type ApiResponse<T = Json> = { status: number; body: T; headers: Headers };
export type RequestOptions = { body?: unknown; token?: string; lang?: string; headers?: Record<string, string> };

/**
 * The API as a test drives it: the real app on a real database, called through app.request,
 * with a clock the test can move.
 */
export type ApiHarness = {
  /** The Hono app itself: its route table, and requests with bodies other than JSON. */
  app: App;
  db: Db;
  database: TestDatabase;
  config: Config;
  clock: { now: Date; advance: (ms: number) => void };
  /** The app's kept sessions, for apps a test makes itself on the same database. */
  callers: CallerCache;
  request: <T = Json>(method: string, path: string, options?: RequestOptions) => Promise<ApiResponse<T>>;
  get: <T = Json>(path: string, options?: RequestOptions) => Promise<ApiResponse<T>>;
  post: <T = Json>(path: string, body?: unknown, options?: RequestOptions) => Promise<ApiResponse<T>>;
  patch: <T = Json>(path: string, body?: unknown, options?: RequestOptions) => Promise<ApiResponse<T>>;
  close: () => Promise<void>;
};

export async function createApiHarness(env: Record<string, string> = {}): Promise<ApiHarness> {
  const database = await createTestDatabase();
  const config = readConfig({
    PUBLIC_URL: 'http://portal.test',
    DATA_DIR: '/nonexistent',
    TRUST_PROXY: 'true',
    ...env,
  });
  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const callers = await startCallerCache(database.db);
  const app = createApp({ db: database.db, config, mail: createMailOutbox(() => {}), callers, now: () => clock.now });

  let requestCount = 0;
  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    // Tests also change accounts directly in the database: the kept sessions hear of it first.
    await callers.sync();
    // Each request comes from its own address unless the test names one, so that per-address
    // throttles only bite where a test means them to.
    const headers: Record<string, string> = {
      'x-forwarded-for': `10.${++requestCount % 250}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      ...options.headers,
    };
    if (options.token) headers.authorization = options.token;
    if (options.lang) headers['accept-language'] = options.lang;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    const response = await app.request(path, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  return {
    app,
    db: database.db,
    database,
    config,
    clock,
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    patch: (path, body, options) => request('PATCH', path, { ...options, body }),
    callers,
    close: async () => {
      await callers.close();
      await database.drop();
    },
  };
}
