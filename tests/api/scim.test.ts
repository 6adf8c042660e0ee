import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DirectorySyncStatus, DirectorySyncToken } from '../../src/shared/api/directory-sync.ts';
import { fileHarness, type ApiResponse, type Json } from '../support/api-harness.ts';
import { companyWithPeople, type TestCompany } from '../support/companies.ts';
import { acceptInvitationFrom, mailsTo, OTHER_PASSWORD, uniqueEmail } from '../support/factories.ts';

/**
 * Directory sync with SCIM 2.0 (decision 107), over HTTP with the request shapes of Entra ID's
 * SCIM validator and Okta's SCIM test suite.
 */
const h = fileHarness();

type ScimUser = {
  id: string;
  userName: string;
  active: boolean;
  externalId?: string;
  name: { givenName: string; familyName: string };
  groups: Array<{ value: string; display: string }>;
  roles: Array<{ value: string }>;
  meta: { location: string };
};
type ListResponse<T> = {
  schemas: string[];
  totalResults: number;
  startIndex: number;
  itemsPerPage: number;
  Resources: T[];
};
type ScimError = { schemas: string[]; status: string; scimType?: string; detail: string };

const ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';
const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';

async function newToken(owner: { token: string }): Promise<DirectorySyncToken> {
  const response = await h.post<DirectorySyncToken>('/api/directory-sync/token', undefined, { token: owner.token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

/** A SCIM client of one company: its base path and token. */
function scimClient(companyId: number, token: string) {
  const base = `/scim/v2/${companyId}`;
  const send = <T = Json>(method: string, path: string, body?: unknown, lang = 'de') =>
    h.request<T>(method, `${base}${path}`, {
      token: `Bearer ${token}`,
      lang,
      ...(body === undefined ? {} : { body, headers: { 'content-type': 'application/scim+json' } }),
    });
  return { base, send };
}

/** Entra ID's validator: a new user with the enterprise extension and a work address. */
const entraUser = (userName: string, externalId = crypto.randomUUID()) => ({
  schemas: [USER, 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User'],
  externalId,
  userName,
  active: true,
  displayName: 'Erika Mustermann',
  emails: [{ primary: true, type: 'work', value: userName }],
  meta: { resourceType: 'User' },
  name: { formatted: 'Erika Mustermann', familyName: 'Mustermann', givenName: 'Erika' },
  roles: [],
  'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User': { department: 'Buchhaltung' },
});

function expectScimError(response: ApiResponse<unknown>, status: number, scimType?: string) {
  const body = response.body as ScimError;
  expect(response.status, JSON.stringify(body)).toBe(status);
  expect(body.schemas).toEqual([ERROR_SCHEMA]);
  expect(body.status).toBe(String(status));
  if (scimType) expect(body.scimType).toBe(scimType);
  expect(body.detail.length).toBeGreaterThan(5);
  expect(response.headers.get('content-type')).toContain('application/scim+json');
}

async function setup(): Promise<{ company: TestCompany; scim: ReturnType<typeof scimClient>; token: string }> {
  const company = await companyWithPeople(h);
  const { token } = await newToken(company.owner);
  return { company, scim: scimClient(company.companyId, token), token };
}

describe('the employer’s SCIM token', () => {
  it('is shown once, kept as a hash, rotated (the old one stops at once) and revoked', async () => {
    const { company, scim, token } = await setup();
    expect(token).toMatch(/^scim_[A-Za-z0-9_-]{43}$/);
    const status = await h.get<DirectorySyncStatus>('/api/directory-sync', { token: company.owner.token });
    expect(status.body).toMatchObject({
      baseUrl: `http://portal.test/scim/v2/${company.companyId}`,
      tokenActive: true,
      lastUsedAt: null,
      managerGroups: [],
    });
    expect(JSON.stringify(status.body)).not.toContain(token);
    const stored = await h.db
      .selectFrom('scim_connections')
      .selectAll()
      .where('company_id', '=', company.companyId)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token);

    expect((await scim.send('GET', '/ServiceProviderConfig')).status).toBe(200);
    const used = await h.get<DirectorySyncStatus>('/api/directory-sync', { token: company.owner.token });
    expect(used.body.lastUsedAt).not.toBeNull();

    const rotated = await newToken(company.owner);
    expectScimError(await scim.send('GET', '/Users'), 401);
    expect((await scimClient(company.companyId, rotated.token).send('GET', '/Users')).status).toBe(200);
    const audit = await h.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_company_id', '=', company.companyId)
      .execute();
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(['directory.token_created', 'directory.token_used', 'directory.token_rotated']),
    );

    const revoked = await h.request<DirectorySyncStatus>('DELETE', '/api/directory-sync/token', {
      token: company.owner.token,
    });
    expect(revoked.body.tokenActive).toBe(false);
    expectScimError(await scimClient(company.companyId, rotated.token).send('GET', '/Users'), 401);
  });

  it('is the employer’s alone', async () => {
    const { company } = await setup();
    for (const person of [company.manager, company.employee]) {
      expect((await h.post('/api/directory-sync/token', undefined, { token: person.token })).status).toBe(403);
      expect((await h.get('/api/directory-sync', { token: person.token })).status).toBe(403);
    }
  });
});

describe('SCIM Users as Entra ID sends them', () => {
  it('creates an invited employee with the normal invitation, finds, patches, deactivates, reactivates and deletes them', async () => {
    const { company, scim } = await setup();
    const userName = uniqueEmail('entra');

    const created = await scim.send<ScimUser>('POST', '/Users', entraUser(userName));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.headers.get('location')).toBe(created.body.meta.location);
    expect(created.body).toMatchObject({
      userName,
      active: true,
      name: { givenName: 'Erika', familyName: 'Mustermann' },
    });
    expect(created.body.roles).toEqual([{ value: 'employee', primary: true }]);
    const row = await h.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', Number(created.body.id))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ company_id: company.companyId, role: 'employee', password_hash: null, active: false });
    expect(row.directory_managed_at).not.toBeNull();
    const [invitation] = await mailsTo(h, userName);
    expect(invitation).toBeDefined();

    // The validator looks the user up by userName, any case; an unknown one is an empty list.
    const found = await scim.send<ListResponse<ScimUser>>(
      'GET',
      `/Users?filter=${encodeURIComponent(`userName eq "${userName.toUpperCase()}"`)}`,
    );
    expect(found.body).toMatchObject({ totalResults: 1, startIndex: 1, itemsPerPage: 1 });
    expect(found.body.schemas).toEqual(['urn:ietf:params:scim:api:messages:2.0:ListResponse']);
    expect(found.body.Resources[0]!.id).toBe(created.body.id);
    const none = await scim.send<ListResponse<ScimUser>>(
      'GET',
      `/Users?filter=${encodeURIComponent('userName eq "niemand@example.de"')}`,
    );
    expect(none.body).toMatchObject({ totalResults: 0, Resources: [] });
    expect((await scim.send<ScimUser>('GET', `/Users/${created.body.id}`)).body.userName).toBe(userName);

    const patched = await scim.send<ScimUser>('PATCH', `/Users/${created.body.id}`, {
      schemas: [PATCH_OP],
      Operations: [
        { op: 'Replace', path: 'emails[type eq "work"].value', value: userName },
        { op: 'Replace', path: 'name.familyName', value: 'Musterfrau' },
        { op: 'Add', path: 'name.givenName', value: 'Erika Maria' },
        { op: 'Replace', path: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:department', value: 'IT' },
        { op: 'Replace', value: { displayName: 'Erika Maria Musterfrau', 'name.formatted': 'Erika Maria Musterfrau' } },
      ],
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body.name).toMatchObject({ givenName: 'Erika Maria', familyName: 'Musterfrau' });

    // The person accepts the invitation and signs in.
    expect((await acceptInvitationFrom(h, invitation!.text_body)).status).toBe(200);
    const signIn = () => h.post<{ id: string }>('/api/employee/login', { email: userName, password: OTHER_PASSWORD });
    const session = (await signIn()).body.id;
    expect((await h.get(`/api/employee/${created.body.id}`, { token: session })).status).toBe(200);

    // Deactivation as Entra ID sends it: "Replace" with path active and the string "False".
    const off = await scim.send<ScimUser>('PATCH', `/Users/${created.body.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
    });
    expect(off.status).toBe(200);
    expect(off.body.active).toBe(false);
    expect((await h.get(`/api/employee/${created.body.id}`, { token: session })).status).toBe(401);
    expect((await signIn()).status).not.toBe(200);

    // Reactivation as Okta sends it: a value object without path, a real boolean.
    const on = await scim.send<ScimUser>('PATCH', `/Users/${created.body.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', value: { active: true } }],
    });
    expect(on.body.active).toBe(true);
    const again = await signIn();
    expect(again.status).toBe(200);
    // The person's data export says the directory keeps them, with its id.
    const exported = await h.get<{
      account: { directoryManagedAt: string | null; directoryExternalId: string | null };
    }>(`/api/employee/${created.body.id}/export`, { token: again.body.id });
    expect(exported.body.account.directoryManagedAt).not.toBeNull();
    expect(exported.body.account.directoryExternalId).toBe(created.body.externalId);

    const deleted = await scim.send('DELETE', `/Users/${created.body.id}`);
    expect(deleted.status).toBe(204);
    expectScimError(await scim.send('GET', `/Users/${created.body.id}`), 404);
    expect(
      await h.db.selectFrom('users').select('id').where('id', '=', Number(created.body.id)).executeTakeFirst(),
    ).toBeUndefined();
    const actions = await h.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('target_user_id', '=', Number(created.body.id))
      .execute();
    expect(actions.map((entry) => entry.action)).toEqual(
      expect.arrayContaining([
        'employee.invited',
        'employee.updated',
        'account.locked',
        'account.unlocked',
        'employee.deleted',
      ]),
    );
  });

  it('never changes or deletes the employer, and answers paging and bad filters as the RFC says', async () => {
    const { company, scim } = await setup();
    const all = await scim.send<ListResponse<ScimUser>>('GET', '/Users?startIndex=2&count=1');
    expect(all.body).toMatchObject({ totalResults: 3, startIndex: 2, itemsPerPage: 1 });
    const owner = String(company.owner.id);
    expectScimError(
      await scim.send('PATCH', `/Users/${owner}`, {
        schemas: [PATCH_OP],
        Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
      }),
      403,
    );
    expectScimError(await scim.send('DELETE', `/Users/${owner}`), 403);
    expect((await h.get(`/api/employee/${company.owner.id}`, { token: company.owner.token })).status).toBe(200);
    expectScimError(
      await scim.send('GET', `/Users?filter=${encodeURIComponent('name.familyName co "M"')}`),
      400,
      'invalidFilter',
    );
    expectScimError(await scim.send('GET', '/Users/99999999'), 404);
    expectScimError(await scim.send('GET', '/Users/abc'), 404);
    expectScimError(await scim.send('POST', '/Users', '{"userName":'), 400, 'invalidSyntax');
    expectScimError(await scim.send('POST', '/Users', { userName: 'keine-adresse' }), 400, 'invalidValue');
  });

  it('refuses an address of another company with 409 uniqueness and changes nothing', async () => {
    const { scim } = await setup();
    const other = await companyWithPeople(h);
    const before = await h.db.selectFrom('users').select('id').execute();
    const refused = await scim.send('POST', '/Users', entraUser(other.employee.email), 'en');
    expectScimError(refused, 409, 'uniqueness');
    expect((refused.body as ScimError).detail).toBe('This e-mail address is already in use.');
    expect(await h.db.selectFrom('users').select('id').execute()).toEqual(before);
  });
});

describe('people outside the directory', () => {
  it('are still invited by hand; the directory claims an invited person it finds by userName', async () => {
    const { company, scim } = await setup();
    const email = uniqueEmail('hand');
    const invited = await h.post<{ employeeId: number }>(
      '/api/employee/invite-employee',
      { firstname: 'Hanna', lastname: 'Hand', email },
      { token: company.owner.token },
    );
    expect(invited.status, JSON.stringify(invited.body)).toBe(200);
    type Listed = Array<{ id: number; directoryManaged: boolean }>;
    const list = async () =>
      (await h.get<Listed>(`/api/company/${company.companyId}/employees`, { token: company.owner.token })).body;
    expect((await list()).find((p) => p.id === invited.body.employeeId)?.directoryManaged).toBe(false);

    const found = await scim.send<ListResponse<ScimUser>>(
      'GET',
      `/Users?filter=${encodeURIComponent(`userName eq "${email}"`)}`,
    );
    expect(found.body.Resources.map((user) => user.id)).toEqual([String(invited.body.employeeId)]);
    const claimed = await scim.send<ScimUser>('PATCH', `/Users/${invited.body.employeeId}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Add', path: 'externalId', value: 'entra-object-id' }],
    });
    expect(claimed.body.externalId).toBe('entra-object-id');
    expect((await list()).find((p) => p.id === invited.body.employeeId)?.directoryManaged).toBe(true);
    expect((await list()).find((p) => p.id === company.employee.id)?.directoryManaged).toBe(false);
  });
});

describe('SCIM Users as Okta sends them', () => {
  it('creates, replaces with PUT and deactivates with a value object', async () => {
    const { scim } = await setup();
    const userName = uniqueEmail('okta');
    const created = await scim.send<ScimUser>('POST', '/Users', {
      schemas: [USER],
      userName,
      name: { givenName: 'Jan', familyName: 'Jansen' },
      emails: [{ primary: true, value: userName, type: 'work' }],
      displayName: 'Jan Jansen',
      locale: 'de-DE',
      externalId: '00u1abcd',
      groups: [],
      password: 'ignored-by-the-portal-1',
      active: true,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const replaced = await scim.send<ScimUser>('PUT', `/Users/${created.body.id}`, {
      schemas: [USER],
      id: created.body.id,
      userName,
      name: { givenName: 'Jan', familyName: 'Janssen' },
      emails: [{ primary: true, value: userName, type: 'work' }],
      active: true,
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ externalId: '00u1abcd', name: { familyName: 'Janssen' } });
    const off = await scim.send<ScimUser>('PATCH', `/Users/${created.body.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', value: { active: false } }],
    });
    expect(off.body.active).toBe(false);
    const row = await h.db
      .selectFrom('users')
      .select('locked_at')
      .where('id', '=', Number(created.body.id))
      .executeTakeFirstOrThrow();
    expect(row.locked_at).not.toBeNull();
  });
});

describe('a role from a group', () => {
  it('makes the members of a group the employer named managers, and employees again when they leave it', async () => {
    const { company, scim } = await setup();
    const person = await scim.send<ScimUser>('POST', '/Users', entraUser(uniqueEmail('gruppe')));
    const mapped = await h.request<DirectorySyncStatus>('PUT', '/api/directory-sync/manager-groups', {
      token: company.owner.token,
      body: { managerGroups: ['Portal-Führungskräfte'] },
    });
    expect(mapped.body.managerGroups).toEqual(['Portal-Führungskräfte']);
    const roleOf = async () =>
      (await h.db.selectFrom('users').select('role').where('id', '=', Number(person.body.id)).executeTakeFirstOrThrow())
        .role;

    // Entra ID: the group is made, then its members added with a PATCH.
    const group = await scim.send<{ id: string; displayName: string }>('POST', '/Groups', {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'],
      externalId: crypto.randomUUID(),
      displayName: 'portal-führungskräfte',
      members: [],
    });
    expect(group.status, JSON.stringify(group.body)).toBe(201);
    const filtered = await scim.send<ListResponse<{ id: string }>>(
      'GET',
      `/Groups?excludedAttributes=members&filter=${encodeURIComponent('displayName eq "portal-führungskräfte"')}`,
    );
    expect(filtered.body.Resources.map((g) => g.id)).toEqual([group.body.id]);
    const added = await scim.send('PATCH', `/Groups/${group.body.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Add', path: 'members', value: [{ value: person.body.id }] }],
    });
    expect(added.status).toBe(204);
    expect(await roleOf()).toBe('manager');
    expect((await scim.send<ScimUser>('GET', `/Users/${person.body.id}`)).body.groups.map((g) => g.display)).toEqual([
      'portal-führungskräfte',
    ]);

    // Okta: a member removed by a filtered path.
    const removed = await scim.send('PATCH', `/Groups/${group.body.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'remove', path: `members[value eq "${person.body.id}"]` }],
    });
    expect(removed.status).toBe(204);
    expect(await roleOf()).toBe('employee');

    // A member of another company is left out; a change of the mapping applies at once.
    await scim.send('PATCH', `/Groups/${group.body.id}`, {
      schemas: [PATCH_OP],
      Operations: [
        { op: 'add', path: 'members', value: [{ value: person.body.id }, { value: String(company.owner.id) }] },
      ],
    });
    expect(await roleOf()).toBe('manager');
    await h.request('PUT', '/api/directory-sync/manager-groups', {
      token: company.owner.token,
      body: { managerGroups: [] },
    });
    expect(await roleOf()).toBe('manager');
    const owner = await h.db
      .selectFrom('users')
      .select('role')
      .where('id', '=', company.owner.id)
      .executeTakeFirstOrThrow();
    expect(owner.role).toBe('employer');
    expect((await scim.send('DELETE', `/Groups/${group.body.id}`)).status).toBe(204);
  });
});

describe('SCIM refusals', () => {
  it('keeps each company’s people from another company’s token', async () => {
    const a = await setup();
    const b = await setup();
    const person = await a.scim.send<ScimUser>('POST', '/Users', entraUser(uniqueEmail('a')));
    // B's token at A's address: 401; at B's address, A's person does not exist.
    expectScimError(await scimClient(a.company.companyId, b.token).send('GET', '/Users'), 401);
    expectScimError(await b.scim.send('GET', `/Users/${person.body.id}`), 404);
    expectScimError(await b.scim.send('DELETE', `/Users/${person.body.id}`), 404);
    expectScimError(
      await b.scim.send('PATCH', `/Users/${a.company.employee.id}`, {
        schemas: [PATCH_OP],
        Operations: [{ op: 'replace', value: { active: false } }],
      }),
      404,
    );
    const listed = await b.scim.send<ListResponse<ScimUser>>('GET', '/Users?count=200');
    expect(listed.body.Resources.map((user) => user.id)).not.toContain(person.body.id);
    expect((await a.scim.send('GET', `/Users/${person.body.id}`)).status).toBe(200);
  });

  it('answers a wrong token 401 and a body over 1 MB 413, in the RFC’s shape, changing nothing', async () => {
    const { company, scim } = await setup();
    expectScimError(await scimClient(company.companyId, `scim_${'x'.repeat(43)}`).send('GET', '/Users'), 401);
    const noBearer = await h.request('GET', `/scim/v2/${company.companyId}/Users`);
    expectScimError(noBearer, 401);
    const before = await h.db.selectFrom('users').select('id').execute();
    const big = entraUser(uniqueEmail('gross'));
    const oversized = { ...big, displayName: 'x'.repeat(1024 * 1024 + 10) };
    expectScimError(await scim.send('POST', '/Users', oversized), 413);
    expect(await h.db.selectFrom('users').select('id').execute()).toEqual(before);
    const refusals = await h.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'directory.request_refused')
      .execute();
    expect(refusals.length).toBeGreaterThanOrEqual(2);
  });

  it('answers 429 with Retry-After once the company’s token is over its limit', async () => {
    const { company, scim } = await setup();
    await h.db
      .insertInto('throttle_counters')
      .values({
        key: `scim:company:${company.companyId}`,
        hits: 20_000,
        window_started_at: h.clock.now,
        blocked_until: new Date(h.clock.now.getTime() + 30_000),
      })
      .execute();
    const limited = await scim.send('GET', '/Users');
    expectScimError(limited, 429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    h.clock.advance(31_000);
    expect((await scim.send('GET', '/Users')).status).toBe(200);
  });
});

describe('SCIM bodies no one should send', () => {
  it('are refused in the RFC’s shape, never with a server error', async () => {
    const { company, scim } = await setup();
    const person = await scim.send<ScimUser>('POST', '/Users', entraUser(uniqueEmail('wirr')));
    const group = await scim.send<{ id: string }>('POST', '/Groups', { displayName: `Gruppe ${crypto.randomUUID()}` });
    const text = fc.oneof(fc.string(), fc.constantFrom('\u0000', 'a\nb', '\u202e', 'True', 'false', ''));
    const value = fc.oneof(text, fc.boolean(), fc.integer(), fc.constant(null), fc.array(fc.record({ value: text })));
    const operation = fc.record(
      {
        op: fc.oneof(text, fc.constantFrom('add', 'Replace', 'remove')),
        path: fc.oneof(
          text,
          fc.constantFrom('active', 'members', 'name.givenName', 'userName', 'members[value eq "1"]'),
        ),
        value,
      },
      { requiredKeys: [] },
    );
    const body = fc.oneof(
      fc.record({ Operations: fc.array(operation, { maxLength: 4 }) }),
      fc.record(
        {
          userName: fc.oneof(text, fc.emailAddress()),
          name: fc.oneof(value, fc.record({ givenName: value })),
          active: value,
          externalId: value,
        },
        { requiredKeys: [] },
      ),
      fc.record({ displayName: value, members: value }, { requiredKeys: [] }),
      fc.jsonValue(),
    );
    const target = fc.constantFrom(
      ['POST', '/Users'],
      ['PATCH', `/Users/${person.body.id}`],
      ['PUT', `/Users/${person.body.id}`],
      ['PATCH', `/Users/${company.owner.id}`],
      ['POST', '/Groups'],
      ['PATCH', `/Groups/${group.body.id}`],
      ['PUT', `/Groups/${group.body.id}`],
    );
    await fc.assert(
      fc.asyncProperty(target, body, async ([method, path], sent) => {
        const response = await scim.send(method!, path!, sent);
        expect(response.status, JSON.stringify(response.body)).toBeLessThan(500);
        if (response.status >= 400) expectScimError(response, response.status);
      }),
      { numRuns: 150 },
    );
    const filters = fc.oneof(
      text,
      fc.constantFrom('userName eq ""', 'userName eq "\\u0000"', 'userName eq "a" or userName eq "b"'),
    );
    await fc.assert(
      fc.asyncProperty(filters, async (filter) => {
        const response = await scim.send('GET', `/Users?filter=${encodeURIComponent(filter)}&count=-5&startIndex=x`);
        expect(response.status, JSON.stringify(response.body)).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });
});
