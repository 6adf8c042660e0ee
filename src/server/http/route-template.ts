import { endpointKey, type Endpoint } from '#shared/api/endpoint.ts';
import { ENDPOINTS } from '#shared/api/endpoints/index.ts';

/** `/api/employee/:id` from `/employee/:id{[0-9]+}`: the label requests are counted and timed under. */
export const routeTemplate = (endpoint: Pick<Endpoint, 'method' | 'path'>) =>
  endpointKey(endpoint).slice(endpoint.method.length + 1);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each endpoint's path as a pattern: its parameters' own patterns, or one segment. */
const MATCHERS = ENDPOINTS.map(([, endpoint]) => {
  const parts = endpoint.path.split(/(:[A-Za-z]+(?:\{[^}]*\})?)/);
  const pattern = parts
    .map((part) => (part.startsWith(':') ? `(?:${/\{([^}]*)\}/.exec(part)?.[1] ?? '[^/]+'})` : escape(part)))
    .join('');
  return { method: endpoint.method, route: routeTemplate(endpoint), pattern: new RegExp(`^/api${pattern}/?$`) };
});

/**
 * The template of the endpoint a request was meant for, found by its path: for answers given
 * before the endpoint's own handlers ran (a missing token, a blocked company, a body too large).
 */
export function routeTemplateOf(method: string, path: string): string | undefined {
  return MATCHERS.find((matcher) => matcher.method === method && matcher.pattern.test(path))?.route;
}
