import type { Context } from 'hono';
import type { Lang } from '#shared/constants.ts';
import { HttpError } from '../core/errors.ts';
import type { ScimEnv } from './scim-context.ts';
import { log } from '../log.ts';

/** SCIM's error answers (RFC 7644 §3.12): the RFC's shape, `status` as a string, the detail in the request's language. */

export const SCIM_ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';
export const SCIM_CONTENT_TYPE = 'application/scim+json; charset=utf-8';

export type ScimType =
  | 'invalidFilter'
  | 'invalidSyntax'
  | 'invalidValue'
  | 'invalidPath'
  | 'noTarget'
  | 'uniqueness'
  | 'mutability'
  | 'tooMany';

const DETAILS = {
  unauthorized: ['Der SCIM-Token fehlt, ist falsch oder widerrufen.', 'The SCIM token is missing, wrong or revoked.'],
  blocked: ['Der Zugang des Unternehmens ist gesperrt.', 'The company’s access is blocked.'],
  notFound: ['Diese Ressource gibt es nicht.', 'No such resource.'],
  tooLarge: ['Die Anfrage ist größer als 1 MB.', 'The request is larger than 1 MB.'],
  invalidSyntax: ['Der Inhalt ist kein gültiges JSON-Objekt.', 'The body is not a valid JSON object.'],
  invalidFilter: [
    'Unterstützt wird nur ein Filter der Form userName eq "…" (Gruppen: displayName eq "…").',
    'Only a filter of the form userName eq "…" is supported (groups: displayName eq "…").',
  ],
  invalidUserName: [
    'userName muss eine E-Mail-Adresse sein (höchstens 254 Zeichen).',
    'userName must be an e-mail address (at most 254 characters).',
  ],
  invalidValue: ['Ein Wert ist ungültig: {field}.', 'A value is invalid: {field}.'],
  invalidPath: ['Dieser Pfad wird nicht unterstützt: {field}.', 'This path is not supported: {field}.'],
  uniqueness: ['Diese E-Mail-Adresse ist bereits vergeben.', 'This e-mail address is already in use.'],
  employer: [
    'Das Konto der Arbeitgeberin oder des Arbeitgebers wird nur im Portal verwaltet.',
    'The employer’s account is managed in the portal only.',
  ],
  method: ['Diese Methode wird hier nicht unterstützt.', 'This method is not supported here.'],
  rateLimited: [
    'Zu viele Anfragen. Bitte in {seconds} Sekunden erneut versuchen.',
    'Too many requests. Please retry in {seconds} seconds.',
  ],
  unavailable: ['Der Dienst ist gerade nicht erreichbar.', 'The service is unavailable right now.'],
} as const satisfies Record<string, readonly [string, string]>;

export type ScimDetail = keyof typeof DETAILS;

export class ScimError extends Error {
  readonly status: number;
  readonly scimType: ScimType | undefined;
  readonly detail: ScimDetail;
  readonly params: Record<string, string | number>;
  readonly headers: Record<string, string>;
  constructor(
    status: number,
    detail: ScimDetail,
    options: { scimType?: ScimType; params?: Record<string, string | number>; headers?: Record<string, string> } = {},
  ) {
    super(detail);
    this.status = status;
    this.detail = detail;
    this.scimType = options.scimType;
    this.params = options.params ?? {};
    this.headers = options.headers ?? {};
  }
}

export const invalidValue = (field: string) =>
  new ScimError(400, 'invalidValue', { scimType: 'invalidValue', params: { field } });
export const invalidPath = (field: string) =>
  new ScimError(400, 'invalidPath', { scimType: 'invalidPath', params: { field } });
export const scimNotFound = () => new ScimError(404, 'notFound');

function toScimError(error: unknown): ScimError {
  if (error instanceof ScimError) return error;
  if (error instanceof HttpError) {
    if (error.status === 429) {
      return new ScimError(429, 'rateLimited', { params: error.params, headers: error.headers });
    }
    if (error.code === 'EMAIL_ALREADY_EXISTS') return new ScimError(409, 'uniqueness', { scimType: 'uniqueness' });
    if (error.status === 503) return new ScimError(503, 'unavailable', { headers: error.headers });
    if (error.status === 404) return scimNotFound();
    if (error.status === 403) return new ScimError(403, 'employer');
  }
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  // Two requests for one address at the same moment: the unique index decides.
  if (code === '23505') return new ScimError(409, 'uniqueness', { scimType: 'uniqueness' });
  if (typeof code === 'string' && /^(08|57P)/.test(code))
    return new ScimError(503, 'unavailable', { headers: { 'Retry-After': '5' } });
  return new ScimError(500, 'unavailable');
}

export function scimErrorBody(error: ScimError, lang: Lang) {
  const text = DETAILS[error.detail][lang === 'en' ? 1 : 0] as string;
  const detail = text.replace(/\{(\w+)\}/g, (_, name: string) => String(error.params[name] ?? ''));
  return {
    schemas: [SCIM_ERROR_SCHEMA],
    status: String(error.status),
    ...(error.scimType ? { scimType: error.scimType } : {}),
    detail,
  };
}

/** The SCIM router's error handler: every failure in the RFC's shape. */
export function handleScimError(error: unknown, c: Context<ScimEnv>): Response {
  const scimError = toScimError(error);
  if (scimError.status >= 500) {
    log.error('scim request failed', {
      method: c.req.method,
      requestId: c.get('requestId'),
      error: error instanceof Error ? error.stack : String(error),
    });
  }
  const body = scimErrorBody(scimError, c.get('lang') ?? 'de');
  return new Response(JSON.stringify(body), {
    status: scimError.status,
    headers: { 'content-type': SCIM_CONTENT_TYPE, ...scimError.headers },
  });
}
