// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { employee, fakeApi, signedIn } from '../test/fake-api.ts';
import { clearSession } from '../session/session-store.ts';
import type { RouteName } from './route-table.ts';

// The pages' code is not loaded here: only which page the boot asked for.
const preloaded = vi.hoisted(() => [] as string[]);
// Each page's code "arrives" when the test says so.
const arrive = vi.hoisted(() => ({ now: () => {} }));
vi.mock('./pages.ts', () => ({
  PAGES: new Proxy(
    {},
    {
      get: (_, name: string) => ({
        preload: () => {
          preloaded.push(name);
          return new Promise<void>((resolve) => (arrive.now = resolve));
        },
      }),
    },
  ),
}));
const { routeAt, startRoute } = await import('./route-start.ts');

beforeEach(() => {
  localStorage.clear();
  preloaded.length = 0;
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

/** Starts the route and lets the answers arrive; returns the calls the boot sent, as "METHOD /path". */
async function boot(path: string, search = '') {
  const api = fakeApi({
    'GET /employee/7': { json: employee({ id: 7, role: 'employer', companyId: 3 }) },
  });
  startRoute(new QueryClient(), path, search, 'de');
  await new Promise((resolve) => setTimeout(resolve, 30));
  return api.calls.map((call) => `${call.method} ${call.path}`).sort();
}

describe('the route the app boots into', () => {
  it('is matched as the router matches it, with its parameters', () => {
    const at = (path: string): [RouteName | undefined, Record<string, string | undefined> | undefined] => {
      const found = routeAt(path);
      return [found?.route.name, found?.params];
    };
    expect(at('/trainings')[0]).toBe('trainings');
    expect(at('/trainings/malware')).toEqual(['training', expect.objectContaining({ slug: 'malware' })]);
    expect(at('/login/abc')).toEqual(['invitation', expect.objectContaining({ token: 'abc' })]);
    expect(at('/admin/policyholders/12')).toEqual(['adminPolicyholder', expect.objectContaining({ id: '12' })]);
    expect(at('/no-such-page')[0]).toBeUndefined();
    // Escapes decoded as wouter decodes them, so the boot asks for what the page will.
    expect(at('/verify/AB%20CD')).toEqual(['verify', expect.objectContaining({ code: 'AB CD' })]);
  });

  it('starts a learner’s page, its frame and its first data at once', async () => {
    signedIn(5, 'employee');
    expect(await boot('/trainings')).toEqual([
      'GET /employee/5',
      'GET /progress/get-progress',
      'GET /public-config',
      'GET /trainings',
      'POST /employee/supervisor-data/5',
    ]);
    expect(preloaded).toEqual(['trainings']);
  });

  it('asks for the opened course’s material in the app’s language', async () => {
    signedIn(5, 'employee');
    expect(await boot('/trainings/malware')).toContain('GET /trainings/get-training/malware?lang=de');
    expect(preloaded).toEqual(['training']);
  });

  it('asks for the company’s lists once the employer’s account names the company', async () => {
    signedIn(7, 'employer');
    const calls = await boot('/users');
    expect(calls).toEqual(expect.arrayContaining(['GET /company/3/employees', 'GET /employee/7/ownsOneCompany']));
    expect(preloaded).toEqual(['users']);
  });

  it('starts only the code and the public settings of a public page, and nothing of a page the person may not open', async () => {
    expect(await boot('/login')).toEqual(['GET /public-config']);
    expect(preloaded).toEqual(['login']);
    preloaded.length = 0;
    expect(await boot('/trainings')).toEqual([]);
    signedIn(5, 'employee');
    expect(await boot('/users')).toEqual([]);
    expect(preloaded).toEqual([]);
  });

  it('tells when the opened page’s code is there, so the first render can draw the page with its frame', async () => {
    signedIn(5, 'employee');
    fakeApi({});
    let settled = false;
    void startRoute(new QueryClient(), '/trainings', '', 'de').then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    arrive.now();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(true);
    // No page to start: nothing to wait for.
    await expect(startRoute(new QueryClient(), '/no-such-page', '', 'de')).resolves.toBeUndefined();
    await expect(startRoute(new QueryClient(), '/users', '', 'de')).resolves.toBeUndefined();
  });
});
