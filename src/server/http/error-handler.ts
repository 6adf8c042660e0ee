import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ErrorEnvelope } from '#shared/errors.ts';
import { translate } from '../i18n/messages.ts';
import type { AppEnv } from './types.ts';
import { HttpError } from '../core/errors.ts';
import { log } from '../log.ts';

/** PostgreSQL error classes that mean the database is unreachable or shutting down. */
const UNAVAILABLE = /^(08|57P)/;
/** node-postgres's own errors, without a code, for a connection lost in the middle of its work. */
const CONNECTION_LOST = /^(Connection terminated|Client has encountered a connection error|Client was closed)/;

function databaseErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof HTTPException) {
    if (error.status === 413) return new HttpError(413, 'PAYLOAD_TOO_LARGE');
    if (error.status === 400) return new HttpError(400, 'VALIDATION_FAILED', { params: { fields: 'body' } });
  }
  const code = databaseErrorCode(error);
  // A unique index refused a write that raced another: only the address index means "in use".
  if (code === '23505') {
    const constraint = (error as { constraint?: unknown }).constraint;
    return constraint === 'users_email_unique'
      ? new HttpError(409, 'EMAIL_ALREADY_EXISTS')
      : new HttpError(409, 'CONFLICT');
  }
  const lost = !code && error instanceof Error && CONNECTION_LOST.test(error.message);
  if ((code && UNAVAILABLE.test(code)) || code === 'ECONNREFUSED' || code === 'ECONNRESET' || lost) {
    return new HttpError(503, 'SERVICE_UNAVAILABLE', { headers: { 'Retry-After': '5' } });
  }
  return new HttpError(500, 'INTERNAL');
}

/** The one place where failures become the error envelope, in the request's language. */
export function handleError(error: unknown, c: Context<AppEnv>): Response {
  const httpError = toHttpError(error);
  // A 503 the portal says on purpose (not ready, draining) is a state, not a failure to log.
  const deliberate = error instanceof HttpError && error.status === 503;
  if (httpError.status >= 500 && !deliberate) {
    log.error('request failed', {
      method: c.req.method,
      path: c.req.path,
      requestId: c.get('requestId'),
      error: error instanceof Error ? error.stack : String(error),
    });
  }
  const lang = c.get('lang') ?? 'de';
  const body: ErrorEnvelope = {
    error: {
      statusCode: httpError.status,
      code: httpError.code,
      message: translate(lang, httpError.message as Parameters<typeof translate>[1], httpError.params),
      ...(httpError.details ? { details: httpError.details } : {}),
    },
  };
  for (const [name, value] of Object.entries(httpError.headers)) c.header(name, value);
  return c.json(body, httpError.status);
}
