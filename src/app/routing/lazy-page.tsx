import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { CHUNK_LOAD_TIMEOUT_MS } from '#shared/constants.ts';

/** A page component that can be asked to start loading before it is shown; `preload` settles once the code is there (or failed). */
export type LazyPage = ComponentType & { preload: () => Promise<void> };

/**
 * A route's page, loaded on first use, or earlier when `preload` is called (as the app boots, or
 * while the route's guard still checks the session, so both travel at once); a load that takes
 * over 120 s counts as failed (docs/product.md R24).
 *
 * Not `React.lazy`: a page that suspends shows its fallback, and React then holds the page back
 * for its reveal throttle (300 ms after the fallback), which a phone's visits felt in full. A page
 * whose code is there is rendered at once; one whose code is not shows the loading note until it
 * arrives, then itself, with no wait in between; a failed load is thrown to the page's boundary.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  let loaded: ComponentType | undefined;
  const start = () =>
    (loading ??= Promise.race([
      load().then((module) => {
        loaded = module.default;
        return module;
      }),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('chunk load timeout')), CHUNK_LOAD_TIMEOUT_MS),
      ),
    ]));
  function Page() {
    const [state, setState] = useState<{ Shown?: ComponentType; error?: unknown }>(() => ({ Shown: loaded }));
    useEffect(() => {
      if (state.Shown) return;
      let current = true;
      start().then(
        (module) => current && setState({ Shown: module.default }),
        (error: unknown) => current && setState({ error }),
      );
      return () => {
        current = false;
      };
    }, [state.Shown]);
    if (state.error) throw state.error;
    const { Shown } = state;
    return Shown ? (
      <Shown />
    ) : (
      <p role="status">
        <Trans id="common.loading">Wird geladen …</Trans>
      </p>
    );
  }
  return Object.assign(Page, {
    preload: () =>
      start().then(
        () => undefined,
        () => undefined,
      ),
  });
}

/** Whether an error says that a page's code could not be fetched (and not that the page broke). */
function isLoadFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return (
    message === 'chunk load timeout' ||
    // Browsers' words for a script that did not arrive, and Vite's for a page's style sheet.
    /dynamically imported module|module script failed|Failed to fetch|Load failed|Unable to preload CSS/i.test(message)
  );
}

/**
 * Catches a page that failed to load (e.g. a new version replaced its chunk) and offers a reload;
 * a page that broke while rendering says so in its own words and is written to the console.
 */
export class PageLoadBoundary extends Component<{ children: ReactNode }, { failed?: 'load' | 'render' }> {
  override state: { failed?: 'load' | 'render' } = {};

  static getDerivedStateFromError(error: unknown) {
    return { failed: isLoadFailure(error) ? 'load' : 'render' };
  }

  override componentDidCatch(error: unknown) {
    if (!isLoadFailure(error)) console.error('page failed', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="narrow card" role="alert">
        {this.state.failed === 'load' ? (
          <>
            <h1>
              <Trans id="chunk.failed_title">Die Seite konnte nicht geladen werden</Trans>
            </h1>
            <p>
              <Trans id="chunk.failed_text">
                Vielleicht ist die Verbindung unterbrochen, oder es gibt eine neue Version des Portals. Laden Sie die
                Seite neu.
              </Trans>
            </p>
          </>
        ) : (
          <>
            <h1>
              <Trans id="page.failed_title">Auf dieser Seite ist ein Fehler aufgetreten</Trans>
            </h1>
            <p>
              <Trans id="page.failed_text">
                Laden Sie die Seite neu. Wenn der Fehler bleibt, wenden Sie sich bitte an den Support.
              </Trans>
            </p>
          </>
        )}
        <button className="button" type="button" onClick={() => window.location.reload()}>
          <Trans id="chunk.reload">Neu laden</Trans>
        </button>
      </div>
    );
  }
}
