import { validator } from 'hono/validator';
import * as v from 'valibot';
import type { ErrorCode } from '#shared/errors.ts';
import { HttpError } from '../core/errors.ts';

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
