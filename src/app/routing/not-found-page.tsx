import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link } from 'wouter';

/** Any unknown path (docs/product.md §2): the spec's "404 – Page Not Found" in English, translated in German. */
export function NotFoundPage() {
  const { t } = useLingui();
  const title = `${t({ id: 'page_title.not_found', message: 'Seite nicht gefunden' })} – ${t({ id: 'app.title', message: 'Awareness-Portal' })}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <main id="main" className="public-main narrow" style={{ textAlign: 'center' }}>
      <Link href="/" className="logo" aria-label="Awareness-Portal">
        <img src="/logo.svg" alt="" width="72" height="72" />
      </Link>
      <h1>
        <Trans id="not_found.title">404 – Seite nicht gefunden</Trans>
      </h1>
      <p>
        <Trans id="not_found.text">Diese Seite gibt es nicht.</Trans>{' '}
        <Link href="/">
          <Trans id="not_found.home">Zur Startseite</Trans>
        </Link>
      </p>
    </main>
  );
}
