// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test/render-page.tsx';
import { lazyPage, PageLoadBoundary } from './lazy-page.tsx';

function Broken(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'name')");
}

describe('PageLoadBoundary', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('offers a reload when a page’s code could not be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Page = lazyPage(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /a.js')));
    renderPage(
      <PageLoadBoundary>
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      </PageLoadBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'Die Seite konnte nicht geladen werden' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Neu laden' })).toBeTruthy();
  });

  it('offers the same when the page’s style sheet could not be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Page = lazyPage(() => Promise.reject(new Error('Unable to preload CSS for /assets/dashboard-1a2b.css')));
    renderPage(
      <PageLoadBoundary>
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      </PageLoadBoundary>,
    );
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
