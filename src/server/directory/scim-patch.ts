import {
  attribute,
  isObject,
  parseBoolean,
  parseEmail,
  parseExternalId,
  parseName,
  type JsonObject,
  type UserFields,
} from './scim-user.ts';
import { ScimError, invalidPath, invalidValue } from './scim-errors.ts';

/** A PATCH's operations (RFC 7644 §3.5.2), `op` in any case ("Replace" from Entra ID, "replace" from Okta). */
export type PatchOperation = { op: 'add' | 'replace' | 'remove'; path: string | undefined; value: unknown };

export function patchOperations(body: JsonObject): PatchOperation[] {
  const operations = attribute(body, 'Operations');
  if (!Array.isArray(operations) || operations.length === 0 || operations.length > 1000) {
    throw new ScimError(400, 'invalidSyntax', { scimType: 'invalidSyntax' });
  }
  return operations.map((operation) => {
    if (!isObject(operation)) throw new ScimError(400, 'invalidSyntax', { scimType: 'invalidSyntax' });
    const op = attribute(operation, 'op');
    const path = attribute(operation, 'path');
    const kind = typeof op === 'string' ? op.toLowerCase() : '';
    if (kind !== 'add' && kind !== 'replace' && kind !== 'remove') throw invalidValue('op');
    if (path !== undefined && typeof path !== 'string') throw invalidPath(String(path));
    return {
      op: kind,
      path: path === undefined || path.trim() === '' ? undefined : path.trim(),
      value: attribute(operation, 'value'),
    };
  });
}

/** Sets one attribute of the User by its path; attributes the portal does not keep are accepted and left. */
function setUserAttribute(fields: UserFields, path: string, value: unknown): void {
  const key = path.toLowerCase();
  if (key === 'active') fields.active = parseBoolean(value, 'active');
  else if (key === 'username') fields.email = parseEmail(value);
  else if (key === 'externalid') fields.externalId = parseExternalId(value);
  else if (key === 'name.givenname') fields.firstname = parseName(value, 'name.givenName');
  else if (key === 'name.familyname') fields.lastname = parseName(value, 'name.familyName');
  else if (key === 'name') {
    if (!isObject(value)) throw invalidValue('name');
    for (const [part, partValue] of Object.entries(value)) setUserAttribute(fields, `name.${part}`, partValue);
  }
  // emails[type eq "work"].value, displayName, title, the enterprise extension …: the address is
  // userName (decision 107), the rest the portal does not keep.
}

/** The User fields a PATCH's operations set, in their order. */
export function userPatch(operations: readonly PatchOperation[]): UserFields {
  const fields: UserFields = {};
  for (const { op, path, value } of operations) {
    if (op === 'remove') {
      if (path === undefined) throw new ScimError(400, 'invalidPath', { scimType: 'noTarget', params: { field: '' } });
      const key = path.toLowerCase();
      if (key === 'externalid') fields.externalId = null;
      else if (key === 'username' || key === 'active') throw invalidPath(path);
      continue;
    }
    if (path !== undefined) {
      setUserAttribute(fields, path, value);
      continue;
    }
    if (!isObject(value)) throw invalidValue('value');
    // No path: the value's attributes, some with dotted names ("name.givenName") as Entra ID sends them.
    for (const [name, attributeValue] of Object.entries(value)) setUserAttribute(fields, name, attributeValue);
  }
  return fields;
}
