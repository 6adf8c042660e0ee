import { toJsonSchema, type ConversionConfig } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { ERROR_MESSAGE_IDS } from '../errors.ts';
import { isFileAnswer, type Endpoint } from './endpoint.ts';
import { ErrorEnvelope } from './error-envelope.ts';

type Json = Record<string, unknown>;

/**
 * Schemas describe what travels on the wire: the input side of each valibot schema (before trims
 * and transforms). Checks that JSON Schema cannot say (a policy-number rule) are left out; files
 * of a multipart form are binary strings.
 */
const CONVERSION: ConversionConfig = {
  target: 'draft-2020-12',
  typeMode: 'input',
  errorMode: 'ignore',
  overrideSchema: ({ valibotSchema }) =>
    valibotSchema.type === 'file' || valibotSchema.type === 'blob'
      ? { type: 'string', contentMediaType: 'application/octet-stream' }
      : undefined,
};

function schemaOf(schema: v.GenericSchema): Json {
  const json = toJsonSchema(schema, CONVERSION) as Json;
  delete json.$schema; // the document states its dialect once
  return json;
}

const TAGS: Record<string, string> = {
  Service: 'What anyone may read: liveness, configuration, the agreement, this document.',
  Accounts: 'Signing in and out, registration, password links.',
  People: 'Accounts, the company’s people, invitations and the employee list.',
  Company: 'Company data and the data-processing agreement.',
  Courses: 'The 12 courses, their material and who has them.',
  Progress: 'Learners’ progress, saves made online and offline, the company reset.',
  Certificates: 'Personal and company certificates and their public verification.',
  Statistics: 'Figures of a company and of all companies.',
  Admin: 'The provider’s back office.',
};

const ERROR_ANSWER = { $ref: '#/components/responses/Error' };

function accessText(access: Endpoint['access']): string {
  if (access.token === 'none') return 'Anyone, no token needed.';
  const who = access.roles.join(', ');
  if (access.token === 'session') return `Signed in as: ${who}.`;
  return `With the token of ${access.token === 'reset' ? 'a reset' : 'an invitation'} link of: ${who}.`;
}

function parameters(e: Endpoint): Json[] {
  const pathSchemas = e.params ? ((schemaOf(e.params).properties ?? {}) as Record<string, Json>) : {};
  const inPath = [...e.path.matchAll(/:([A-Za-z]+)/g)].map(([, name = '']) => ({
    name,
    in: 'path',
    required: true,
    schema: pathSchemas[name] ?? { type: 'string' },
  }));
  if (!e.query) return inPath;
  const query = schemaOf(e.query);
  const required = new Set((query.required ?? []) as string[]);
  const inQuery = Object.entries((query.properties ?? {}) as Record<string, Json>).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
  }));
  return [...inPath, ...inQuery];
}

function operation(name: string, e: Endpoint): Json {
  const fileTypes = isFileAnswer(e.response) ? [e.response.file].flat() : [];
  const answer = isFileAnswer(e.response)
    ? Object.fromEntries(
        fileTypes.map((type) => [
          type,
          // A JSON file is an object (its own shape is in the description); other files are bytes.
          { schema: type === 'application/json' ? { type: 'object' } : { type: 'string', contentMediaType: type } },
        ]),
      )
    : { 'application/json': { schema: schemaOf(e.response) } };
  const body = e.body
    ? { required: true, content: { 'application/json': { schema: schemaOf(e.body) } } }
    : e.form
      ? { required: true, content: { 'multipart/form-data': { schema: schemaOf(e.form) } } }
      : undefined;
  const inputs = parameters(e);
  return {
    operationId: name,
    summary: e.summary,
    description: [e.description, accessText(e.access)].filter(Boolean).join('\n\n'),
    tags: [e.tag],
    security: e.access.token === 'none' ? [] : [{ [e.access.token === 'session' ? 'session' : 'linkToken']: [] }],
    ...(inputs.length > 0 ? { parameters: inputs } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: {
      '200': { description: 'Success', content: answer },
      ...(e.revalidates ? { '304': { description: 'Not modified: the ETag sent in If-None-Match still holds' } } : {}),
      '4XX': ERROR_ANSWER,
      '5XX': ERROR_ANSWER,
    },
  };
}

/** The OpenAPI 3.1 document of the declared endpoints. */
export function openApiDocument(endpoints: ReadonlyArray<readonly [string, Endpoint]>, version: string): Json {
  const paths: Record<string, Json> = {};
  for (const [name, e] of endpoints) {
    const path = e.path.replace(/\{[^}]*\}/g, '').replace(/:([A-Za-z]+)/g, '{$1}');
    paths[path] = { ...paths[path], [e.method.toLowerCase()]: operation(name, e) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Awareness portal API',
      version,
      description:
        'The API of the security-awareness training portal. Send the access token’s `id` as ' +
        '`Authorization: <token>` (or `Bearer <token>`) and `Accept-Language: de` or `en`; messages come ' +
        `in that language. Error codes: ${Object.keys(ERROR_MESSAGE_IDS).join(', ')}.`,
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/api' }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'A session token from sign-in.' },
        linkToken: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'The token of an invitation or reset link.',
        },
      },
      responses: {
        Error: {
          description: 'The error envelope',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
        },
      },
      schemas: { ErrorEnvelope: schemaOf(ErrorEnvelope) },
    },
  };
}
