import * as v from 'valibot';
import { NOT_IN_ONE_LINE } from '#shared/api/common.ts';
import type { ScimUserRow } from './scim-users.repository.ts';
import { ScimError, invalidValue } from './scim-errors.ts';

/** The SCIM User as the portal keeps it (decision 107): userName is the sign-in address. */

export const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const NAME_MAX = 100;
const EmailSchema = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254), v.email());

/** What a SCIM request may set on a person; unset fields stay as they are. */
export type UserFields = {
  email?: string;
  firstname?: string;
  lastname?: string;
  active?: boolean;
  externalId?: string | null;
};

export type JsonObject = Record<string, unknown>;
export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A case-insensitive property (SCIM attribute names are case-insensitive, RFC 7643 §2.1). */
export function attribute(object: JsonObject, name: string): unknown {
  const lower = name.toLowerCase();
  for (const [key, value] of Object.entries(object)) if (key.toLowerCase() === lower) return value;
  return undefined;
}

export function parseEmail(value: unknown, field = 'userName'): string {
  const parsed = v.safeParse(EmailSchema, value);
  if (!parsed.success) {
    throw field === 'userName'
      ? new ScimError(400, 'invalidUserName', { scimType: 'invalidValue' })
      : invalidValue(field);
  }
  return parsed.output;
}

export function parseName(value: unknown, field: string): string {
  if (typeof value !== 'string') throw invalidValue(field);
  const name = value.replace(/[ \t]+/g, ' ').trim();
  if (name.length > NAME_MAX || NOT_IN_ONE_LINE.test(name)) throw invalidValue(field);
  return name;
}

/** Entra ID sends booleans as "True"/"False" strings in PATCH; Okta real booleans. */
export function parseBoolean(value: unknown, field: string): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  throw invalidValue(field);
}

export function parseExternalId(value: unknown): string | null {
  if (value === null) return null;
  if (typeof value !== 'string' || value.length > 256 || NOT_IN_ONE_LINE.test(value)) throw invalidValue('externalId');
  return value;
}

/** The fields of a whole User (POST, PUT); attributes the portal does not keep are accepted and left. */
export function parseUser(body: JsonObject): UserFields & { email: string } {
  const fields: UserFields & { email: string } = { email: parseEmail(attribute(body, 'userName')) };
  const name = attribute(body, 'name');
  if (name !== undefined && name !== null) {
    if (!isObject(name)) throw invalidValue('name');
    const given = attribute(name, 'givenName');
    const family = attribute(name, 'familyName');
    if (given !== undefined && given !== null) fields.firstname = parseName(given, 'name.givenName');
    if (family !== undefined && family !== null) fields.lastname = parseName(family, 'name.familyName');
  }
  const active = attribute(body, 'active');
  if (active !== undefined && active !== null) fields.active = parseBoolean(active, 'active');
  const externalId = attribute(body, 'externalId');
  if (externalId !== undefined) fields.externalId = parseExternalId(externalId);
  return fields;
}

/** The person as a SCIM User resource. */
export function scimUser(row: ScimUserRow, groups: ReadonlyArray<{ id: string; display_name: string }>, base: string) {
  return {
    schemas: [USER_SCHEMA],
    id: String(row.id),
    ...(row.directory_external_id ? { externalId: row.directory_external_id } : {}),
    userName: row.email,
    name: { givenName: row.firstname, familyName: row.lastname, formatted: `${row.firstname} ${row.lastname}`.trim() },
    displayName: `${row.firstname} ${row.lastname}`.trim(),
    emails: [{ value: row.email, type: 'work', primary: true }],
    active: row.locked_at === null,
    groups: groups.map((group) => ({
      value: group.id,
      display: group.display_name,
      $ref: `${base}/Groups/${group.id}`,
    })),
    roles: [{ value: row.role, primary: true }],
    meta: {
      resourceType: 'User',
      created: row.created_at.toISOString(),
      lastModified: row.updated_at.toISOString(),
      location: `${base}/Users/${row.id}`,
    },
  };
}
