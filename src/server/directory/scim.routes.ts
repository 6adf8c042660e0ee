import { Hono, type Context } from 'hono';
import type { AppDeps } from '../deps.ts';
import { bodySizeLimit } from '../http/body-size-limit.ts';
import { scimAccess } from './scim-access.ts';
import type { ScimEnv } from './scim-context.ts';
import { resourceTypes, schemas, serviceProviderConfig } from './scim-discovery.ts';
import { SCIM_CONTENT_TYPE, ScimError, handleScimError, scimNotFound } from './scim-errors.ts';
import { createGroup, getGroup, listGroupsOf, patchGroup, removeGroup, replaceGroup } from './scim-groups.ts';
import { SCIM_BODY_LIMIT } from './scim-limits.ts';
import { isObject, type JsonObject } from './scim-user.ts';
import { createUser, deleteUser, getUser, listUsers, patchUser, replaceUser } from './scim-users.ts';

/** A SCIM answer: JSON as application/scim+json. */
const answer = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': SCIM_CONTENT_TYPE, ...headers } });

/** The request's JSON object, or 400 invalidSyntax. */
async function jsonBody(c: Context<ScimEnv>): Promise<JsonObject> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await c.req.text());
  } catch {
    throw new ScimError(400, 'invalidSyntax', { scimType: 'invalidSyntax' });
  }
  if (!isObject(parsed)) throw new ScimError(400, 'invalidSyntax', { scimType: 'invalidSyntax' });
  return parsed;
}

/**
 * SCIM 2.0 (RFC 7643/7644) for each company at /scim/v2/{companyId} (decision 107): Users and
 * Groups for Entra ID's and Okta's provisioning, and the discovery documents. Outside /api: the
 * RFC's shapes, not the API's envelope; every failure in the RFC's error shape.
 */
export function scimRoutes(deps: AppDeps) {
  const scim = new Hono<ScimEnv>({ strict: false });
  const tooLarge = () => {
    throw new ScimError(413, 'tooLarge');
  };
  const company = '/:companyId{[0-9]{1,9}}';
  scim.use(`${company}/*`, bodySizeLimit(SCIM_BODY_LIMIT, tooLarge), scimAccess(deps));
  // Changes that end sessions or move roles are heard by every instance's session memory first.
  scim.use(`${company}/*`, async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.res.status < 400) await deps.callers.sync();
  });
  const ctx = (c: Context<ScimEnv>) => c.get('scim');
  const query = (c: Context<ScimEnv>) => c.req.query();

  scim.get(`${company}/ServiceProviderConfig`, (c) => answer(serviceProviderConfig(ctx(c).base)));
  scim.get(`${company}/ResourceTypes`, (c) => answer(resourceTypes(ctx(c).base)));
  scim.get(`${company}/Schemas`, (c) => answer(schemas(ctx(c).base)));

  scim.get(`${company}/Users`, async (c) => answer(await listUsers(deps, ctx(c), query(c))));
  scim.post(`${company}/Users`, async (c) => {
    const user = await createUser(deps, ctx(c), await jsonBody(c));
    return answer(user, 201, { location: user!.meta.location });
  });
  scim.get(`${company}/Users/:id`, async (c) => answer(await getUser(deps, ctx(c), c.req.param('id'))));
  scim.put(`${company}/Users/:id`, async (c) =>
    answer(await replaceUser(deps, ctx(c), c.req.param('id'), await jsonBody(c))),
  );
  scim.patch(`${company}/Users/:id`, async (c) =>
    answer(await patchUser(deps, ctx(c), c.req.param('id'), await jsonBody(c))),
  );
  scim.delete(`${company}/Users/:id`, async (c) => {
    await deleteUser(deps, ctx(c), c.req.param('id'));
    return new Response(null, { status: 204 });
  });

  scim.get(`${company}/Groups`, async (c) => answer(await listGroupsOf(deps, ctx(c), query(c))));
  scim.post(`${company}/Groups`, async (c) => {
    const group = await createGroup(deps, ctx(c), await jsonBody(c));
    return answer(group, 201, { location: group!.meta.location });
  });
  scim.get(`${company}/Groups/:id`, async (c) => answer(await getGroup(deps, ctx(c), c.req.param('id'), query(c))));
  scim.put(`${company}/Groups/:id`, async (c) =>
    answer(await replaceGroup(deps, ctx(c), c.req.param('id'), await jsonBody(c))),
  );
  scim.patch(`${company}/Groups/:id`, async (c) => {
    await patchGroup(deps, ctx(c), c.req.param('id'), await jsonBody(c));
    return new Response(null, { status: 204 });
  });
  scim.delete(`${company}/Groups/:id`, async (c) => {
    await removeGroup(deps, ctx(c), c.req.param('id'));
    return new Response(null, { status: 204 });
  });

  scim.all('*', () => {
    throw scimNotFound();
  });
  scim.onError(handleScimError);
  return scim;
}
