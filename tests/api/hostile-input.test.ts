import { answeredWorkDone } from '../../src/server/core/after-answer.ts';
import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { UploadFileResponse } from '../../src/shared/api/uploads.ts';
import { ImportResponse, UploadPreview } from '../../src/shared/api/admin-uploads.ts';
import { appOn, createApiHarness, type ApiHarness } from '../support/api-harness.ts';
import { HEADER_DE, HEADER_EN, csv, latin1, people, utf8, xlsx, zipBomb, zipParts } from './employee-list-fixtures.ts';
import {
  acceptLanguage,
  applyMutation,
  authCase,
  bodyCaseOf,
  extraHeaders,
  hostileString,
  mutationOf,
  queryCaseOf,
  queryText,
  schemaKeys,
  segmentOf,
  tamper,
  type AuthCase,
  type BodyCase,
  type Mutation,
  type QueryCase,
  type Segment,
} from './hostile-input-arbitraries.ts';
import { ROUTES, type RouteSpec } from './hostile-input-routes.ts';
import {
  WORLD_REFS,
  buildWorld,
  nextTransactionId,
  stateFingerprint,
  worldIntact,
  type CallerKind,
  type World,
  type WorldRef,
} from './hostile-input-world.ts';

/**
 * Hostile input against every /api/ route (issue 10, part 2): property-based requests with
 * malformed, oversized, wrong-typed and injection-laden bodies, queries, path segments, headers
 * and files, sent with valid tokens of the roles that may call each route so that they reach
 * validation. Every response must be below 500; every 4xx must carry the error envelope; a body
 * that the route's own schema refuses must never be accepted; and a refused request must leave
 * the database exactly as it was (checked after every request, table by table).
 */

/** Scales the runs per route (1 in CI); a smaller value gives a quick look. */
const RUN_SCALE = Number(process.env.HOSTILE_INPUT_SCALE ?? 1);

let h: ApiHarness;
let app: App;
let world: World;
let baseline: Record<string, string>;
let baselineXid: string;

async function takeBaseline() {
  baseline = await stateFingerprint(h);
  baselineXid = await nextTransactionId(h);
}

type Counts = { generated: number; pastAuth: number; accepted: number };
const counts = new Map<string, Counts>();

beforeAll(async () => {
  h = await createApiHarness({ DNS_SERVERS: '127.0.0.1:9' });
  app = appOn(h);
  world = await buildWorld(h);
  await takeBaseline();
});

afterAll(async () => {
  const rows = [...counts.entries()].map(([route, c]) => ({ route, ...c }));
  const total = rows.reduce((sum, row) => sum + row.generated, 0);
  const pastAuth = rows.reduce((sum, row) => sum + row.pastAuth, 0);
  const width = Math.max(...rows.map((row) => row.route.length), 5);
  const lines = rows.map(
    (row) =>
      `${row.route.padEnd(width)} ${String(row.generated).padStart(6)} ${String(row.pastAuth).padStart(6)} ${String(row.accepted).padStart(6)}`,
  );
  console.log(
    [
      `${'route'.padEnd(width)}   sent past-auth    2xx`,
      ...lines,
      `${'total'.padEnd(width)} ${String(total).padStart(6)} ${String(pastAuth).padStart(6)}`,
    ].join('\n'),
  );
  await h?.close();
});

// ---------------------------------------------------------------------------------------------
// Files for the two upload routes

type FileContent =
  | 'validCsv'
  | 'validXlsx'
  | 'formulaCsv'
  | 'formulaXlsx'
  | 'latin1Csv'
  | 'commaCsv'
  | 'unknownColumns'
  | 'headerOnly'
  | 'empty'
  | 'png'
  | 'pdf'
  | 'exe'
  | 'randomBytes'
  | 'truncatedXlsx'
  | 'zipWithoutWorkbook'
  | 'xlsxWithEntities'
  | 'zipBomb'
  | 'tooLarge'
  | 'tooManyRows'
  | 'nullBytes'
  | 'hostileNames';

