import type { Endpoint } from './endpoint.ts';
import { openApiDocument } from './openapi.ts';

type Json = Record<string, unknown>;
type Operation = {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  parameters?: Array<{ name: string; in: string; required: boolean; schema: Json }>;
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, { content?: Record<string, { schema: Json }> }>;
};

/** A schema in a few words: `string`, `"de" | "en"`, `number[]`, `object`, `null` … */
function typeOf(schema: Json | undefined): string {
  if (!schema) return 'any';
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as Json[]).map(typeOf).join(' | ');
  if (schema.type === 'array') return `${typeOf(schema.items as Json | undefined)}[]`;
  if (schema.type === 'string' && schema.contentMediaType) return 'file';
  return typeof schema.type === 'string' ? schema.type : 'object';
}

/** The fields of an object schema as `name` (type), required ones without a question mark. */
function fields(schema: Json | undefined): string {
  const properties = schema?.properties as Record<string, Json> | undefined;
  if (!properties) return typeOf(schema);
  const required = new Set((schema?.required ?? []) as string[]);
  const list = Object.entries(properties).map(
    ([name, field]) => `\`${name}${required.has(name) ? '' : '?'}\` ${typeOf(field)}`,
  );
  return list.length === 0 ? '(none)' : list.join(', ');
}

const PREAMBLE = `# API reference

<!-- Made by \`npm run docs:api\` from src/shared/api/endpoints; do not edit by hand. -->

Base path \`/api/\`. The whole contract, with every schema, is the OpenAPI 3.1 document the server
serves at \`GET /api/openapi.json\` (made from the same declarations; \`npm run lint:api\` lints it).

- **Bodies.** A call that takes a body takes JSON (\`Content-Type: application/json\`); a body declared
  as anything else is 400 \`VALIDATION_FAILED\` on \`body\`, even where every field is optional.
- **Sign-in.** Calls after sign-in send \`Authorization: <token>\` (the \`id\` of the access token
  record; \`Bearer <token>\` works too). Invitation and reset links carry their own token, sent the
  same way. A token of another kind, or of a locked person or a blocked company, counts as none (401;
  \`LINK_INVALID\` for a link's token).
- **Blocked actions.** While a company's employer has not accepted the data-processing agreement, its
  people get 403 \`ACTIONS_BLOCKED\` on every call but those of \`ALLOWED_WHILE_BLOCKED\`
  (src/shared/api/blocked-actions.ts): signing in and out, registration, the password links, the own
  account and company, the agreement PDF, the public configuration and the health check. Admins are
  never blocked.
- **Temporary passwords.** A password someone else set signs in for 7 days, and its session gets 403
  \`PASSWORD_CHANGE_REQUIRED\` on every call but those of \`ALLOWED_BEFORE_PASSWORD_CHANGE\` until the
  person has chosen their own; after the 7 days signing in with it is 403 \`TEMPORARY_PASSWORD_EXPIRED\`.
- **Second factor.** Admins, and customers whose company's \`secondFactorRule\` covers their role,
  must have a second factor: until they have one, their session gets 403
  \`SECOND_FACTOR_SETUP_REQUIRED\` on every call but those of \`ALLOWED_BEFORE_SECOND_FACTOR\` (admins)
  or \`ALLOWED_BEFORE_COMPANY_SECOND_FACTOR\` (customers: signing out, the own account, the own
  sessions and setting a factor up).
- **Passwords.** Every password set needs 15 to 128 characters and a zxcvbn score of at least 2, the
  person's names, address and company, the insurer's brand, the portal's words and the years around
  now counting as known words, read also without separators and repeats (400 \`PASSWORD_TOO_SHORT\` or \`PASSWORD_TOO_WEAK\`),
  and must not be known from data leaks: a bundled list of common ones and the k-anonymity range API of
  Have I Been Pwned, which is sent five hex characters of the SHA-1 only (400 \`PASSWORD_BREACHED\`; a
  look-up that fails or takes longer than 1.5 s is left out). Signing in is never checked against them.
- **Language.** \`Accept-Language: de\` or \`en\`; messages and course material come in that language,
  German when neither fits.
- **Errors.** Every failed call answers \`{"error":{"statusCode":400,"code":"VALIDATION_FAILED","message":"…","details":[…]}}\`:
  \`code\` is stable for programs (the catalogue is in docs/product.md §8 and src/shared/errors.ts),
  \`message\` is in the request's language, \`details\` names the fields at fault.
- **Limits.** JSON bodies up to 100 KB; the employee-list upload a multipart body of up to 2.5 MB.
  GET answers are not cached (\`Cache-Control: no-store\`) unless a call says otherwise; JSON answers
  of 1 KB and more come compressed when the client accepts it. Sign-in, registration, mails, uploads
  and certificate downloads are throttled: 429 \`RATE_LIMITED\` with \`Retry-After\` in seconds. Without
  its database the server answers 503 \`SERVICE_UNAVAILABLE\`.
- **Who.** Company ownership is checked by each call on top of the roles named here: people act in
  their own company only, admins in every company. Admins get 404 \`NOT_FOUND\` for an id that names
  nobody or the wrong kind of account; their changes are written to the audit log (\`/audit-log\`).
- **SCIM.** Directory sync (decision 107) answers outside this base path, at
  \`/scim/v2/{companyId}\` with the shapes and errors of RFC 7643/7644 and the company's SCIM token;
  [scim.md](scim.md) lists those calls. The employer's calls for the token are under *Directory sync*.

In the tables, a field with \`?\` is optional.
`;

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n+/g, ' ');

/**
 * docs/api.md, made from the endpoint contract (`npm run docs:api`): per area a table of the calls
 * with who may make them, what they take and what they answer. The OpenAPI document at
 * GET /api/openapi.json holds the full schemas.
 */
export function apiReference(endpoints: ReadonlyArray<readonly [string, Endpoint]>): string {
  const document = openApiDocument(endpoints, '') as { paths: Record<string, Record<string, Operation>> };
  const byTag = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const query = (op.parameters ?? []).filter((p) => p.in === 'query');
      const body = op.requestBody?.content['application/json']?.schema;
      const form = op.requestBody?.content['multipart/form-data']?.schema;
      const sends = [
        ...(query.length > 0 ? [`query ${query.map((p) => `\`${p.name}${p.required ? '' : '?'}\``).join(', ')}`] : []),
        ...(body ? [`JSON ${fields(body)}`] : []),
        ...(form ? [`form ${fields(form)}`] : []),
      ].join('; ');
      const answer = op.responses['200']?.content ?? {};
      const json = answer['application/json']?.schema;
      const answers = json ? fields(json.type === 'array' ? (json.items as Json) : json) : Object.keys(answer).join();
      const list = json?.type === 'array' ? 'list of: ' : '';
      // The document's description is the endpoint's own words, then who may call it.
      const [who = '', ...more] = op.description.split('\n\n').reverse();
      const what = [op.summary, ...more.reverse()].join('. ');
      const row = `| \`${method.toUpperCase()} ${path}\` | ${cell(what)} | ${cell(who)} | ${cell(sends || '–')} | ${cell(list + answers)} |`;
      const tag = op.tags[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), row]);
    }
  }
  const sections = [...byTag].map(
    ([tag, rows]) =>
      `## ${tag}\n\n| Call | What | Who | Sends | Answers |\n|---|---|---|---|---|\n${rows.join('\n')}\n`,
  );
  return `${PREAMBLE}\n${sections.join('\n')}`;
}
