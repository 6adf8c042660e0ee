// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test/render-page.tsx';
import { lazyPage, PageLoadBoundary } from './lazy-page.tsx';

function Broken(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'name')");
}

/** A lazy page whose load fails with `error`, inside the boundary as the router shows it. */
function renderFailedLoad(error: Error) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const Page = lazyPage(() => Promise.reject(error));
  renderPage(
    <PageLoadBoundary>
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    </PageLoadBoundary>,
  );
}

describe('PageLoadBoundary', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('offers a reload when a page’s code could not be fetched', async () => {
    renderFailedLoad(new TypeError('Failed to fetch dynamically imported module: /a.js'));
    expect(await screen.findByRole('heading', { name: 'Die Seite konnte nicht geladen werden' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Neu laden' })).toBeTruthy();
  });

  it('offers the same when the page’s style sheet could not be fetched', async () => {
    renderFailedLoad(new Error('Unable to preload CSS for /assets/dashboard-1a2b.css'));
    expect(await screen.findByRole('heading', { name: 'Die Seite konnte nicht geladen werden' })).toBeTruthy();
  });

  it('says that the page broke, and writes it to the console, when rendering fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(
      <PageLoadBoundary>
        <Broken />
      </PageLoadBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'Auf dieser Seite ist ein Fehler aufgetreten' })).toBeTruthy();
    expect(screen.queryByText(/neue Version des Portals/)).toBeNull();
    expect(logged.mock.calls.some(([first]) => first === 'page failed')).toBe(true);
  });
});

describe('lazyPage', () => {
  afterEach(cleanup);

  const render = (Page: ReturnType<typeof lazyPage>) =>
    renderPage(
      <Suspense fallback={<p>Wird geladen …</p>}>
        <Page />
      </Suspense>,
    );

  it('shows a page whose code arrived before it is shown at once, without the loading note', async () => {
    const Page = lazyPage(async () => ({ default: () => <h1>Mitarbeitende verwalten</h1> }));
    Page.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    render(Page);
    // In the first render: no fallback in between (React would hold the page back after one).
    expect(screen.getByRole('heading', { name: 'Mitarbeitende verwalten' })).toBeTruthy();
    expect(screen.queryByText('Wird geladen …')).toBeNull();
  });

  it('shows the loading note until the code of a page not loaded yet arrives', async () => {
    const Page = lazyPage(async () => ({ default: () => <h1>Dashboard</h1> }));
    render(Page);
    expect(screen.getByText('Wird geladen …')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });
});
