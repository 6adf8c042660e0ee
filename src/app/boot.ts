import { queryClient } from './api/query-client.ts';
import { initialLang } from './i18n.ts';
import { startRoute } from './routing/route-start.ts';

/**
 * How long the first render waits for the opened page's code. Drawn together, frame and page make
 * one render and one paint; drawn apart, the page's code (though arrived) runs only after the
 * frame's render, and its paint comes a render later. From the device's cache the code is there
 * within about 150 ms of the app's own at a phone's speed; a slow network sees the frame soon.
 */
const PAGE_CODE_WAIT_MS = 300;

/**
 * The first of main.tsx's imports: it runs once what it needs itself is evaluated (the query
 * client, the routes, Lingui), before React's renderer and the app's components, whose code takes
 * a phone a few hundred milliseconds. Meanwhile the opened page's code and data are on their way
 * (routing/route-start.ts).
 */
export const bootLang = initialLang();
const pageCode = startRoute(queryClient, window.location.pathname, window.location.search, bootLang);

/** Settles once the opened page's code is there, or could not be loaded, or after PAGE_CODE_WAIT_MS. */
export const bootPageCode: Promise<void> = Promise.race([
  pageCode,
  new Promise<void>((resolve) => setTimeout(resolve, PAGE_CODE_WAIT_MS)),
]);
