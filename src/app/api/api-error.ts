import type { ErrorCode, ErrorDetail } from '#shared/errors.ts';

/** A failed call, read from the server's error envelope; `message` is already translated. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'NETWORK' | 'INVALID_RESPONSE';
  readonly details: ErrorDetail[];

  constructor(status: number, code: ApiError['code'], message: string, details: ErrorDetail[] = []) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The server's (translated) message of a failed call, or `fallback` when there is none. */
export const serverMessage = (error: unknown, fallback: string) =>
  isApiError(error) && error.message ? error.message : fallback;
