import fc from 'fast-check';
import type * as v from 'valibot';

/**
 * Generators of hostile input for the API: strings and values that break types, bounds and
 * parsers, mutations of a valid body that break exactly one field (schema-aware: the field names
 * come from the route's valibot schema), query strings, path segments and headers. The values are
 * plain data, so a failing case prints readably; references to people of the test's world
 * (`{ ref: 'victim' }`) are resolved when the request is sent.
 */

/** SQL, script and template injection, formula injection, number look-alikes and odd unicode. */
export const INJECTIONS = [
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1; SELECT pg_sleep(10) --',
  "' UNION SELECT password_hash FROM users --",
  "' || pg_read_file('/etc/passwd') || '",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '${{7*7}}',
  '{{7*7}}',
  '${7*7}',
  '#{7*7}',
  '<%= 7*7 %>',
  '$(reboot)',
  '`id`',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '\u0000',
  '\u0000admin',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '0x1F',
  '-1',
  '0',
  '00',
  '1.5',
  ' 1',
  '1 ',
  '+1',
  'true',
  '[]',
  '{}',
  '{"$ne":null}',
  '__proto__',
  'constructor',
  'prototype',
  "=cmd|' /C calc'!A0",
  '=HYPERLINK("http://evil.example","x")',
  '+SUM(1+1)',
  '-2+3',
  '@SUM(A1)',
  '\u202Eevil',
  '\uFEFF',
  '\uD800',
  'Ünïcødé 😀 𝔘𝔫𝔦',
  '\r\n',
  'a\u0007b\u001b[31m',
  '%s%s%n',
  '\\',
  'max@example.de\nBcc: someone@example.de',
  'admin@example.de',
  'ADMIN@EXAMPLE.DE ',
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00.000Z',
  '9999-12-31T23:59:59.999Z',
  '+275760-09-13T00:00:00.000Z',
  '2024-02-30T25:61:00Z',
  '1970-01-01T00:00:00+14:00',
  '0000-01-01',
  '9999-12-31',
  '2026-02-30',
] as const;

/** Lengths at and around the limits of the schemas (names 100, e-mail 254, company 200, filter 2000). */
const EDGE_LENGTHS = [0, 1, 99, 100, 101, 199, 200, 201, 253, 254, 255, 1000, 2000, 2001, 20_000] as const;

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...INJECTIONS), weight: 6 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  {
    arbitrary: fc
      .tuple(fc.constantFrom(...EDGE_LENGTHS), fc.constantFrom('a', 'Ä', '😀', ' ', '\u0000', "'"))
      .map(([length, char]) => char.repeat(length)),
    weight: 2,
  },
);

const hostileNumber = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -0,
    1.5,
    2_147_483_647,
    2_147_483_648,
    -2_147_483_649,
    Number.MAX_SAFE_INTEGER + 2,
    1e308,
    -1e308,
    5e-324,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** An object with own `__proto__`, `constructor` or `prototype` keys (JSON.stringify writes them). */
const pollutingObject: fc.Arbitrary<Record<string, unknown>> = fc
  .tuple(
    fc.constantFrom('__proto__', 'constructor', 'prototype'),
    fc.constantFrom({ isAdmin: true }, { role: 'admin' }),
  )
  .map(([key, value]) => withOwnKey({}, key, value));

/** Arrays or objects nested `depth` deep. */
const deeplyNested = fc.tuple(fc.integer({ min: 10, max: 1500 }), fc.boolean()).map(([depth, arrays]) => {
  let value: unknown = 1;
  for (let level = 0; level < depth; level++) value = arrays ? [value] : { a: value };
  return value;
});

/** Any JSON value of a wrong type or out of bounds: what a field must survive. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 6 },
  { arbitrary: hostileNumber, weight: 4 },
  { arbitrary: fc.constantFrom(null, true, false), weight: 2 },
  { arbitrary: fc.array(hostileString, { maxLength: 3 }), weight: 2 },
  { arbitrary: fc.constantFrom([], {}, [null], [1, 2], { eq: 1 }, { $gt: '' }), weight: 2 },
  { arbitrary: pollutingObject, weight: 1 },
  { arbitrary: deeplyNested, weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
);

/** Keys an attacker adds: prototype pollution, privilege fields, odd names. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'role',
    'isAdmin',
    'admin',
    'id',
    'companyId',
    'userId',
    'password_hash',
    'active',
    'locked',
    'blocked',
    '',
    ' ',
    'a.b',
    '$where',
  ),
  hostileString,
);

/** Sets an own, enumerable property, also for `__proto__` (a plain assignment would set the prototype). */
export function withOwnKey(target: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
  return target;
}

