import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERROR_MESSAGE_IDS, type ErrorCode, type ErrorDetail } from '#shared/errors.ts';

/** An error that becomes the /api/ error envelope; `params` fill the message template. */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: ErrorCode;
  readonly params: Record<string, string | number>;
  readonly details: ErrorDetail[] | undefined;
  readonly headers: Record<string, string>;

  constructor(
    status: ContentfulStatusCode,
    code: ErrorCode,
    options: {
      params?: Record<string, string | number>;
      details?: ErrorDetail[];
      headers?: Record<string, string>;
    } = {},
  ) {
    super(ERROR_MESSAGE_IDS[code]);
    this.status = status;
    this.code = code;
    this.params = options.params ?? {};
    this.details = options.details;
    this.headers = options.headers ?? {};
  }
}

export const unauthorized = () => new HttpError(401, 'AUTHORIZATION_REQUIRED');
export const forbidden = () => new HttpError(403, 'ACCESS_DENIED');
export const notFound = () => new HttpError(404, 'NOT_FOUND');
export const actionsBlocked = () => new HttpError(403, 'ACTIONS_BLOCKED');
export const emailTaken = () => new HttpError(409, 'EMAIL_ALREADY_EXISTS');
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, 'RATE_LIMITED', {
    params: { seconds: retryAfterSeconds },
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });

/** VALIDATION_FAILED for one field that a rule beyond the schema refused (e.g. a quiz answer). */
export const fieldError = (path: string, message: string) =>
  new HttpError(400, 'VALIDATION_FAILED', { params: { fields: path }, details: [{ path, message }] });
