import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { queryClient } from './api/query-client.ts';
import { activateLang, i18n, initialLang } from './i18n.ts';
import { startRoute } from './routing/route-start.ts';

/**
 * How long the first render waits for the opened page's code. Rendered before it, the page would
 * show its loading note, and React then holds the page back for at least 300 ms after it (its
 * reveal throttle); from the device's cache the code takes a few dozen milliseconds.
 */
const PAGE_CODE_WAIT_MS = 300;

const lang = initialLang();
const pageCode = startRoute(queryClient, window.location.pathname, window.location.search, lang);
await Promise.all([
  activateLang(lang),
  Promise.race([pageCode, new Promise((resolve) => setTimeout(resolve, PAGE_CODE_WAIT_MS))]),
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <App />
    </I18nProvider>
  </StrictMode>,
);