/** One way to break a valid body. `path` leads into nested objects of the valid body. */
export type Mutation =
  | { kind: 'none' }
  | { kind: 'set'; path: string[]; value: unknown }
  | { kind: 'delete'; path: string[] }
  | { kind: 'replace'; value: unknown };

/** The field names of an object schema (also inside a pipe), or none. */
export function schemaKeys(schema: v.GenericSchema | undefined): string[] {
  if (!schema || !('entries' in schema)) return [];
  const entries: unknown = schema.entries;
  return typeof entries === 'object' && entries !== null ? Object.keys(entries) : [];
}

/** Paths of the nested plain objects of a value, e.g. [['address']]. */
function objectPaths(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'object' && inner !== null && !Array.isArray(inner)
      ? [[...prefix, key], ...objectPaths(inner, [...prefix, key])]
      : [],
  );
}

/**
 * Near-valid bodies: one field of the schema (or of a nested object of the example) set to a
 * hostile value or removed, an extra field added, or the whole body of another type. `none`
 * keeps the body valid, so that the route's success path is exercised too.
 */
export function mutationOf(keys: string[], example: unknown): fc.Arbitrary<Mutation> {
  const nested = objectPaths(example);
  const fieldPaths = [...keys.map((key) => [key]), ...nested.flatMap((path) => keysAt(example, path))];
  const options: fc.WeightedArbitrary<Mutation>[] = [
    { arbitrary: fc.constant<Mutation>({ kind: 'none' }), weight: 1 },
    {
      arbitrary: fc.record({
        kind: fc.constant('replace' as const),
        value: fc.oneof(hostileValue, fc.constantFrom<unknown>([], null, 'text', 7, [{}])),
      }),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(fc.constantFrom<string[]>([], ...nested), hostileKey, hostileValue)
        .map(([path, key, value]): Mutation => ({ kind: 'set', path: [...path, key], value })),
      weight: 2,
    },
  ];
  if (fieldPaths.length > 0) {
    options.push(
      {
        arbitrary: fc
          .tuple(fc.constantFrom(...fieldPaths), hostileValue)
          .map(([path, value]): Mutation => ({ kind: 'set', path, value })),
        weight: 8,
      },
      {
        arbitrary: fc.constantFrom(...fieldPaths).map((path): Mutation => ({ kind: 'delete', path })),
        weight: 2,
      },
    );
  }
  return fc.oneof(...options);
}

function keysAt(value: unknown, path: string[]): string[][] {
  let inner: unknown = value;
  for (const key of path) inner = (inner as Record<string, unknown>)[key];
  return typeof inner === 'object' && inner !== null ? Object.keys(inner).map((key) => [...path, key]) : [];
}

/** Applies a mutation to a fresh copy of the valid body. */
export function applyMutation(valid: unknown, mutation: Mutation): unknown {
  if (mutation.kind === 'none') return valid;
  if (mutation.kind === 'replace') return mutation.value;
  const copy = structuredClone(valid) as Record<string, unknown>;
  if (typeof copy !== 'object' || copy === null) return copy;
  let target: Record<string, unknown> = copy;
  for (const key of mutation.path.slice(0, -1)) {
    const inner = target[key];
    if (typeof inner !== 'object' || inner === null) return copy;
    target = inner as Record<string, unknown>;
  }
  const last = mutation.path.at(-1) ?? '';
  if (mutation.kind === 'delete') Reflect.deleteProperty(target, last);
  else withOwnKey(target, last, mutation.value);
  return copy;
}

/** A query string: near-valid (one parameter broken, repeated or added) or raw junk. */
export type QueryCase =
  { kind: 'mutated'; mutation: Mutation; repeat: string | undefined } | { kind: 'raw'; text: string };

const RAW_QUERIES = [
  '%',
  '%zz',
  '%E0%A4%A',
  '&&&',
  '=',
  '==',
  '?',
  'a=1&a=2&a=3',
  'filter[where][role]=employer',
  'where[role]=admin',
  'lang[]=de',
  'status=pending&status=all',
  'limit=1e2',
  'limit=-1',
  'limit=0x10',
  '__proto__[admin]=1',
  'constructor[prototype][admin]=1',
  `x=${'a'.repeat(20_000)}`,
  'employeeId=1%00',
  "role=manager' OR '1'='1",
] as const;

