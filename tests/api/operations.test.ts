import { describe, expect, it } from 'vitest';
import { appOn, fileHarness } from '../support/api-harness.ts';
import { createDatabase } from '../../src/server/db/database.ts';
import { watchDatabase } from '../../src/server/metrics/instance-gauges.ts';
import { registrationPayload } from '../support/factories.ts';

const TOKEN = 'metrics-token-for-the-test-0123456789';

const h = fileHarness({ METRICS_TOKEN: TOKEN });

/** A request as a scraper on another machine sends it: the socket's address is not loopback. */
const fromElsewhere = (headers: Record<string, string> = {}) =>
  h.app.request('/metrics', { headers }, { incoming: { socket: { remoteAddress: '203.0.113.9' } } });

describe('GET /api/health/ready', () => {
  it('says ready when the database answers with every migration run', async () => {
    expect(await h.get('/api/health/ready')).toMatchObject({ status: 200, body: { status: 'ready' } });
  });

  it('says 503 while the instance drains, and liveness stays 200', async () => {
    const draining = appOn(h, { lifecycle: { draining: true } });
    const ready = await draining.request('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe('5');
    expect(await ready.json()).toMatchObject({ error: { code: 'SERVICE_UNAVAILABLE' } });
    expect((await draining.request('/api/health')).status).toBe(200);
  });

  it('says 503 on a database whose migrations have not run', async () => {
    const empty = createDatabase({ pgliteDir: 'memory://' });
    try {
      const app = appOn(h, { db: empty });
      expect((await app.request('/api/health')).status).toBe(200);
      expect((await app.request('/api/health/ready')).status).toBe(503);
    } finally {
      await empty.destroy();
    }
  });
});

describe('GET /metrics', () => {
  const scrape = async (headers: Record<string, string> = {}) => {
    const response = await fetch(`${h.url}/metrics`, { headers });
    return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
  };

  it('counts requests per route template, sign-in failures and throttles, on loopback', async () => {
    const payload = registrationPayload();
    expect((await h.post('/api/employee/create-employer/', payload)).status).toBe(200);
    expect(
      (await h.post('/api/employee/login', { email: payload.email, password: 'wrong wrong wrong wrong' })).status,
    ).toBe(401);
    expect((await h.get('/api/employee/999999', { token: 'not-a-token' })).status).toBe(401);
    // Refused in front of the endpoint (the API's body limit): still counted under its template.
    const tooLarge = await h.post('/api/employee/login', { email: payload.email, password: 'x'.repeat(200_000) });
    expect(tooLarge.status).toBe(413);

    const metrics = await scrape();
    expect(metrics.status).toBe(200);
    expect(metrics.type).toContain('text/plain');
    expect(metrics.text).toMatch(
      /portal_http_requests_total\{method="POST",route="\/api\/employee\/create-employer",status="200"\} [1-9]/,
    );
    // Ids never become labels: the person's path is counted under its template.
    expect(metrics.text).toMatch(
      /portal_http_requests_total\{method="GET",route="\/api\/employee\/:id",status="401"\} [1-9]/,
    );
    expect(metrics.text).not.toMatch(/route="[^"]*999999/);
    expect(metrics.text).toMatch(
      /portal_http_requests_total\{method="POST",route="\/api\/employee\/login",status="413"\} [1-9]/,
    );
    expect(metrics.text).toMatch(/portal_sign_in_failures_total\{route="\/api\/employee\/login"\} [1-9]/);
    expect(metrics.text).toMatch(
      /portal_http_request_duration_seconds_bucket\{le="0.1",method="GET",route="\/api\/health\/ready"\}/,
    );
    expect(metrics.text).toContain('portal_nodejs_eventloop_lag_seconds');
    expect(metrics.text).toContain('portal_process_resident_memory_bytes');
  });

  it('reports the outbox of the watched database', async () => {
    const stop = watchDatabase(h.db);
    try {
      const waiting = await h.db
        .selectFrom('mail_outbox')
        .where('sent_at', 'is', null)
        .select(h.db.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const metrics = await scrape();
      expect(metrics.text).toContain(`portal_mail_outbox_unsent ${waiting.n}`);
      expect(metrics.text).toMatch(/portal_mail_outbox_oldest_unsent_seconds \d/);
    } finally {
      stop();
    }
  });

  it('answers nothing through the proxy, even with the token', async () => {
    expect((await scrape({ 'x-forwarded-for': '198.51.100.4' })).status).toBe(404);
    expect((await scrape({ 'x-forwarded-proto': 'https', authorization: `Bearer ${TOKEN}` })).status).toBe(404);
    expect((await scrape({ forwarded: 'for=198.51.100.4' })).text).not.toContain('portal_');
  });

  it('asks loopback too for the token when METRICS_REQUIRE_TOKEN is set', async () => {
    const strict = appOn(h, { config: { ...h.config, metricsRequireToken: true } });
    const fromLoopback = (headers: Record<string, string> = {}) =>
      strict.request('/metrics', { headers }, { incoming: { socket: { remoteAddress: '127.0.0.1' } } });
    expect((await fromLoopback()).status).toBe(404);
    expect((await fromLoopback({ authorization: 'Bearer wrong-token-wrong-token-wrong' })).status).toBe(404);
    const allowed = await fromLoopback({ authorization: `Bearer ${TOKEN}` });
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain('portal_http_requests_total');
  });

  it('answers another machine only with the token', async () => {
    expect((await fromElsewhere()).status).toBe(404);
    expect((await fromElsewhere({ authorization: 'Bearer wrong-token-wrong-token-wrong' })).status).toBe(404);
    const allowed = await fromElsewhere({ authorization: `Bearer ${TOKEN}` });
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain('portal_http_requests_total');
  });
});
