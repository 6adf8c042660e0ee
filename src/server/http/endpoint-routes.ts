import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { Endpoint, EndpointAnswer, EndpointInput } from '#shared/api/endpoint.ts';
import { routeTemplate } from './route-template.ts';
import { requireToken } from './auth.ts';
import type { AppEnv } from './types.ts';
import { validate } from './validate.ts';

/** A handler gets the validated input and answers the endpoint's JSON, or a Response of its own (files, 304). */
export type EndpointHandler<E extends Endpoint> = (
  c: Context<AppEnv>,
  input: EndpointInput<E>,
) => EndpointAnswer<E> | Response | Promise<EndpointAnswer<E> | Response>;

export type Implementation = {
  endpoint: Endpoint;
  handler: EndpointHandler<Endpoint>;
  before: MiddlewareHandler<AppEnv>[];
};

/**
 * The server's side of one declared endpoint. `before` runs after the access check and before the
 * input is validated (a body limit, a throttle, a check with an error of its own).
 */
export function implement<E extends Endpoint>(
  endpoint: E,
  handler: EndpointHandler<E>,
  options: { before?: MiddlewareHandler<AppEnv>[] } = {},
): Implementation {
  return { endpoint, handler: handler as unknown as EndpointHandler<Endpoint>, before: options.before ?? [] };
}

/**
 * Registers implementations as they are declared in src/shared/api/endpoints: method and path,
 * the access check (token kind and roles), then validation of path, query and body in that order.
 */
export function endpointRoutes(...implementations: Implementation[]): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  for (const { endpoint, handler, before } of implementations) {
    const { access, params, query, body } = endpoint;
    const route = routeTemplate(endpoint);
    const chain: MiddlewareHandler<AppEnv>[] = [
      (c, next) => {
        c.set('route', route);
        return next();
      },
      ...(access.token === 'none' ? [] : [requireToken(access.token, [...access.roles])]),
      ...before,
      ...(params ? [validate('param', params)] : []),
      ...(query ? [validate('query', query)] : []),
      ...(body ? [validate('json', body)] : []),
    ];
    router.on(endpoint.method, [endpoint.path], ...chain, async (c) => {
      const valid = (target: 'param' | 'query' | 'json'): unknown => c.req.valid(target as never);
      const input = {
        params: params ? valid('param') : undefined,
        query: query ? valid('query') : undefined,
        body: body ? valid('json') : undefined,
      } as EndpointInput<Endpoint>;
      const answer = await handler(c, input);
      return answer instanceof Response ? answer : c.json(answer as object);
    });
  }
  return router;
}