/** Names that a spreadsheet would run as a formula (CSV injection). */
const FORMULA_NAMES = ["=cmd|' /C calc'!A0", '+SUM(1+1)', '-2+3', '@SUM(A1)'] as const;

const formulaRows = FORMULA_NAMES.map((name, index) => [name, name, `formel.${index}@firma.de`]);

const fileContents = new Map<FileContent, Uint8Array>();
function fileContent(kind: FileContent, extra: string): Uint8Array {
  if (kind === 'hostileNames') return utf8(csv([HEADER_DE, [extra, extra, 'hostile@firma.de']]));
  const known = fileContents.get(kind);
  if (known) return known;
  const made = ((): Uint8Array => {
    switch (kind) {
      case 'validCsv':
        return utf8(csv([HEADER_DE, ...people(3, 'gueltig.de')], { bom: true }));
      case 'validXlsx':
        return xlsx([HEADER_EN, ...people(3, 'gueltig.de')]);
      case 'formulaCsv':
        return utf8(csv([HEADER_DE, ...formulaRows]));
      case 'formulaXlsx':
        return xlsx([HEADER_DE, ...formulaRows]);
      case 'latin1Csv':
        return latin1(csv([HEADER_DE, ['Jürgen', 'Weiß', 'j.weiss@firma.de']]));
      case 'commaCsv':
        return utf8('Vorname,Nachname,E-Mail\r\nAnna,Müller,anna@firma.de\r\n');
      case 'unknownColumns':
        return utf8(
          csv([
            [...HEADER_DE, 'Geburtsdatum'],
            ['Anna', 'Müller', 'anna@firma.de', '01.01.1990'],
          ]),
        );
      case 'headerOnly':
        return utf8(csv([HEADER_DE]));
      case 'empty':
        return new Uint8Array(0);
      case 'png':
        return Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
      case 'pdf':
        return utf8('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
      case 'exe':
        return Uint8Array.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]);
      case 'randomBytes':
        return Uint8Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256);
      case 'truncatedXlsx':
        return xlsx([HEADER_DE, ...people(3)]).slice(0, 300);
      case 'zipWithoutWorkbook':
        return zipParts({ 'hello.txt': 'no workbook here' });
      case 'xlsxWithEntities': {
        const parts = {
          '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
          'xl/workbook.xml': `<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x "${'x'.repeat(1000)}"><!ENTITY y "&x;&x;&x;&x;&x;&x;&x;&x;&x;&x;">]><workbook>&y;</workbook>`,
        };
        return zipParts(parts);
      }
      case 'zipBomb':
        return zipBomb(200, 'small');
      case 'tooLarge':
        return utf8(csv([HEADER_DE, ...people(75_000)]));
      case 'tooManyRows':
        return utf8(csv([HEADER_DE, ...people(10_001)]));
      case 'nullBytes':
        return utf8(`Vorname;Nachname;E-Mail\r\nAn\u0000na;Mül\u0000ler;anna\u0000@firma.de\r\n`);
    }
  })();
  fileContents.set(kind, made);
  return made;
}

const FILE_NAMES = [
  'liste.csv',
  'liste.xlsx',
  'LISTE.CSV',
  'liste.exe',
  'liste.csv.exe',
  'liste.pdf',
  'liste',
  '.csv',
  '../../etc/passwd.csv',
  'liste\u0000.csv',
  "'; DROP TABLE uploads; --.csv",
  '<script>alert(1)</script>.xlsx',
  "=cmd|' /C calc'!A0.csv",
  `${'a'.repeat(300)}.csv`,
  'liste 😀.xlsx',
] as const;

type FilePart = { field: string; name: string; content: FileContent; hostile: string; type: string };
type FormCase =
  | { kind: 'form'; files: FilePart[]; fields: [string, Segment][] }
  | { kind: 'raw'; text: string; contentType: string | undefined };

