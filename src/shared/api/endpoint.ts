import type * as v from 'valibot';
import type { Role } from '../constants.ts';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * Who may make a call. `none`: anyone, no token needed. Otherwise a token of that kind
 * (`session` after sign-in, `invitation` or `reset` from a link) whose person has one of `roles`.
 * A token of another kind counts as no token. Company ownership is checked by the call itself.
 */
export type Access =
  { readonly token: 'none' } | { readonly token: 'session' | 'invitation' | 'reset'; readonly roles: readonly Role[] };

/** The kinds of file an answer may be. */
export type FileType =
  | 'application/pdf'
  | 'application/json'
  | 'text/csv'
  | 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A file in the answer instead of JSON (certificates, the agreement, data exports); a list when
 * the request chooses among several (a `format` in the query).
 */
export type FileAnswer = { readonly file: FileType | readonly FileType[] };

type Schema = v.GenericSchema;

/**
 * One /api/ call, declared once: the server registers and guards it from this, the app calls it
 * through it, the authorization matrix checks it, and the OpenAPI document is generated from it.
 * `path` is relative to /api and uses Hono's syntax (`:id`, with an optional `{pattern}`).
 */
export type Endpoint = {
  readonly method: HttpMethod;
  readonly path: string;
  readonly summary: string;
  /** The group in the reference (one per area of the product). */
  readonly tag: string;
  readonly access: Access;
  readonly params?: Schema;
  readonly query?: Schema;
  /** A JSON body. */
  readonly body?: Schema;
  /** A multipart form with a file instead of a JSON body (the employee-list upload). */
  readonly form?: Schema;
  /** The largest request body in bytes, where it is not the API's JSON limit (a form with a file). */
  readonly bodyLimit?: number;
  /** The answer of a success: JSON of this schema, or a file. */
  readonly response: Schema | FileAnswer;
  /** Answers carry an ETag and a revalidation may get `304 Not Modified`. */
  readonly revalidates?: true;
  /** More words for the reference, where the summary is not enough. */
  readonly description?: string;
};

/** Declares an endpoint, keeping its literal types for the server's handlers and the app's client. */
export const endpoint = <const E extends Endpoint>(declaration: E): E => declaration;

type Out<S> = S extends Schema ? v.InferOutput<S> : undefined;

/** What a handler receives, validated. */
export type EndpointInput<E extends Endpoint> = {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  form: Out<E['form']>;
};

/** What the server sends for a success: the wire form of the answer's schema. */
export type EndpointAnswer<E extends Endpoint> = E['response'] extends Schema ? v.InferInput<E['response']> : never;

export const isFileAnswer = (response: Endpoint['response']): response is FileAnswer => 'file' in response;

/** `METHOD /api/path` with parameters as Hono names them and without their patterns: `GET /api/employee/:id`. */
export const endpointKey = (e: Pick<Endpoint, 'method' | 'path'>): string =>
  `${e.method} /api${e.path.replace(/\{[^}]*\}/g, '')}`;

/** The path with its parameters filled in: `/employee/:id{[0-9]+}` with `{ id: 7 }` → `/employee/7`. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)(\{[^}]*\})?/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
