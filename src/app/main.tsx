import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { queryClient, restoreDeviceCache } from './api/query-client.ts';
import { activateLang, i18n, initialLang } from './i18n.ts';
import { startRoute } from './routing/route-start.ts';

const lang = initialLang();
startRoute(queryClient, window.location.pathname, window.location.search, lang);
await Promise.all([activateLang(lang), restoreDeviceCache()]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <App />
    </I18nProvider>
  </StrictMode>,
);
