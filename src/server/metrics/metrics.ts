import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * What an operator watches, in the Prometheus text format (GET /metrics, metrics-access.ts). One
 * registry per process: the counters are the process's, and a scraper adds up the instances.
 * Requests are counted per route template (`/api/employee/:id`), never per raw path:
 * ids in paths would make a new series per person.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'portal_' });

const requests = new Counter({
  name: 'portal_http_requests_total',
  help: 'Answered requests by route template, method and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});
const durations = new Histogram({
  name: 'portal_http_request_duration_seconds',
  help: 'Time from the request to its answer, by route template',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});
const signInFailures = new Counter({
  name: 'portal_sign_in_failures_total',
  help: 'Sign-ins refused for wrong credentials or a wrong second-factor code, by route',
  labelNames: ['route'] as const,
  registers: [registry],
});
const throttled = new Counter({
  name: 'portal_throttled_requests_total',
  help: 'Requests told to wait (429), by route',
  labelNames: ['route'] as const,
  registers: [registry],
});
const saves = new Counter({
  name: 'portal_progress_saves_total',
  help: 'Progress saves: live, replayed from a device queue (made over five minutes before), or duplicate (applied before)',
  labelNames: ['kind'] as const,
  registers: [registry],
});

/** The sign-in calls whose 401 is a failed guess (and not a missing token). */
const SIGN_INS = new Set([
  '/api/employee/login',
  '/api/appuser/login',
  '/api/employee/login/second-factor',
  '/api/appuser/login/second-factor',
]);

/** Counts one answered request; `route` is the endpoint's template, `static` or `unmatched`. */
export function recordRequest(method: string, route: string, status: number, seconds: number): void {
  requests.inc({ method, route, status: String(status) });
  durations.observe({ method, route }, seconds);
  if (status === 429) throttled.inc({ route });
  else if (status === 401 && SIGN_INS.has(route)) signInFailures.inc({ route });
}

/**
 * A save made on the device more than this before it arrived waited in the device's queue. The
 * moment is the device's clock: five minutes leave room for a clock that is a little off.
 */
const REPLAY_AFTER_MS = 5 * 60_000;

export function recordSave(applied: boolean, madeAt: string | undefined, now: Date): void {
  const waited = madeAt !== undefined && now.getTime() - Date.parse(madeAt) > REPLAY_AFTER_MS;
  saves.inc({ kind: !applied ? 'duplicate' : waited ? 'replayed' : 'live' });
}

/** A gauge read when scraped; `read` answers the current value (undefined: not known, left out). */
export function watchedGauge(name: string, help: string, read: () => Promise<number | undefined> | number | undefined) {
  return new Gauge({
    name,
    help,
    registers: [registry],
    async collect() {
      const value = await read();
      if (value === undefined) this.reset();
      else this.set(value);
    },
  });
}
