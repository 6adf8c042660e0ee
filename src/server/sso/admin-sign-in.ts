import type * as client from 'openid-client';
import { audit } from '../audit/audit-log.ts';
import { HttpError } from '../core/errors.ts';
import { SSO_DISCOVERY_PER_ADDRESS, assertNotThrottled, recordHit } from '../core/throttle.ts';
import type { AdminOidcConfig } from '../config.ts';
import type { UserRow } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { hashToken, revokeTokens } from '../identity/tokens.ts';
import { findUserById, markUserActive } from '../identity/users.repository.ts';
import { assertMaySignIn } from '../accounts/session-opening.ts';
import { claimsOfCallback } from './code-exchange.ts';
import { type ProviderClient, ProviderProblem, discover, signInError } from './oidc-client.ts';
import { type IdTokenClaims, providerVouchesMfa, verifiedAddress } from './provider-kinds.ts';
import { type SsoFinished, sessionAfterProvider } from './provider-session.ts';
import { beginAtProvider } from './sso-sign-in.ts';
import {
  findAccountByAddress,
  findIdentity,
  linkIdentity,
  takeSsoSignIn,
  touchIdentity,
} from './sso-sign-ins.repository.ts';

/** Where the admins' provider sends the browser back: a page of the app's admin area. */
export const adminRedirectUriOf = (publicUrl: string): string => `${publicUrl.replace(/\/$/, '')}/admin/sso/callback`;

const ENTRA_ISSUER = /^https:\/\/login\.microsoftonline\.com\/([0-9a-f-]{36})\/v2\.0$/i;

/**
 * The admins' provider as the one client wrapper takes it. The operator names it, not a company:
 * it may run on the operator's own network (a Keycloak beside the portal), https all the same.
 */
export const adminProviderOf = (deps: AppDeps, settings: AdminOidcConfig): ProviderClient => ({
  issuer: settings.issuer,
  clientId: settings.clientId,
  clientSecret: settings.clientSecret,
  allowHttp: deps.config.ssoAllowHttpIssuers,
  operators: true,
});

const settingsOf = (deps: AppDeps): AdminOidcConfig => {
  if (!deps.config.adminOidc) throw new HttpError(404, 'SSO_NOT_CONFIGURED');
  return deps.config.adminOidc;
};

/**
 * Whether the provider vouches for a second factor: RFC 8176 `amr`, or an `acr` the operator named
 * in ADMIN_OIDC_ACR_VALUES (Entra ID's and Keycloak's policies say it there).
 */
export const adminProviderVouchesMfa = (settings: AdminOidcConfig, claims: IdTokenClaims): boolean =>
  providerVouchesMfa(claims) || (typeof claims.acr === 'string' && settings.acrValues.includes(claims.acr));

/**
 * The address the admins' provider vouches for: Entra ID's rule for an Entra issuer (its tenant
 * taken from the issuer), otherwise `email` with `email_verified: true` (decision 106).
 */
const verifiedAdminAddress = (settings: AdminOidcConfig, claims: IdTokenClaims) => {
  const tenant = ENTRA_ISSUER.exec(settings.issuer)?.[1];
  return tenant ? verifiedAddress('entra', tenant, claims) : verifiedAddress('oidc', null, claims);
};

/**
 * POST /appuser/sso/start (docs/decisions/112-admin-sign-in.md): the authorization URL of the code
 * flow at the provider's own identity provider, as for companies: PKCE S256, state and nonce kept
 * hashed for ten minutes and bound to this browser; the operator's `acr` values are asked for.
 * Counted per client address: each start stores a row.
 */
export async function startAdminSignIn(
  deps: AppDeps,
  clientAddress: string,
): Promise<{ url: string; browserToken: string }> {
  const settings = settingsOf(deps);
  const key = `sso-admin:address:${clientAddress}`;
  await assertNotThrottled(deps.db, key, deps.now());
  await recordHit(deps.db, key, SSO_DISCOVERY_PER_ADDRESS, deps.now());
  let config: client.Configuration;
  try {
    config = await discover(adminProviderOf(deps, settings));
  } catch (error) {
    const problem = error instanceof ProviderProblem ? error : new ProviderProblem('invalid', String(error));
    await audit(deps.db, {
      action: 'account.provider_sign_in_refused',
      clientAddress,
      details: { reason: problem.kind === 'unreachable' ? 'unreachable' : 'discovery', step: 'start', admin: true },
    });
    throw signInError(problem);
  }
  return beginAtProvider(deps, config, {
    companyId: null,
    redirectUri: adminRedirectUriOf(deps.config.publicUrl),
    extra: settings.acrValues.length > 0 ? { acr_values: settings.acrValues.join(' ') } : {},
  });
}

