import type { QueryClient } from '@tanstack/react-query';
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import type { Lang } from '#shared/constants.ts';
import { publicConfigQuery } from '../api/queries.ts';
import { getSession } from '../session/session-store.ts';
import { decide } from './guard.ts';
import { PAGES } from './pages.ts';
import { prefetchRouteData } from './route-data.ts';
import { ROUTES, type RouteDef } from './route-table.ts';

/** The path as wouter reads it: escapes decoded, or as it is where it cannot be decoded. */
function decodedPath(path: string): string {
  try {
    return path.includes('%') ? decodeURI(path) : path;
  } catch {
    return path;
  }
}

/** The route a path opens and its parameters, matched as the router matches it (wouter's parser). */
export function routeAt(rawPath: string): { route: RouteDef; params: Record<string, string | undefined> } | undefined {
  const path = decodedPath(rawPath);
  for (const route of ROUTES) {
    const [matched, params] = matchRoute(parse, route.path, path);
    if (matched) return { route, params: params as Record<string, string | undefined> };
  }
  return undefined;
}

/**
 * Called once as the app boots, before React renders: starts the opened page's code and, when a
 * signed-in person may open it, the signed-in frame's and the page's first data. On a phone each
 * of them costs a round trip; started here they travel together with the app's first render
 * instead of one after another behind it. Settles once the page's code is there (or could not be
 * loaded), at once where there is no page to start.
 */
export function startRoute(queryClient: QueryClient, path: string, search: string, lang: Lang): Promise<void> {
  const found = routeAt(path);
  if (!found) return Promise.resolve();
  const { route, params } = found;
  const session = getSession();
  const location = search ? `${path}${search}` : path;
  // Settings taken as complete: an employer whose settings are not is sent on, and the data of the
  // page they wanted is merely not used.
  const decision = decide({ route, location, signedIn: Boolean(session), role: session?.role, settingsComplete: true });
  if (decision.kind !== 'render') return Promise.resolve();
  const pageCode = PAGES[route.name].preload();
  // Every page's footer (and the registration's texts) need the portal's public settings.
  void queryClient.prefetchQuery(publicConfigQuery);
  if (route.access.kind === 'signedIn' && session?.role) {
    prefetchRouteData(queryClient, route.name, { userId: session.userId, role: session.role, lang, params });
  }
  return pageCode;
}