const filePart = (field: fc.Arbitrary<string>): fc.Arbitrary<FilePart> =>
  fc.record({
    field,
    name: fc.constantFrom(...FILE_NAMES),
    content: fc.constantFrom<FileContent>(
      'validCsv',
      'validXlsx',
      'formulaCsv',
      'formulaXlsx',
      'latin1Csv',
      'commaCsv',
      'unknownColumns',
      'headerOnly',
      'empty',
      'png',
      'pdf',
      'exe',
      'randomBytes',
      'truncatedXlsx',
      'zipWithoutWorkbook',
      'xlsxWithEntities',
      'zipBomb',
      'tooLarge',
      'tooManyRows',
      'nullBytes',
      'hostileNames',
    ),
    hostile: hostileString,
    type: fc.constantFrom(
      '',
      'text/csv',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/octet-stream',
      'image/png',
      'text/html',
    ),
  });

function formCaseOf(kind: 'upload' | 'import' | 'policy'): fc.Arbitrary<FormCase> {
  const fileField = fc.oneof(
    { arbitrary: fc.constant('file'), weight: 8 },
    { arbitrary: fc.constantFrom('File', 'files', 'file[]', '', 'uploadId'), weight: 1 },
  );
  const fields: fc.Arbitrary<[string, Segment][]> =
    kind === 'import'
      ? fc.array(
          fc.tuple(
            fc.oneof(
              { arbitrary: fc.constantFrom('uploadId', 'employerId'), weight: 6 },
              { arbitrary: fc.constantFrom('companyId', '__proto__', 'role', 'file'), weight: 1 },
            ),
            segmentOf(['upload', 'employer', 'otherEmployer', 'employee', 'admin']),
          ),
          { maxLength: 3 },
        )
      : kind === 'policy'
        ? fc.array(
            fc.tuple(
              fc.oneof(
                { arbitrary: fc.constantFrom('title', 'policyId'), weight: 6 },
                { arbitrary: fc.constantFrom('companyId', '__proto__', 'file'), weight: 1 },
              ),
              segmentOf(['policy', 'otherCompany', 'company']),
            ),
            { maxLength: 3 },
          )
        : fc.array(
            fc.tuple(fc.constantFrom('companyId', '__proto__', 'name'), segmentOf(['company', 'otherCompany'])),
            {
              maxLength: 1,
            },
          );
  return fc.oneof(
    {
      arbitrary: fc.record({
        kind: fc.constant('form' as const),
        files: fc.array(filePart(fileField), { maxLength: 2 }),
        fields,
      }),
      weight: 8,
    },
    {
      arbitrary: fc.record({
        kind: fc.constant('raw' as const),
        text: fc.constantFrom(
          '',
          '--xyz\r\n',
          '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nVorname;Nachname;E-Mail\r\n',
          '--xyz\r\nContent-Disposition: form-data; name="file"\r\n\r\ntext\r\n--xyz--\r\n',
          '{"file":"liste.csv"}',
          'file=liste.csv',
          `--xyz\r\nContent-Disposition: form-data; name="file"; filename="${'a'.repeat(5000)}.csv"\r\n\r\nx\r\n--xyz--\r\n`,
        ),
        contentType: fc.option(
          fc.constantFrom(
            'multipart/form-data; boundary=xyz',
            'multipart/form-data',
            'multipart/form-data; boundary=',
            'application/json',
            'text/csv',
            'application/x-www-form-urlencoded',
          ),
          { nil: undefined, freq: 6 },
        ),
      }),
      weight: 2,
    },
  );
}

// ---------------------------------------------------------------------------------------------
// One generated request

type Case = {
  caller: CallerKind | undefined;
  auth: AuthCase;
  lang: string | undefined;
  extra: Record<string, string>;
  params: Record<string, Segment>;
  query: QueryCase | undefined;
  filter: Mutation | undefined;
  body: BodyCase | undefined;
  form: FormCase | undefined;
};