type Input = {
  callback: string;
  browserToken: string | undefined;
  clientAddress: string;
  deviceToken?: string | undefined;
  device?: string | null;
};

/**
 * POST /appuser/sso/finish: the state taken out once (a company's state is refused here and used
 * up), the code exchanged and the ID token checked, the admin found by issuer and `sub`, or on the
 * first sign-in by the provider's verified address among admin accounts only. Customers are never
 * signed in here, and accounts are never made: admins are added by admins. A provider that vouched
 * for a second factor (`amr`, or an `acr` of ADMIN_OIDC_ACR_VALUES) stands for the admins' required
 * factor; otherwise the admin's own factor is asked for, or set up next, as after a password.
 */
export async function finishAdminSignIn(deps: AppDeps, input: Input): Promise<SsoFinished> {
  const settings = settingsOf(deps);
  const params = new URLSearchParams(input.callback);
  const state = params.get('state');
  const row =
    state && input.browserToken
      ? await takeSsoSignIn(deps.db, hashToken(state), hashToken(input.browserToken), deps.now())
      : undefined;
  const refuse = async (reason: string, error: HttpError, user?: UserRow) => {
    await audit(deps.db, {
      action: 'account.provider_sign_in_refused',
      targetUserId: user?.id ?? null,
      clientAddress: input.clientAddress,
      details: { reason, admin: true },
    });
    return error;
  };
  if (!row || !state || row.company_id !== null) throw await refuse('state', new HttpError(400, 'SSO_STATE_INVALID'));

  let claims: IdTokenClaims;
  try {
    claims = await claimsOfCallback(
      adminProviderOf(deps, settings),
      adminRedirectUriOf(deps.config.publicUrl),
      input.callback,
      {
        state,
        nonce: row.nonce,
        codeVerifier: row.code_verifier,
      },
    );
  } catch (error) {
    const problem = error as ProviderProblem;
    throw await refuse(problem.kind === 'invalid' ? 'token' : problem.kind, signInError(problem));
  }
  const subject = typeof claims.sub === 'string' ? claims.sub : '';
  const identity = await findIdentity(deps.db, settings.issuer, subject);
  let user: UserRow | undefined;
  if (identity) {
    user = await findUserById(deps.db, identity.user_id);
  } else {
    const address = verifiedAdminAddress(settings, claims);
    if ('refused' in address) throw await refuse(address.refused, new HttpError(403, 'SSO_ADDRESS_UNVERIFIED'));
    user = await findAccountByAddress(deps.db, address.email);
  }
  // A customer's account, or none: the same answer, which says nothing about customers.
  if (!user || user.role !== 'admin') throw await refuse('noAccount', new HttpError(403, 'SSO_NO_ACCOUNT'));
  await assertMaySignIn(deps, user, input.clientAddress);
  const admin = user;
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    if (identity) await touchIdentity(trx, settings.issuer, subject, now);
    else {
      await linkIdentity(trx, settings.issuer, subject, admin.id, now);
      await audit(trx, {
        action: 'account.provider_linked',
        actor: { userId: admin.id, role: admin.role },
        targetUserId: admin.id,
        clientAddress: input.clientAddress,
        details: { kind: 'admin', issuer: settings.issuer },
      });
    }
    if (!admin.active) {
      // A new admin who has not used the set-up link: the provider vouched for them, the link is done.
      await markUserActive(trx, admin.id, now);
      await revokeTokens(trx, admin.id, ['reset']);
    }
  });
  const current = (await findUserById(deps.db, admin.id)) ?? admin;
  return sessionAfterProvider(
    deps,
    current,
    { issuer: settings.issuer, mfa: adminProviderVouchesMfa(settings, claims) },
    input,
  );
}
