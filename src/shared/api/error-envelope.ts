import * as v from 'valibot';
import { ERROR_MESSAGE_IDS, type ErrorCode } from '../errors.ts';

const ERROR_CODES = Object.keys(ERROR_MESSAGE_IDS) as [ErrorCode, ...ErrorCode[]];

/** The answer of every failed /api/ call: a stable `code` for programs, a `message` in the request's language. */
export const ErrorEnvelope = v.object({
  error: v.object({
    statusCode: v.number(),
    code: v.picklist(ERROR_CODES),
    message: v.string(),
    details: v.optional(v.array(v.object({ path: v.string(), message: v.string(), code: v.optional(v.string()) }))),
  }),
});