export function queryCaseOf(keys: string[], example: Record<string, string>): fc.Arbitrary<QueryCase> {
  return fc.oneof(
    {
      arbitrary: fc.record({
        kind: fc.constant('mutated' as const),
        mutation: queryMutationOf(keys, example),
        repeat: fc.option(fc.constantFrom(...keys, 'x'), { nil: undefined, freq: 8 }),
      }),
      weight: 5,
    },
    {
      arbitrary: fc.record({
        kind: fc.constant('raw' as const),
        text: fc.oneof(fc.constantFrom(...RAW_QUERIES), fc.string({ unit: 'binary-ascii', maxLength: 60 })),
      }),
      weight: 1,
    },
  );
}

function queryMutationOf(keys: string[], example: Record<string, string>): fc.Arbitrary<Mutation> {
  // Query values are text; a hostile value that is not text goes in as its JSON.
  const asText = hostileValue.map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? '')));
  const options: fc.Arbitrary<Mutation>[] = [
    fc.constant<Mutation>({ kind: 'none' }),
    fc.tuple(hostileKey, asText).map(([key, value]): Mutation => ({ kind: 'set', path: [key], value })),
  ];
  const fields = [...new Set([...keys, ...Object.keys(example)])];
  if (fields.length > 0) {
    options.push(
      fc
        .tuple(fc.constantFrom(...fields), asText)
        .map(([key, value]): Mutation => ({ kind: 'set', path: [key], value })),
      fc
        .tuple(fc.constantFrom(...fields), asText)
        .map(([key, value]): Mutation => ({ kind: 'set', path: [key], value })),
      fc.constantFrom(...fields).map((key): Mutation => ({ kind: 'delete', path: [key] })),
    );
  }
  return fc.oneof(...options);
}

export function queryText(example: Record<string, string>, query: QueryCase | undefined): string {
  if (!query) return new URLSearchParams(example).toString();
  if (query.kind === 'raw') return query.text;
  const fields = applyMutation(example, query.mutation);
  const params = new URLSearchParams();
  if (typeof fields === 'object' && fields !== null) {
    for (const [key, value] of Object.entries(fields)) params.append(key, String(value));
  }
  if (query.repeat !== undefined) params.append(query.repeat, params.get(query.repeat) ?? '1');
  return params.toString();
}

/** A path segment: a reference to someone of the world, or hostile text (encoded or raw). */
export type Segment = { ref: string } | { raw: string; encode: boolean };

const HOSTILE_IDS = [
  '0',
  '-1',
  '00',
  '01',
  '1.0',
  '1e3',
  '0x10',
  '2147483647',
  '2147483648',
  '4294967296',
  '99999999999',
  '9'.repeat(400),
  ' 1',
  '1%20',
  '%2e%2e',
  '..',
  '.',
  '%00',
  '%zz',
  '%',
  'null',
  'NaN',
] as const;

export function segmentOf(refs: readonly string[]): fc.Arbitrary<Segment> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...refs).map((ref): Segment => ({ ref })), weight: 3 },
    { arbitrary: fc.constantFrom(...HOSTILE_IDS).map((raw): Segment => ({ raw, encode: false })), weight: 3 },
    { arbitrary: hostileString.map((raw): Segment => ({ raw, encode: true })), weight: 2 },
  );
}

/** The Authorization header: a caller's token in its forms, or a broken one. */
export type AuthCase =
  | { kind: 'token'; style: 'plain' | 'bearer' | 'lower' | 'spaces' }
  | { kind: 'tampered'; how: 'suffix' | 'truncated' | 'case' | 'doubled' }
  | { kind: 'raw'; value: string }
  | { kind: 'none' };

const headerSafe = (text: string) => text.replace(/[^\x20-\x7e\x80-\xff\t]/g, '').trim();

export const authCase: fc.Arbitrary<AuthCase> = fc.oneof(
  {
    arbitrary: fc
      .constantFrom('plain', 'bearer', 'lower', 'spaces')
      .map((style): AuthCase => ({ kind: 'token', style })),
    weight: 16,
  },
  {
    arbitrary: fc
      .constantFrom('suffix', 'truncated', 'case', 'doubled')
      .map((how): AuthCase => ({ kind: 'tampered', how })),
    weight: 1,
  },
  {
    arbitrary: fc
      .oneof(
        fc.constantFrom(
          'Bearer',
          'Bearer ',
          'Basic YWRtaW46YWRtaW4=',
          "Bearer ' OR 1=1 --",
          'Bearer null',
          'undefined',
          'A'.repeat(20),
          'A'.repeat(101),
          'A'.repeat(10_000),
          'Bearer eyJhbGciOiJub25lIn0.eyJyb2xlIjoiYWRtaW4ifQ.',
        ),
        hostileString.map(headerSafe),
      )
      .map((value): AuthCase => ({ kind: 'raw', value })),
    weight: 1,
  },
  { arbitrary: fc.constant<AuthCase>({ kind: 'none' }), weight: 1 },
);

