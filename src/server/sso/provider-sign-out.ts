import * as client from 'openid-client';
import type { ProviderSignOutResponse } from '#shared/api/sso.ts';
import type { Caller } from '../core/caller.ts';
import type { AppDeps } from '../deps.ts';
import { log } from '../log.ts';
import { adminProviderOf } from './admin-sign-in.ts';
import { type ProviderClient, discover } from './oidc-client.ts';
import { providerClientOf } from './sso-connection.ts';
import { findConnection } from './sso-connections.repository.ts';
import { sessionProviderIssuer } from './sso-sign-ins.repository.ts';

/**
 * GET /account/provider-sign-out (decision 112): where the browser goes after the portal's sign-out
 * when the session was opened through an identity provider, so that the provider's session ends
 * too (OpenID Connect RP-initiated logout) and the next person at a shared computer is not signed
 * straight back in. Null for a password session, a provider that offers no sign-out page (Google),
 * one changed or removed since, or one that does not answer: the portal's sign-out never waits on it.
 */
export async function providerSignOut(deps: AppDeps, caller: Caller): Promise<ProviderSignOutResponse> {
  const issuer = await sessionProviderIssuer(deps.db, caller.tokenHash);
  if (!issuer) return { url: null };
  const admin = caller.role === 'admin';
  let provider: ProviderClient | undefined;
  if (admin) {
    const settings = deps.config.adminOidc;
    if (settings?.issuer === issuer) provider = adminProviderOf(deps, settings);
  } else if (caller.companyId !== null) {
    const connection = await findConnection(deps.db, caller.companyId);
    if (connection?.issuer === issuer) provider = providerClientOf(deps, connection);
  }
  if (!provider) return { url: null };
  try {
    const config = await discover(provider);
    if (!config.serverMetadata().end_session_endpoint) return { url: null };
    const back = `${deps.config.publicUrl}${admin ? '/admin/login' : '/login'}`;
    return { url: client.buildEndSessionUrl(config, { post_logout_redirect_uri: back }).href };
  } catch (error) {
    log.warn('sso.sign_out_unavailable', { detail: error instanceof Error ? error.message : String(error) });
    return { url: null };
  }
}
