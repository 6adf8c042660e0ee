// First: starts the opened page's code and data while the rest is evaluated (boot.ts).
import { bootLang, bootPageCode } from './boot.ts';
import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { restoreDeviceCache } from './api/query-client.ts';
import { DEFAULT_LANG } from '#shared/constants.ts';
import { activateLang, i18n } from './i18n.ts';

// Rendered once the language, what the device kept and the page's code are in place (boot.ts). No
// top-level await: the page's code imports this file's chunk, and could not run before it settles.
// English texts that cannot be loaded (offline, never cached) leave the app in German.
const language = activateLang(bootLang).catch(() => activateLang(DEFAULT_LANG));
void Promise.all([language, restoreDeviceCache(), bootPageCode]).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <App />
      </I18nProvider>
    </StrictMode>,
  ),
);