export const acceptLanguage: fc.Arbitrary<string | undefined> = fc.oneof(
  { arbitrary: fc.constant(undefined), weight: 4 },
  {
    arbitrary: fc.constantFrom(
      'de',
      'en',
      'en-US,en;q=0.9,de;q=0.8',
      '*',
      'xx',
      'de;q=abc',
      ',,,;;;',
      'en;q=-1',
      'q=1',
      'de-DE-u-co-phonebk',
      "'; DROP TABLE users; --",
      'a'.repeat(5000),
      '__proto__',
    ),
    weight: 3,
  },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }).map(headerSafe), weight: 1 },
);

/** Other headers a client may send: forwarded addresses, method overrides, cookies. */
export const extraHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { arbitrary: fc.constant({}), weight: 6 },
  {
    arbitrary: fc
      .tuple(
        fc.constantFrom('x-forwarded-for', 'x-http-method-override', 'cookie', 'origin', 'x-requested-with', 'referer'),
        fc.oneof(
          fc.constantFrom('DELETE', '127.0.0.1, 10.0.0.1', 'unknown', '::1', '999.999.999.999', 'a'.repeat(3000)),
          hostileString.map(headerSafe),
        ),
      )
      .map(([name, value]) => ({ [name]: value })),
    weight: 1,
  },
);

/** A JSON route's body: near-valid JSON, or junk bytes with a content type. */
export type BodyCase =
  | { kind: 'json'; mutation: Mutation; contentType: string }
  | { kind: 'raw'; text: string; contentType: string | undefined };

const JSON_TYPES = ['application/json', 'application/json; charset=utf-8', 'application/vnd.api+json'] as const;
const OTHER_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'multipart/form-data',
  'application/json; charset=utf-16',
  'application/xml',
  'application/json, text/plain',
  '',
] as const;

/** Bodies just over the 100 KB JSON limit, and large ones far over it. */
const LIMIT = 100 * 1024;
const RAW_BODIES: readonly string[] = [
  '',
  ' ',
  '{',
  '}',
  '{"a":}',
  "{'a':1}",
  '{"a":1,}',
  '{"a":1}{"b":2}',
  'NaN',
  'undefined',
  'null',
  '[]',
  '"text"',
  '0',
  '-1',
  'true',
  '\uFEFF{}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '\u0000',
  '['.repeat(5000),
  '['.repeat(40_000) + ']'.repeat(40_000),
  '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000),
  `{"x":"${'a'.repeat(LIMIT)}"}`,
  `{"x":"${'a'.repeat(LIMIT * 3)}"}`,
  'a=1&b=2',
  '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--xyz--\r\n',
  '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>',
];

export function bodyCaseOf(keys: string[], example: unknown): fc.Arbitrary<BodyCase> {
  return fc.oneof(
    {
      arbitrary: fc.record({
        kind: fc.constant('json' as const),
        mutation: mutationOf(keys, example),
        contentType: fc.constantFrom(...JSON_TYPES),
      }),
      weight: 7,
    },
    {
      arbitrary: fc.record({
        kind: fc.constant('raw' as const),
        text: fc.oneof(
          { arbitrary: fc.constantFrom(...RAW_BODIES), weight: 3 },
          { arbitrary: fc.string({ unit: 'binary', maxLength: 200 }), weight: 1 },
          { arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)), weight: 1 },
        ),
        contentType: fc.option(fc.constantFrom(...JSON_TYPES, ...OTHER_TYPES), { nil: undefined, freq: 6 }),
      }),
      weight: 3,
    },
    {
      arbitrary: fc.record({
        kind: fc.constant('json' as const),
        mutation: mutationOf(keys, example),
        contentType: fc.constantFrom(...OTHER_TYPES),
      }),
      weight: 1,
    },
  );
}

/** Tampers with a token so that it is well-formed-looking but not a valid one. */
export function tamper(token: string, how: 'suffix' | 'truncated' | 'case' | 'doubled'): string {
  switch (how) {
    case 'suffix':
      return `${token}x`;
    case 'truncated':
      return token.slice(0, -1);
    case 'case':
      return token === token.toUpperCase() ? token.toLowerCase() : token.toUpperCase();
    case 'doubled':
      return `${token}, ${token}`;
  }
}
