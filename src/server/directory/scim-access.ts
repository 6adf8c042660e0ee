import { createMiddleware } from 'hono/factory';
import { audit } from '../audit/audit-log.ts';
import { assertNotThrottled, recordHit } from '../core/throttle.ts';
import type { AppDeps } from '../deps.ts';
import { hashToken } from '../identity/tokens.ts';

import { scimBaseUrl } from './directory-sync.ts';
import type { ScimEnv } from './scim-context.ts';
import { ScimError } from './scim-errors.ts';
import {
  SCIM_REFUSALS_PER_ADDRESS,
  SCIM_REQUESTS_PER_COMPANY,
  scimRefusalsKey,
  scimRequestsKey,
} from './scim-limits.ts';
import { findConnectionByToken, touchConnection } from './scim-connections.repository.ts';

const TOKEN = /^Bearer\s+(scim_[A-Za-z0-9_-]{20,100})\s*$/i;

/**
 * The SCIM token check (decision 107): `Authorization: Bearer scim_…` of the company in the path,
 * not revoked, the company not blocked. A wrong token is 401, audited, and its address meets
 * growing waits; a right one counts against the company's request limit and notes its use.
 */
export function scimAccess(deps: AppDeps) {
  return createMiddleware<ScimEnv>(async (c, next) => {
    const now = deps.now();
    const clientAddress = c.get('clientAddress');
    const companyId = Number(c.req.param('companyId'));
    const token = TOKEN.exec(c.req.header('authorization') ?? '')?.[1];
    const connection = token ? await findConnectionByToken(deps.db, hashToken(token)) : undefined;
    if (!connection || connection.company_id !== companyId) {
      await assertNotThrottled(deps.db, scimRefusalsKey(clientAddress), now);
      await recordHit(deps.db, scimRefusalsKey(clientAddress), SCIM_REFUSALS_PER_ADDRESS, now);
      await audit(deps.db, {
        action: 'directory.request_refused',
        clientAddress,
        targetCompanyId: null,
        details: { reason: token ? 'token' : 'no_token' },
      });
      throw new ScimError(401, 'unauthorized', { headers: { 'WWW-Authenticate': 'Bearer realm="scim"' } });
    }
    if (connection.blocked_at !== null) throw new ScimError(403, 'blocked');
    await assertNotThrottled(deps.db, scimRequestsKey(companyId), now);
    await recordHit(deps.db, scimRequestsKey(companyId), SCIM_REQUESTS_PER_COMPANY, now);
    // The token's use: noted at most once a minute, audited at most once an hour.
    const { firstInHour } = await touchConnection(deps.db, companyId, now);
    if (firstInHour) {
      await audit(deps.db, { action: 'directory.token_used', targetCompanyId: companyId, clientAddress });
    }
    c.set('scim', {
      companyId,
      ownerId: connection.owner_id,
      managerGroups: connection.manager_groups,
      base: scimBaseUrl(deps.config.publicUrl, companyId),
      clientAddress,
      now,
    });
    await next();
  });
}