function caseOf(route: RouteSpec): fc.Arbitrary<Case> {
  const sample = world;
  const params = Object.fromEntries(Object.entries(route.params ?? {}).map(([name, refs]) => [name, segmentOf(refs)]));
  const query: fc.Arbitrary<QueryCase | undefined> = route.query
    ? queryCaseOf(schemaKeys(route.query.schema), route.query.valid(sample))
    : fc.option(queryCaseOf([], {}), { nil: undefined, freq: 3 });
  const filter: fc.Arbitrary<Mutation | undefined> = route.queryJson
    ? fc.option(mutationOf(schemaKeys(route.queryJson.schema), route.queryJson.valid(sample)), {
        nil: undefined,
        freq: 4,
      })
    : fc.constant(undefined);
  const body: fc.Arbitrary<BodyCase | undefined> = route.json
    ? bodyCaseOf(schemaKeys(route.json.schema), route.json.valid(sample))
    : route.method === 'GET' || route.multipart
      ? fc.constant(undefined)
      : fc.option(bodyCaseOf([], {}), { nil: undefined, freq: 2 });
  return fc.record({
    caller: route.callers.length > 0 ? fc.constantFrom(...route.callers) : fc.constant(undefined),
    auth: authCase,
    lang: acceptLanguage,
    extra: extraHeaders,
    params: fc.record(params),
    query,
    filter,
    body,
    form: route.multipart ? formCaseOf(route.multipart) : fc.constant(undefined),
  });
}

const isWorldRef = (ref: string): ref is WorldRef => (WORLD_REFS as readonly string[]).includes(ref);

function segmentText(segment: Segment): string {
  if ('ref' in segment) {
    if (segment.ref.startsWith('=')) return segment.ref.slice(1);
    return isWorldRef(segment.ref) ? String(world.ids[segment.ref]) : segment.ref;
  }
  if (!segment.encode) return segment.raw;
  // A lone surrogate has no UTF-8 form: it goes as the replacement character's bytes.
  return encodeURIComponent(segment.raw.toWellFormed());
}

function authorization(route: RouteSpec, c: Case): string | undefined {
  const token = world.tokens[c.caller ?? 'employee'];
  switch (c.auth.kind) {
    case 'none':
      return undefined;
    case 'raw':
      return c.auth.value;
    case 'tampered':
      return tamper(token, c.auth.how);
    case 'token':
      if (route.callers.length === 0 && c.caller === undefined) return undefined;
      return { plain: token, bearer: `Bearer ${token}`, lower: `bearer ${token}`, spaces: `  Bearer   ${token}  ` }[
        c.auth.style
      ];
  }
}

type Built = { path: string; init: RequestInit; jsonSent: unknown; jsonChecked: boolean };

function build(route: RouteSpec, c: Case): Built {
  let path = route.pattern.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) => {
    const segment = c.params[name];
    return segment ? segmentText(segment) : '1';
  });
  let queryString = route.query || c.query ? queryText(route.query?.valid(world) ?? {}, c.query) : '';
  if (route.queryJson && c.filter) {
    const filter = applyMutation(route.queryJson.valid(world), c.filter);
    queryString = new URLSearchParams({ [route.queryJson.key]: JSON.stringify(filter) ?? '' }).toString();
  }
  if (queryString) path += `?${queryString}`;

  const headers: Record<string, string> = {
    'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    ...c.extra,
  };
  const auth = authorization(route, c);
  if (auth !== undefined) headers.authorization = auth;
  if (c.lang !== undefined) headers['accept-language'] = c.lang;

  let body: string | FormData | undefined;
  let jsonSent: unknown;
  let jsonChecked = false;
  if (c.body) {
    if (c.body.kind === 'json') {
      const payload = applyMutation(route.json?.valid(world) ?? {}, c.body.mutation);
      body = JSON.stringify(payload) ?? '';
      jsonSent = JSON.parse(body) as unknown;
      jsonChecked = c.body.contentType.startsWith('application/json') || c.body.contentType.includes('+json');
      headers['content-type'] = c.body.contentType;
    } else {
      body = c.body.text;
      if (c.body.contentType !== undefined) headers['content-type'] = c.body.contentType;
    }
  }
  if (c.form) {
    if (c.form.kind === 'raw') {
      body = c.form.text;
      if (c.form.contentType !== undefined) headers['content-type'] = c.form.contentType;
    } else {
      const form = new FormData();
      for (const part of c.form.files) {
        const file = new File([fileContent(part.content, part.hostile)], part.name, { type: part.type });
        form.append(part.field, file);
      }
      for (const [name, segment] of c.form.fields) form.append(name, segmentText(segment));
      body = form;
    }
  }
  return {
    path,
    init: { method: route.method, headers, ...(body === undefined ? {} : { body }) },
    jsonSent,
    jsonChecked,
  };
}

