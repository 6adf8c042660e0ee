import { GROUP_SCHEMA } from './scim-groups.ts';
import { USER_SCHEMA } from './scim-user.ts';
import { listResponse } from './scim-filter.ts';

/** The discovery documents (RFC 7644 §4), minimal: what the portal supports and no more. */

export function serviceProviderConfig(base: string) {
  return {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig'],
    documentationUri: 'https://datatracker.ietf.org/doc/html/rfc7644',
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: 200 },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: false },
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'Bearer token',
        description: 'The company’s SCIM token, made by the employer in the portal.',
        primary: true,
      },
    ],
    meta: { resourceType: 'ServiceProviderConfig', location: `${base}/ServiceProviderConfig` },
  };
}

export function resourceTypes(base: string) {
  const types = [
    { id: 'User', name: 'User', endpoint: '/Users', schema: USER_SCHEMA },
    { id: 'Group', name: 'Group', endpoint: '/Groups', schema: GROUP_SCHEMA },
  ].map((type) => ({
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:ResourceType'],
    ...type,
    meta: { resourceType: 'ResourceType', location: `${base}/ResourceTypes/${type.id}` },
  }));
  return listResponse(types, types.length, 1);
}

const attribute = (name: string, type: string, extra: Record<string, unknown> = {}) => ({
  name,
  type,
  multiValued: false,
  required: false,
  caseExact: false,
  mutability: 'readWrite',
  returned: 'default',
  uniqueness: 'none',
  ...extra,
});

export function schemas(base: string) {
  const list = [
    {
      id: USER_SCHEMA,
      name: 'User',
      description: 'A person of the company; userName is the sign-in address.',
      attributes: [
        attribute('userName', 'string', { required: true, uniqueness: 'server' }),
        attribute('name', 'complex', {
          subAttributes: [attribute('givenName', 'string'), attribute('familyName', 'string')],
        }),
        attribute('active', 'boolean'),
        attribute('externalId', 'string', { caseExact: true }),
        attribute('emails', 'complex', { multiValued: true, subAttributes: [attribute('value', 'string')] }),
        attribute('groups', 'complex', { multiValued: true, mutability: 'readOnly' }),
      ],
    },
    {
      id: GROUP_SCHEMA,
      name: 'Group',
      description: 'A directory group; its name may make its members managers.',
      attributes: [
        attribute('displayName', 'string', { required: true }),
        attribute('members', 'complex', { multiValued: true, subAttributes: [attribute('value', 'string')] }),
      ],
    },
  ].map((schema) => ({
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:Schema'],
    ...schema,
    meta: { resourceType: 'Schema', location: `${base}/Schemas/${schema.id}` },
  }));
  return listResponse(list, list.length, 1);
}
