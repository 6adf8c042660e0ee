import * as client from 'openid-client';
import type { SsoDiscoverResponse } from '#shared/api/sso.ts';
import { audit } from '../audit/audit-log.ts';
import { HttpError } from '../core/errors.ts';
import { SSO_DISCOVERY_PER_ADDRESS, assertNotThrottled, recordHit } from '../core/throttle.ts';
import type { AppDeps } from '../deps.ts';
import { hashToken, newToken } from '../identity/tokens.ts';
import { discover, signInError, ProviderProblem } from './oidc-client.ts';
import { providerClientOf, redirectUriOf } from './sso-connection.ts';
import { findConnectionOfAddress } from './sso-connections.repository.ts';
import { storeSsoSignIn } from './sso-sign-ins.repository.ts';

/** How long a sign-in at the provider may take, from the button to the return. */
export const SSO_SIGN_IN_SECONDS = 600;

/**
 * POST /sso/discover: the provider of the address's company, for /login's button. Counted per
 * client address as registration is (which already tells whether an address is taken): asking
 * costs no more here than there (decision 106).
 */
export async function discoverSignIn(
  deps: AppDeps,
  email: string,
  clientAddress: string,
): Promise<SsoDiscoverResponse> {
  const key = `sso-discovery:address:${clientAddress}`;
  await assertNotThrottled(deps.db, key, deps.now());
  await recordHit(deps.db, key, SSO_DISCOVERY_PER_ADDRESS, deps.now());
  const connection = await findConnectionOfAddress(deps.db, email);
  return { provider: connection ? { kind: connection.kind, name: connection.display_name } : null };
}

/**
 * POST /sso/start: the authorization URL of the code flow with PKCE (S256), state and nonce. The
 * state's hash, the nonce, the verifier and the hash of a browser mark are stored for ten minutes;
 * the mark goes to the browser in an HttpOnly cookie, so that only the browser that began the
 * sign-in can finish it (a link with someone else's code signs nobody in).
 */
export async function startSignIn(
  deps: AppDeps,
  email: string,
  clientAddress: string,
): Promise<{ url: string; browserToken: string }> {
  const key = `sso-discovery:address:${clientAddress}`;
  await assertNotThrottled(deps.db, key, deps.now());
  const connection = await findConnectionOfAddress(deps.db, email);
  if (!connection) {
    await recordHit(deps.db, key, SSO_DISCOVERY_PER_ADDRESS, deps.now());
    throw new HttpError(404, 'SSO_NOT_CONFIGURED');
  }
  let config: client.Configuration;
  try {
    config = await discover(providerClientOf(deps, connection));
  } catch (error) {
    const problem = error instanceof ProviderProblem ? error : new ProviderProblem('invalid', String(error));
    await audit(deps.db, {
      action: 'account.provider_sign_in_refused',
      targetCompanyId: connection.company_id,
      clientAddress,
      details: { reason: problem.kind === 'unreachable' ? 'unreachable' : 'discovery', step: 'start' },
    });
    throw signInError(problem);
  }
  return beginAtProvider(deps, config, {
    companyId: connection.company_id,
    redirectUri: redirectUriOf(deps.config.publicUrl),
    extra: {
      login_hint: email,
      ...(connection.kind === 'google' && connection.tenant ? { hd: connection.tenant } : {}),
    },
  });
}

/**
 * The code flow's first step, companies' and admins' alike: state, nonce and PKCE verifier made,
 * their hashes (and the browser mark's) stored for ten minutes, the authorization URL built.
 * `companyId` null: an admin's sign-in (decision 112).
 */
export async function beginAtProvider(
  deps: AppDeps,
  config: client.Configuration,
  at: { companyId: number | null; redirectUri: string; extra: Record<string, string> },
): Promise<{ url: string; browserToken: string }> {
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  const browserToken = newToken();
  const now = deps.now();
  await storeSsoSignIn(deps.db, {
    stateHash: hashToken(state),
    companyId: at.companyId,
    browserHash: hashToken(browserToken),
    nonce,
    codeVerifier,
    expiresAt: new Date(now.getTime() + SSO_SIGN_IN_SECONDS * 1000),
    now,
  });
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: at.redirectUri,
    response_type: 'code',
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    ...at.extra,
  });
  return { url: url.href, browserToken };
}