// ---------------------------------------------------------------------------------------------
// The checks

function envelopeProblem(status: number, text: string): string | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'not JSON';
  }
  const error = (body as { error?: unknown } | null)?.error;
  if (typeof error !== 'object' || error === null) return 'no error object';
  const { statusCode, code, message } = error as Record<string, unknown>;
  if (statusCode !== status) return `statusCode ${String(statusCode)} differs from ${status}`;
  if (typeof code !== 'string' || code === '') return 'no code';
  if (typeof message !== 'string' || message.trim() === '') return 'no message';
  return undefined;
}

function changedParts(before: Record<string, string>, after: Record<string, string>, route: RouteSpec): string[] {
  const signIn = route.signIn === true;
  return Object.keys(after).filter(
    (part) =>
      after[part] !== before[part] &&
      !(signIn && (part === 'throttles' || part === 'signInAudit')) &&
      !(route.countsRefusals === true && part === 'throttles'),
  );
}

async function send(route: RouteSpec, c: Case): Promise<void> {
  const key = `${route.method} ${route.pattern}`;
  const count = counts.get(key) ?? { generated: 0, pastAuth: 0, accepted: 0 };
  counts.set(key, count);
  const built = build(route, c);
  const response = await app.request(built.path, built.init);
  const text = await response.text();
  // What a request left to run after its answer belongs to it too.
  await answeredWorkDone();
  const status = response.status;
  count.generated++;
  if (status !== 401 && status !== 403) count.pastAuth++;
  const shown = () => `${route.method} ${built.path.slice(0, 300)} → ${status} ${text.slice(0, 300)}`;

  if (status >= 500) throw new Error(`server error: ${shown()}`);
  const json = (response.headers.get('content-type') ?? '').startsWith('application/json');
  h.checkAnswer(route.method, built.path, status, response.headers, json ? JSON.parse(text) : text);
  if (status < 200 || (status >= 300 && status < 400)) throw new Error(`unexpected status: ${shown()}`);

  if (status >= 400) {
    const problem = envelopeProblem(status, text);
    if (problem) throw new Error(`error envelope: ${problem}: ${shown()}`);
    if ((await nextTransactionId(h)) === baselineXid) return; // nothing written at all
    const after = await stateFingerprint(h);
    const changed = changedParts(baseline, after, route);
    await takeBaseline(); // absorbs the legitimate writes of a refused sign-in
    // (and after a defect, keeps it from being blamed on the cases and routes that follow)
    if (changed.length > 0) throw new Error(`refused request changed ${changed.join(', ')}: ${shown()}`);
    return;
  }

  count.accepted++;
  if (route.json?.schema && built.jsonChecked && !v.safeParse(route.json.schema, built.jsonSent).success) {
    throw new Error(`accepted a body its schema refuses: ${JSON.stringify(built.jsonSent).slice(0, 300)}: ${shown()}`);
  }
  if ((await nextTransactionId(h)) === baselineXid) return; // a read: the world is as it was
  if (!(await worldIntact(h, world))) world = await buildWorld(h);
  await takeBaseline();
}

// ---------------------------------------------------------------------------------------------

describe('hostile input', () => {
  it('covers every /api/ route of the app', () => {
    const served = new Set(
      app.routes
        .filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL' && !r.path.endsWith('*'))
        .map((r) => `${r.method} ${r.path}`),
    );
    const driven = new Set(ROUTES.map((r) => `${r.method} ${r.pattern}`));
    expect([...served].filter((route) => !driven.has(route))).toEqual([]);
    expect([...driven].filter((route) => !served.has(route))).toEqual([]);
  });

  for (const route of ROUTES) {
    it(`${route.method} ${route.pattern}`, { timeout: 120_000 }, async () => {
      await fc.assert(
        fc.asyncProperty(caseOf(route), (c) => send(route, c)),
        { numRuns: Math.ceil(route.runs * RUN_SCALE), endOnFailure: false },
      );
    });
  }

  it('sends at least 10,000 requests', () => {
    const total = [...counts.values()].reduce((sum, c) => sum + c.generated, 0);
    expect(total).toBeGreaterThanOrEqual(10_000 * Math.min(RUN_SCALE, 1));
  });
});

