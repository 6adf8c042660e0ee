import { afterAll, beforeAll } from 'vitest';
import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { readConfig, type Config } from '../../src/server/config.ts';
import { withStaticHeaders } from '../../src/server/http/security-headers.ts';
import { landingHandler, withLandingPages } from '../../src/server/simulation/landing/landing-server.ts';
import { loadCourseCatalog } from '../../src/server/courses/course-catalog.ts';
import { createApp, type App } from '../../src/server/app.ts';
import type { Db } from '../../src/server/db/database.ts';
import type { AppDeps } from '../../src/server/deps.ts';
import { createMailOutbox, type MailOutbox } from '../../src/server/mail/outbox.ts';
import { sealingKey } from '../../src/server/core/secret-box.ts';
import { answeredWorkDone } from '../../src/server/core/after-answer.ts';
import { type CallerCache, startCallerCache } from '../../src/server/http/caller-cache.ts';
import { openApiAnswerCheck, type AnswerCheck } from './openapi-answers.ts';
import { rawRequest } from './raw-request.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export type Json = Record<string, unknown>;
export type ApiResponse<T = Json> = { status: number; body: T; headers: Headers };
export type RequestOptions = { body?: unknown; token?: string; lang?: string; headers?: Record<string, string> };

/**
 * The API as a test drives it: the real app on a real database, called over HTTP on 127.0.0.1
 * through Node's server as in production, with a clock the test can move.
 */
export type ApiHarness = {
  /** The Hono app itself: its route table, and requests with bodies other than JSON. */
  app: App;
  /** Where the server listens, for requests a test sends itself (without the harness's proxy header). */
  url: string;
  db: Db;
  database: TestDatabase;
  config: Config;
  clock: { now: Date; advance: (ms: number) => void };
  /** The app's kept sessions, for apps a test makes itself on the same database. */
  callers: CallerCache;
  /** The app's outbox (no sender runs: tests read the waiting mails), and the key that seals their text. */
  mail: MailOutbox;
  sealingKey: Uint8Array;
  request: <T = Json>(method: string, path: string, options?: RequestOptions) => Promise<ApiResponse<T>>;
  /** Throws unless an answer matches the served OpenAPI document (`request` does this for every answer). */
  checkAnswer: AnswerCheck;
  get: <T = Json>(path: string, options?: RequestOptions) => Promise<ApiResponse<T>>;
  post: <T = Json>(path: string, body?: unknown, options?: RequestOptions) => Promise<ApiResponse<T>>;
  patch: <T = Json>(path: string, body?: unknown, options?: RequestOptions) => Promise<ApiResponse<T>>;
  close: () => Promise<void>;
};

/**
 * One request on a connection of its own (as a browser's first request would come): a pooled
 * connection that the server has just let go of must not turn into a failed test.
 */
async function send(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body: string | undefined,
): Promise<{ status: number; headers: Headers; text: string }> {
  const response = await rawRequest(`${base}${path}`, { method, headers, body });
  const answer = new Headers();
  for (const [name, value] of Object.entries(response.headers)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) answer.append(name, one);
  }
  return { status: response.status, headers: answer, text: response.body.toString('utf8') };
}

/**
 * Another app on the harness's database, sessions and clock, with some of its parts replaced (a
 * rotated key, an outbox that holds mail back): what a second instance or a changed start would be.
 */
export function appOn(h: ApiHarness, overrides: Partial<AppDeps> = {}): App {
  return createApp({
    db: h.db,
    config: h.config,
    mail: h.mail,
    callers: h.callers,
    now: () => h.clock.now,
    ...overrides,
  });
}

/**
 * A value a test file makes once before its tests (a harness, a signed-in admin) and reads in them:
 * declared at the top (`const h = fileHarness();`), made in the file's first `beforeAll`. Reading
 * it before the file's tests start fails.
 */
export function beforeAllValue<T extends object>(make: () => Promise<T>, cleanUp?: (value: T) => unknown): T {
  let made: T | undefined;
  beforeAll(async () => {
    made = await make();
  });
  if (cleanUp) afterAll(() => made && cleanUp(made));
  const value = (): T => {
    if (!made) throw new Error('This value is made before the tests of the file: read it inside them.');
    return made;
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(value(), key),
    set: (_, key, next) => Reflect.set(value(), key, next),
    has: (_, key) => Reflect.has(value(), key),
    ownKeys: () => Reflect.ownKeys(value()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(value(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

/** The harness of one test file: made before its tests and closed after them. */
export function fileHarness(env: Record<string, string> = {}): ApiHarness {
  return beforeAllValue(
    () => createApiHarness(env),
    (harness) => harness.close(),
  );
}

export async function createApiHarness(env: Record<string, string> = {}): Promise<ApiHarness> {
  const database = await createTestDatabase();
  const config = readConfig({
    PUBLIC_URL: 'http://portal.test',
    DATA_DIR: '/nonexistent',
    TRUST_PROXY: 'true',
    // A test key: authenticator secrets are sealed with it (core/secret-box.ts).
    SECOND_FACTOR_KEY: Buffer.alloc(32, 7).toString('base64'),
    // No test reaches outside this machine: the look-up is on only where a test names its own range server.
    BREACHED_PASSWORDS_URL: 'off',
    ...env,
  });
  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const callers = await startCallerCache(database.db);
  const key = sealingKey(config);
  const mail = createMailOutbox({ wake: () => {}, key });
  const app = createApp({ db: database.db, config, mail, callers, now: () => clock.now });

  // Requests go through Node's HTTP server as in production, with the headers it adds.
  const server = createServer(
    withLandingPages(
      withStaticHeaders(getRequestListener(app.fetch), { https: config.publicUrl.startsWith('https://') }),
      landingHandler({ db: database.db, config, mail, callers, now: () => clock.now }, loadCourseCatalog()),
      config.simulation.landingUrl,
    ),
  );
  // Longer than the client's idle timeout, so the server never closes a connection the client reuses.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  // Every answer a test receives is held to the served OpenAPI document (openapi-answers.ts).
  const document = await send(url, 'GET', '/api/openapi.json', {}, undefined);
  const checkAnswer = openApiAnswerCheck(JSON.parse(document.text) as Record<string, unknown>);

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
    const response = await send(url, method, path, headers, body);
    const text = response.text;
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    checkAnswer(method, path, response.status, response.headers, parsed);
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  return {
    app,
    url,
    db: database.db,
    database,
    config,
    clock,
    request,
    checkAnswer,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    patch: (path, body, options) => request('PATCH', path, { ...options, body }),
    callers,
    mail,
    sealingKey: key,
    close: async () => {
      await answeredWorkDone();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await callers.close();
      await database.drop();
    },
  };
}
