import { queryClient } from './api/query-client.ts';
import { initialLang } from './i18n.ts';
import { startRoute } from './routing/route-start.ts';

/**
 * How long the first render waits for the opened page's code. Drawn together, frame and page make
 * one render and one paint; drawn apart, the page's code (though long arrived) runs only after the
 * frame's render, and its paint comes a render later. A slow network still sees the frame soon.
 */
const PAGE_CODE_WAIT_MS = 800;

/**
 * The app's first module to run: main.tsx imports it before React's renderer and the app's
 * components, whose code takes a phone a few hundred milliseconds to evaluate. Meanwhile the
 * opened page's code and data are already on their way (routing/route-start.ts).
 */
export const bootLang = initialLang();
const pageCode = startRoute(queryClient, window.location.pathname, window.location.search, bootLang);

/** Settles once the opened page's code is there, or could not be loaded, or after PAGE_CODE_WAIT_MS. */
export const bootPageCode: Promise<void> = Promise.race([
  pageCode,
  new Promise<void>((resolve) => setTimeout(resolve, PAGE_CODE_WAIT_MS)),
]);
