import type { Context, MiddlewareHandler } from 'hono';
import { validator } from 'hono/validator';
import * as v from 'valibot';
import type { ErrorCode } from '#shared/errors.ts';
import { HttpError, fieldError } from '../core/errors.ts';
import type { AppEnv } from './types.ts';

type Target = 'json' | 'query' | 'param';

/** Fields whose failure has a message of its own in docs/product.md §8. */
const FIELD_CODES: Record<string, ErrorCode> = { insuranceNumber: 'INSURANCE_NUMBER_INVALID' };

/** Turns valibot issues into the VALIDATION_FAILED error, naming the fields at fault. */
export function validationError(issues: readonly v.BaseIssue<unknown>[]): HttpError {
  const details = issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', message: issue.message }));
  // Own keys only: a field named `__proto__` or `constructor` must not find Object.prototype's.
  const first = details[0]?.path ?? '';
  const own = details.length > 0 && Object.hasOwn(FIELD_CODES, first) ? FIELD_CODES[first] : undefined;
  if (own && details.every((d) => d.path === details[0]?.path)) return new HttpError(400, own, { details });
  const fields = [...new Set(details.map((d) => d.path || 'body'))].join(', ');
  return new HttpError(400, 'VALIDATION_FAILED', { params: { fields }, details });
}

/** Validates one part of the request with a shared schema; handlers read `c.req.valid(target)`. */
export function validate<T extends Target, S extends v.GenericSchema>(target: T, schema: S) {
  return validator(target, (value: unknown) => {
    const result = v.safeParse(schema, value);
    if (!result.success) throw validationError(result.issues);
    return result.output as v.InferOutput<S>;
  });
}

/** A JSON media type, as Hono's validator reads one (`application/json`, `application/…+json`). */
const JSON_MEDIA = /^application\/([\w.-]+\+)?json$/i;

/**
 * Before a JSON body's validation: a body declared as anything but JSON is refused. Hono's
 * validator would read it as `{}`, and a schema whose fields are all optional would then accept
 * what the caller never meant. Without a Content-Type there is no body, as in a POST that sends none.
 */
export const jsonBodyOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const contentType = c.req.header('Content-Type');
  const media = contentType?.split(';')[0]?.trim() ?? '';
  if (contentType !== undefined && !JSON_MEDIA.test(media)) throw fieldError('body', 'a JSON body expected');
  await next();
};

/** The error for a refused multipart form: `issues` what the schema found, none when the body was no readable form. */
export type FormRefusal = (c: Context<AppEnv>, issues: readonly v.BaseIssue<unknown>[] | undefined) => Error;

const refuseForm: FormRefusal = (_c, issues) =>
  issues ? validationError(issues) : fieldError('body', 'multipart form expected');

/**
 * Validates a multipart form with a shared schema (a field sent twice arrives as a list, and the
 * schema refuses it); handlers read `c.req.valid('form')`.
 */
export function validateForm(schema: v.GenericSchema, refuse: FormRefusal = refuseForm): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody({ all: true });
    } catch {
      throw refuse(c, undefined);
    }
    const result = v.safeParse(schema, form);
    if (!result.success) throw refuse(c, result.issues);
    c.req.addValidatedData('form', result.output as Record<string, unknown>);
    return next();
  };
}
