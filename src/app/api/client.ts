import { t } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import * as v from 'valibot';
import { fillPath, isFileAnswer, type Endpoint } from '#shared/api/endpoint.ts';
import { API_BASE } from '#shared/api/paths.ts';
import type { ErrorEnvelope } from '#shared/errors.ts';
import { getSession } from '../session/session-store.ts';
import { ApiError } from './api-error.ts';
import { somethingWentWrong } from './mutation-errors.ts';

type Schema = v.GenericSchema;
type Part<S, K extends string> = S extends Schema ? { [P in K]: v.InferInput<S> } : { [P in K]?: never };
/** Path and query values travel as text; ids may be given as numbers. */
type Textual<S, K extends string> = S extends Schema
  ? { [P in K]: { [F in keyof v.InferInput<S>]: v.InferInput<S>[F] | number } }
  : { [P in K]?: never };

/** What a call sends: its path parameters, query and body as declared, or a multipart form. */
export type CallInput<E extends Endpoint> = Textual<E['params'], 'params'> &
  Textual<E['query'], 'query'> &
  Part<E['body'], 'body'> & {
    form?: E['form'] extends Schema ? FormData : never;
    /** A token from a link (invitation, reset) instead of the session's. */
    token?: string;
    /** The language of the answer, when not the app's. */
    lang?: string;
  };

/** A file answer: its bytes and the name the server gave it (Content-Disposition), if any. */
export type FileResult = { blob: Blob; fileName: string | null };

/** What a call answers: the response schema's parsed output, or a file. */
export type CallResult<E extends Endpoint> = E['response'] extends Schema ? v.InferOutput<E['response']> : FileResult;

/** Called when the server says the session is gone (AUTHORIZATION_REQUIRED); set by the app shell. */
let onUnauthorized: (() => void) | undefined;
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

const networkError = () =>
  new ApiError(0, 'NETWORK', t({ id: 'common.network_error', message: 'Keine Verbindung zum Server.' }));

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const pairs = Object.entries(query).filter(([, value]) => value !== undefined && value !== null);
  return pairs.length === 0 ? '' : `?${new URLSearchParams(pairs.map(([k, value]) => [k, String(value)])).toString()}`;
}

/** The address of a call: /api, the path with its parameters filled in, and the query. */
export const addressOf = (
  endpoint: Endpoint,
  input: { params?: Record<string, string | number>; query?: Record<string, unknown> },
) => `${API_BASE}${fillPath(endpoint.path, input.params)}${queryString(input.query)}`;

/**
 * Sends a call and answers the server's raw response, whatever its status: for the few callers that
 * keep the response itself (the offline store of course material). A failed connection is an
 * ApiError of status 0 ("NETWORK").
 */
export async function send<E extends Endpoint>(endpoint: E, input: CallInput<E>): Promise<Response> {
  const {
    params,
    query,
    body,
    form,
    token: linkToken,
    lang,
  } = input as CallInput<Endpoint> & {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
    body?: unknown;
    form?: FormData;
  };
  const headers: Record<string, string> = { 'Accept-Language': lang ?? (i18n.locale || 'de') };
  if (!isFileAnswer(endpoint.response)) headers.Accept = 'application/json';
  const token = endpoint.access.token === 'none' ? undefined : (linkToken ?? getSession()?.token);
  if (token) headers.Authorization = token;
  if (endpoint.method === 'GET') {
    headers['Cache-Control'] = 'no-cache';
    headers.Pragma = 'no-cache';
  }
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(addressOf(endpoint, { params, query }), {
      method: endpoint.method,
      headers,
      body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
      cache: endpoint.method === 'GET' ? 'no-store' : 'default',
    });
  } catch {
    throw networkError();
  }
}

/**
 * The one way the app talks to /api/: an endpoint of the shared contract (src/shared/api/endpoints)
 * with its typed input. Adds the token (a public call goes without, so a blocked company's session
 * never stands in its way) and the language, turns the error envelope into an ApiError with the
 * server's translated message, and checks the answer against the endpoint's schema.
 */
export async function call<E extends Endpoint>(endpoint: E, input: CallInput<E>): Promise<CallResult<E>> {
  const response = await send(endpoint, input);
  if (!response.ok) {
    const apiError = toApiError(response.status, await response.json().catch(() => null));
    if (apiError.code === 'AUTHORIZATION_REQUIRED' && !input.token) onUnauthorized?.();
    throw apiError;
  }
  if (isFileAnswer(endpoint.response)) {
    const fileName = dispositionFileName(response.headers.get('Content-Disposition'));
    return { blob: await response.blob(), fileName } as CallResult<E>;
  }
  const parsed = v.safeParse(endpoint.response, await response.json().catch(() => null));
  if (!parsed.success) throw new ApiError(response.status, 'INVALID_RESPONSE', somethingWentWrong());
  return parsed.output as CallResult<E>;
}

/** The error envelope of a failed answer as an ApiError (the message is already translated). */
function toApiError(status: number, payload: unknown): ApiError {
  const error = (payload as Partial<ErrorEnvelope> | null)?.error;
  return new ApiError(status, error?.code ?? 'INTERNAL', error?.message ?? somethingWentWrong(), error?.details ?? []);
}

/** The file name a server gave in Content-Disposition: the exact RFC 5987 `filename*`, else the plain `filename`. */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // a broken encoding: try the plain name
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1] || null;
}
