import { describe, expect, it } from 'vitest';
import { recordRequest, recordSave, registry } from './metrics.ts';

const value = async (name: string, labels: Record<string, string>) => {
  const metric = await registry.getSingleMetric(name)?.get();
  const match = metric?.values.find((v) => Object.entries(labels).every(([k, l]) => v.labels[k] === l));
  return match?.value ?? 0;
};

describe('metrics', () => {
  it('tells live saves from saves that waited in a device queue and from duplicates', async () => {
    const now = new Date('2026-11-27T10:00:00Z');
    const before = {
      live: await value('portal_progress_saves_total', { kind: 'live' }),
      replayed: await value('portal_progress_saves_total', { kind: 'replayed' }),
      duplicate: await value('portal_progress_saves_total', { kind: 'duplicate' }),
    };
    recordSave(true, '2026-11-27T09:57:00Z', now);
    recordSave(true, undefined, now);
    recordSave(true, '2026-11-27T09:40:00Z', now);
    recordSave(false, '2026-11-27T09:40:00Z', now);
    expect(await value('portal_progress_saves_total', { kind: 'live' })).toBe(before.live + 2);
    expect(await value('portal_progress_saves_total', { kind: 'replayed' })).toBe(before.replayed + 1);
    expect(await value('portal_progress_saves_total', { kind: 'duplicate' })).toBe(before.duplicate + 1);
  });

  it('counts a 401 as a failed sign-in only on the sign-in routes, and every 429 as a throttle', async () => {
    const failures = () => value('portal_sign_in_failures_total', { route: '/api/appuser/login' });
    const throttles = () => value('portal_throttled_requests_total', { route: '/api/employee/:id' });
    const [f, t] = [await failures(), await throttles()];
    recordRequest('POST', '/api/appuser/login', 401, 0.2);
    recordRequest('GET', '/api/employee/:id', 401, 0.01);
    recordRequest('GET', '/api/employee/:id', 429, 0.01);
    expect(await failures()).toBe(f + 1);
    expect(await throttles()).toBe(t + 1);
    expect(await value('portal_sign_in_failures_total', { route: '/api/employee/:id' })).toBe(0);
  });
});
