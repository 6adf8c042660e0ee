import { t } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import * as v from 'valibot';
import type { ErrorEnvelope } from '#shared/errors.ts';
import { getSession } from '../session/session-store.ts';
import { ApiError } from './api-error.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export type CallOptions<S extends v.GenericSchema> = {
  body?: unknown;
  /** A multipart form instead of a JSON body (file uploads). */
  form?: FormData;
  /** The schema the answer must match (from src/shared/api). */
  schema?: S;
  /** A token from a link (invitation, reset) instead of the session's. */
  token?: string;
};

/** Called when the server says the session is gone (AUTHORIZATION_REQUIRED); set by the app shell. */
let onUnauthorized: (() => void) | undefined;
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/**
 * The one way the app talks to /api/: token and language headers, no-cache on GET, the error
 * envelope turned into an ApiError, and the answer checked against the shared schema.
 */
export async function callApi<S extends v.GenericSchema = v.GenericSchema>(
  method: Method,
  path: string,
  options: CallOptions<S> = {},
): Promise<v.InferOutput<S>> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': i18n.locale || 'de' };
  const token = options.token ?? getSession()?.token;
  if (token) headers.Authorization = token;
  if (method === 'GET') {
    headers['Cache-Control'] = 'no-cache';
    headers.Pragma = 'no-cache';
  }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      cache: method === 'GET' ? 'no-store' : 'default',
    });
  } catch {
    throw new ApiError(0, 'NETWORK', t({ id: 'common.network_error', message: 'Keine Verbindung zum Server.' }));
  }

  const payload: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    const apiError = toApiError(response.status, payload);
    if (apiError.code === 'AUTHORIZATION_REQUIRED' && !options.token) onUnauthorized?.();
    throw apiError;
  }
  if (!options.schema) return payload as v.InferOutput<S>;
  const parsed = v.safeParse(options.schema, payload);
  if (!parsed.success) {
    throw new ApiError(
      response.status,
      'INVALID_RESPONSE',
      t({ id: 'common.something_went_wrong', message: 'Etwas ist schiefgelaufen.' }),
    );
  }
  return parsed.output;
}

/** The error envelope of a failed answer as an ApiError (the message is already translated). */
function toApiError(status: number, payload: unknown): ApiError {
  const error = (payload as Partial<ErrorEnvelope> | null)?.error;
  return new ApiError(
    status,
    error?.code ?? 'INTERNAL',
    error?.message ?? t({ id: 'common.something_went_wrong', message: 'Etwas ist schiefgelaufen.' }),
    error?.details ?? [],
  );
}

/**
 * A public file of /api/ (e.g. the agreement PDF) as a blob. It goes without the session token:
 * the file is public (spec.md section 7, "public file storage"), and so the blocked-actions rule,
 * which applies to sessions, never stands between an employer and the contract they must read.
 */
export async function fetchPublicFile(path: string): Promise<Blob> {
  let response: Response;
  try {
    // The server sets how long the file may be kept (it changes only with a new deployment).
    response = await fetch(`/api${path}`, { headers: { 'Accept-Language': i18n.locale || 'de' } });
  } catch {
    throw new ApiError(0, 'NETWORK', t({ id: 'common.network_error', message: 'Keine Verbindung zum Server.' }));
  }
  if (!response.ok) throw toApiError(response.status, await response.json().catch(() => null));
  return response.blob();
}
