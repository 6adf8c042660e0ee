// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetAccountFacts, knownAccountFact } from '../session/account-state.ts';
import { clearSession } from '../session/session-store.ts';
import { company, employee, fakeApi, publicConfig, signedIn } from '../test/fake-api.ts';
import { renderPage } from '../test/render-page.tsx';
import { ROUTES } from './route-table.ts';

// The pages' own code is not needed here: each route shows its name.
vi.mock('./pages.ts', async () => {
  const { lazyPage } = await import('./lazy-page.tsx');
  const pages = new Map<string, ReturnType<typeof lazyPage>>();
  const page = (name: string) => {
    if (!pages.has(name))
      pages.set(
        name,
        lazyPage(async () => ({ default: () => <h1>Seite {name}</h1> })),
      );
    return pages.get(name)!;
  };
  return { PAGES: new Proxy({}, { get: (_, name: string) => page(name) }) };
});
const { GuardedRoute } = await import('./guarded-route.tsx');

afterEach(() => {
  cleanup();
  clearSession();
  forgetAccountFacts();
  vi.unstubAllGlobals();
});

const USERS = ROUTES.find((route) => route.name === 'users')!;

/** Opens /users; the server answers once `answer` is called (at once when not asked to wait). */
function openUsers(incomplete: boolean, { wait = false } = {}) {
  signedIn(7, 'employer');
  const api = fakeApi({
    'GET /public-config': { json: publicConfig },
    'GET /employee/7': { json: employee({ salutation: incomplete ? null : 'Frau' }) },
    'GET /employee/7/ownsOneCompany': { json: company() },
  });
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  if (!wait) answer();
  vi.stubGlobal('fetch', async (...args: Parameters<typeof api.fetch>) => {
    await answered;
    return api.fetch(...args);
  });
  const view = renderPage(<GuardedRoute route={USERS} />, '/users');
  return { ...api, ...view, answer };
}

describe('an employer’s page and the settings check', () => {
  it('waits for the check on a device that has not seen the settings complete, then remembers them', async () => {
    const { answer } = openUsers(false, { wait: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Seite users' })).toBeNull();
    answer();
    expect(await screen.findByRole('heading', { name: 'Seite users' })).toBeTruthy();
    expect(knownAccountFact(7, 'settingsComplete')).toBe(true);
  });

  it('starts showing the page where the settings were complete before, and gives way when they no longer are', async () => {
    openUsers(false);
    await screen.findByRole('heading', { name: 'Seite users' });
    cleanup();

    const { location, answer } = openUsers(true, { wait: true });
    // Shown while the check has not answered yet.
    expect(await screen.findByRole('heading', { name: 'Seite users' })).toBeTruthy();
    answer();
    await vi.waitFor(() => expect(location.history.at(-1)).toBe('/account-settings'));
    expect(knownAccountFact(7, 'settingsComplete')).toBe(false);
  });
});