// ---------------------------------------------------------------------------------------------

describe('formula injection in names', () => {
  const upload = async (content: Uint8Array, name: string) => {
    const form = new FormData();
    form.append('file', new File([content], name));
    const response = await app.request('/api/pdf/upload-file', {
      method: 'POST',
      headers: { authorization: world.tokens.employer, 'x-forwarded-for': '10.99.0.1' },
      body: form,
    });
    expect(response.status).toBe(200);
    return v.parse(UploadFileResponse, await response.json());
  };

  it.each([
    ['csv', 'formeln.csv', () => utf8(csv([HEADER_DE, ...formulaRows]))],
    ['xlsx', 'formeln.xlsx', () => xlsx([HEADER_DE, ...formulaRows])],
  ])('a %s list flags names that start with = + - @ and its import creates nobody', async (_, name, content) => {
    h.clock.advance(2 * 60 * 60 * 1000); // a fresh hour for the upload throttle
    const { id, problems } = await upload(content(), name);
    expect(problems.rows).toBe(FORMULA_NAMES.length);
    expect(problems.nameNotCapitalised).toBe(FORMULA_NAMES.length);

    const admin = { authorization: world.tokens.admin, 'x-forwarded-for': '10.99.0.2' };
    const preview = v.parse(
      UploadPreview,
      await (await app.request(`/api/uploads/${id}/rows`, { headers: admin })).json(),
    );
    expect(preview.rows.map((row) => row.firstname)).toEqual([...FORMULA_NAMES]);
    expect(preview.rows.every((row) => row.problems.includes('nameNotCapitalised'))).toBe(true);

    const form = new FormData();
    form.append('uploadId', String(id));
    const imported = await app.request('/api/employee/upload-employee-list', {
      method: 'POST',
      headers: admin,
      body: form,
    });
    expect(imported.status).toBe(200);
    const result = v.parse(ImportResponse, await imported.json());
    expect(result).toMatchObject({ created: 0, validationErrors: FORMULA_NAMES.length });
    const stored = await h.db
      .selectFrom('users')
      .select('firstname')
      .where('email', 'like', 'formel.%@firma.de')
      .execute();
    expect(stored).toEqual([]);
  });

  it('an invitation stores a name that starts with = as it was typed, and the company’s CSV shows it as text', async () => {
    const email = `formel.einladung.${Date.now()}@firma.de`;
    const response = await app.request('/api/employee/invite-employee', {
      method: 'POST',
      headers: {
        authorization: world.tokens.employer,
        'content-type': 'application/json',
        'x-forwarded-for': '10.99.0.3',
      },
      body: JSON.stringify({ firstname: FORMULA_NAMES[0], lastname: FORMULA_NAMES[3], email }),
    });
    expect(response.status).toBe(200);
    const row = await h.db
      .selectFrom('users')
      .select(['firstname', 'lastname'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    // Names are data: stored as typed and shown as text (JSON, HTML through React, PDF); in the
    // CSV export a leading apostrophe keeps a spreadsheet from running them (decision 084).
    expect(row).toEqual({ firstname: FORMULA_NAMES[0], lastname: FORMULA_NAMES[3] });
    const csv = await app.request(`/api/company/${world.ids.company}/export?format=csv`, {
      headers: { authorization: world.tokens.employer, 'x-forwarded-for': '10.99.0.3' },
    });
    expect(csv.status).toBe(200);
    const line = (await csv.text()).split('\r\n').find((l) => l.includes(email));
    expect(line).toContain(`"'${FORMULA_NAMES[3]}";"'${FORMULA_NAMES[0].replaceAll('"', '""')}"`);
    await takeBaseline();
  });
});
