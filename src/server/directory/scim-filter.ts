import { NOT_IN_ONE_LINE } from '#shared/api/common.ts';
import { ScimError } from './scim-errors.ts';

/**
 * The filters the portal answers (RFC 7644 §3.4.2.2): one `attribute eq "value"`, which is what
 * Entra ID and Okta send to match a person or a group. Anything else is 400 invalidFilter.
 */
export type EqualityFilter = { attribute: string; value: string };

const EQ = /^\s*([A-Za-z][A-Za-z0-9.:_-]*)\s+eq\s+"((?:[^"\\]|\\.)*)"\s*$/i;

export function parseFilter(filter: string | undefined, allowed: readonly string[]): EqualityFilter | undefined {
  if (filter === undefined || filter.trim() === '') return undefined;
  const match = EQ.exec(filter);
  const attribute = allowed.find((name) => name.toLowerCase() === match?.[1]?.toLowerCase());
  if (!match || !attribute || filter.length > 1000)
    throw new ScimError(400, 'invalidFilter', { scimType: 'invalidFilter' });
  let value: string;
  try {
    value = JSON.parse(`"${match[2]}"`) as string;
  } catch {
    throw new ScimError(400, 'invalidFilter', { scimType: 'invalidFilter' });
  }
  // A value no column can hold (a NUL, a line break) matches nothing the portal keeps.
  if (NOT_IN_ONE_LINE.test(value) || value.length > 256)
    throw new ScimError(400, 'invalidFilter', { scimType: 'invalidFilter' });
  return { attribute, value };
}

/** startIndex (1-based, at least 1) and count (0 to 200, 100 by default) of a list request. */
export function parsePaging(startIndex: string | undefined, count: string | undefined) {
  const start = Number.parseInt(startIndex ?? '1', 10);
  const wanted = Number.parseInt(count ?? '100', 10);
  const offset = Number.isFinite(start) && start > 1 ? start - 1 : 0;
  const limit = Number.isFinite(wanted) ? Math.min(Math.max(wanted, 0), 200) : 100;
  return { offset, limit, startIndex: offset + 1 };
}

export const LIST_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';

export function listResponse<T>(resources: T[], total: number, startIndex: number) {
  return {
    schemas: [LIST_SCHEMA],
    totalResults: total,
    startIndex,
    itemsPerPage: resources.length,
    Resources: resources,
  };
}
