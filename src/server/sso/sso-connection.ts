import type { SignInProviderRequest, SignInProviderResponse } from '#shared/api/sso.ts';
import { audit } from '../audit/audit-log.ts';
import type { Caller } from '../core/caller.ts';
import { HttpError } from '../core/errors.ts';
import { seal, sealingKey, sealingKeys, unseal } from '../core/secret-box.ts';
import type { AppDeps } from '../deps.ts';
import { ProviderProblem, discover, forgetConfigurations } from './oidc-client.ts';
import { displayNameOf, issuerOf } from './provider-kinds.ts';
import {
  type ConnectionRow,
  deleteConnection,
  findConnection,
  upsertConnection,
} from './sso-connections.repository.ts';

/** Where the provider sends the browser back: a page of the app that finishes the sign-in. */
export const redirectUriOf = (publicUrl: string): string => `${publicUrl.replace(/\/$/, '')}/sso/callback`;

/** The employer's company: the endpoint lets only employers through, and every employer has one. */
const companyOf = (caller: Caller): number => {
  if (caller.companyId === null) throw new HttpError(403, 'ACCESS_DENIED');
  return caller.companyId;
};

const answer = (deps: AppDeps, row: ConnectionRow | undefined): SignInProviderResponse => ({
  connection: row
    ? {
        kind: row.kind,
        displayName: row.display_name,
        issuer: row.issuer,
        tenant: row.tenant,
        clientId: row.client_id,
        passwordsAllowed: row.passwords_allowed,
        updatedAt: row.updated_at.toISOString(),
      }
    : null,
  redirectUri: redirectUriOf(deps.config.publicUrl),
});

/** GET /sso/connection. */
export async function signInProvider(deps: AppDeps, caller: Caller): Promise<SignInProviderResponse> {
  return answer(deps, await findConnection(deps.db, companyOf(caller)));
}

/** The provider's client of a stored connection, its secret unsealed. */
export const providerClientOf = (deps: AppDeps, row: ConnectionRow) => ({
  issuer: row.issuer,
  clientId: row.client_id,
  clientSecret: unseal(sealingKeys(deps.config).all, row.client_secret_sealed),
  allowHttp: deps.config.ssoAllowHttpIssuers,
});

/**
 * PUT /sso/connection: the discovery document is read and checked before anything is stored; the
 * secret is sealed (decision 106) and never answered. Audited without the secret.
 */
export async function saveSignInProvider(
  deps: AppDeps,
  caller: Caller,
  body: SignInProviderRequest,
  clientAddress: string,
): Promise<SignInProviderResponse> {
  const companyId = companyOf(caller);
  const before = await findConnection(deps.db, companyId);
  const issuer = issuerOf(body.kind, body.tenant, body.issuer);
  const tenant = body.kind === 'oidc' ? null : (body.tenant ?? null);
  // A kept secret belongs to the client it was given for.
  const keptSecret = before && before.client_id === body.clientId && before.issuer === issuer ? before : undefined;
  if (!body.clientSecret && !keptSecret) throw new HttpError(400, 'SSO_SECRET_REQUIRED');
  const clientSecret = body.clientSecret ?? providerClientOf(deps, keptSecret!).clientSecret;
  try {
    await discover({ issuer, clientId: body.clientId, clientSecret, allowHttp: deps.config.ssoAllowHttpIssuers });
  } catch (error) {
    const reason = error instanceof ProviderProblem ? error.message : 'unknown';
    throw new HttpError(400, 'SSO_DISCOVERY_FAILED', {
      params: { reason },
      details: [{ path: body.kind === 'oidc' ? 'issuer' : 'tenant', message: reason }],
    });
  }
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    await upsertConnection(trx, {
      companyId,
      kind: body.kind,
      displayName: displayNameOf(body.kind, body.displayName),
      issuer,
      tenant,
      clientId: body.clientId,
      clientSecretSealed: body.clientSecret
        ? seal(sealingKey(deps.config), body.clientSecret)
        : keptSecret!.client_secret_sealed,
      passwordsAllowed: body.passwordsAllowed,
      now,
    });
    await audit(trx, {
      action: 'company.sign_in_provider_changed',
      actor: caller,
      targetCompanyId: companyId,
      clientAddress,
      details: {
        kind: body.kind,
        issuer,
        passwordsAllowed: body.passwordsAllowed,
        secretChanged: body.clientSecret !== undefined,
        ...(before
          ? { before: { kind: before.kind, issuer: before.issuer, passwordsAllowed: before.passwords_allowed } }
          : {}),
      },
    });
  });
  if (before) forgetConfigurations(before.issuer);
  return answer(deps, await findConnection(deps.db, companyId));
}

/** DELETE /sso/connection: passwords allowed again, the people's links to the provider gone. Audited. */
export async function removeSignInProvider(deps: AppDeps, caller: Caller, clientAddress: string): Promise<void> {
  const companyId = companyOf(caller);
  const before = await findConnection(deps.db, companyId);
  if (!before) return;
  await deps.db.transaction().execute(async (trx) => {
    await deleteConnection(trx, companyId, before.issuer);
    await audit(trx, {
      action: 'company.sign_in_provider_removed',
      actor: caller,
      targetCompanyId: companyId,
      clientAddress,
      details: { kind: before.kind, issuer: before.issuer },
    });
  });
  forgetConfigurations(before.issuer);
}
