import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { Endpoint, EndpointAnswer, EndpointInput } from '#shared/api/endpoint.ts';
import { routeTemplate } from './route-template.ts';
import { requireToken } from './auth.ts';
import type { AppEnv } from './types.ts';
import { HttpError } from '../core/errors.ts';
import { JSON_BODY_LIMIT, bodySizeLimit } from './body-size-limit.ts';
import { type FormRefusal, jsonBodyOnly, validate, validateForm } from './validate.ts';

/** A handler gets the validated input and answers the endpoint's JSON, or a Response of its own (files, 304). */
export type EndpointHandler<E extends Endpoint> = (
  c: Context<AppEnv>,
  input: EndpointInput<E>,
) => EndpointAnswer<E> | Response | Promise<EndpointAnswer<E> | Response>;

/** How a request larger than the endpoint's limit is answered (it must throw or answer). */
type TooLarge = (c: Context<AppEnv>) => Response | Promise<Response>;

type Options = {
  before?: MiddlewareHandler<AppEnv>[];
  /** The answer to a body over the endpoint's limit; 413 PAYLOAD_TOO_LARGE by default. */
  tooLarge?: TooLarge;
  /** The error for a multipart form the schema refuses; VALIDATION_FAILED by default. */
  formRefused?: FormRefusal;
};

export type Implementation = {
  endpoint: Endpoint;
  handler: EndpointHandler<Endpoint>;
  options: Options;
};

const payloadTooLarge: TooLarge = () => {
  throw new HttpError(413, 'PAYLOAD_TOO_LARGE');
};

/**
 * The server's side of one declared endpoint. `before` runs after the access check and before the
 * input is validated (a throttle, a check with an error of its own).
 */
export function implement<E extends Endpoint>(
  endpoint: E,
  handler: EndpointHandler<E>,
  options: Options = {},
): Implementation {
  return { endpoint, handler: handler as unknown as EndpointHandler<Endpoint>, options };
}

/**
 * Registers implementations as they are declared in src/shared/api/endpoints: method and path,
 * the body's size limit (the endpoint's `bodyLimit`, else the JSON limit), the access check (token
 * kind and roles), then validation of path, query and JSON body or form, in that order.
 */
export function endpointRoutes(...implementations: Implementation[]): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  for (const { endpoint, handler, options } of implementations) {
    const { access, params, query, body, form } = endpoint;
    const route = routeTemplate(endpoint);
    const chain: MiddlewareHandler<AppEnv>[] = [
      (c, next) => {
        c.set('route', route);
        return next();
      },
      bodySizeLimit(endpoint.bodyLimit ?? JSON_BODY_LIMIT, options.tooLarge ?? payloadTooLarge),
      ...(access.token === 'none' ? [] : [requireToken(access.token, [...access.roles])]),
      ...(options.before ?? []),
      ...(params ? [validate('param', params)] : []),
      ...(query ? [validate('query', query)] : []),
      ...(body ? [jsonBodyOnly, validate('json', body)] : []),
      ...(form ? [validateForm(form, options.formRefused)] : []),
    ];
    router.on(endpoint.method, [endpoint.path], ...chain, async (c) => {
      const valid = (target: 'param' | 'query' | 'json' | 'form'): unknown => c.req.valid(target as never);
      const input = {
        params: params ? valid('param') : undefined,
        query: query ? valid('query') : undefined,
        body: body ? valid('json') : undefined,
        form: form ? valid('form') : undefined,
      } as EndpointInput<Endpoint>;
      const answer = await handler(c, input);
      return answer instanceof Response ? answer : c.json(answer as object);
    });
  }
  return router;
}
