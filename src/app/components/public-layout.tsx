import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { FooterLinks } from './footer-links.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { Logo } from './logo.tsx';

/** The frame of public pages: logo, language, content, legal links; no navigation (docs/product.md §2). */
export function PublicLayout({ children, headerExtra }: { children: ReactNode; headerExtra?: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className="public">
      <a className="skip-link" href="#main">
        {t({ id: 'common.skip_to_content', message: 'Zum Inhalt springen' })}
      </a>
      <header className="public-header">
        <Logo label={t({ id: 'app.title', message: 'Awareness-Portal' })} />
        <div className="button-row">
          {headerExtra}
          <LanguageSwitch />
        </div>
      </header>
      <main id="main" className="public-main">
        {children}
      </main>
      <FooterLinks />
    </div>
  );
}
