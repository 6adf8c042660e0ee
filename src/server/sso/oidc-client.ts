import * as client from 'openid-client';
import { HttpError } from '../core/errors.ts';
import { log } from '../log.ts';
import { InternalAddressRefused, pinnedFetch } from './pinned-fetch.ts';
import { internalHost } from './public-host.ts';

/**
 * The one wrapper around openid-client (docs/decisions/106-company-sign-in.md): discovery with a
 * short timeout, https only and on public addresses (checked again as each request connects) unless
 * SSO_ALLOW_HTTP_ISSUERS (a provider on this machine, for tests), configurations kept for ten minutes per
 * issuer, client and secret (the library keeps the provider's keys with them), and the library's
 * errors turned into the portal's.
 */
export type ProviderClient = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  allowHttp: boolean;
  /** The operator's own provider (the admins', decision 112): it may be on the portal's own network. */
  operators?: boolean;
};

const TIMEOUT_SECONDS = 5;
const KEEP_MS = 10 * 60 * 1000;
const configurations = new Map<string, { config: client.Configuration; until: number; issuer: string }>();
// Every request for a company (discovery, tokens, keys: the configuration keeps the fetch) connects
// only to addresses checked as it connects; SSO_ALLOW_HTTP_ISSUERS lifts the check with the rest.
const onPublicAddresses = pinnedFetch();
const onAnyAddress = pinnedFetch({ isInternal: () => false });

/** Reads and checks the discovery document (the issuer in it must be the one asked for). */
export async function discover(provider: ProviderClient): Promise<client.Configuration> {
  const key = JSON.stringify([
    provider.issuer,
    provider.clientId,
    provider.clientSecret,
    provider.allowHttp,
    provider.operators === true,
  ]);
  const kept = configurations.get(key);
  if (kept && kept.until > Date.now()) return kept.config;
  const url = new URL(provider.issuer);
  if (url.protocol !== 'https:' && !(provider.allowHttp && url.protocol === 'http:')) {
    throw new ProviderProblem('invalid', 'the issuer must be an https address');
  }
  await refuseInternal(provider, url, 'issuer');
  try {
    const config = await client.discovery(
      url,
      provider.clientId,
      undefined,
      client.ClientSecretPost(provider.clientSecret),
      {
        timeout: TIMEOUT_SECONDS,
        [client.customFetch]: provider.allowHttp || provider.operators ? onAnyAddress : onPublicAddresses,
        // The ID token's signature is checked against the provider's keys even though it comes straight
        // from the token endpoint (openid-client leaves that to TLS unless asked).
        execute: [client.enableNonRepudiationChecks, ...(provider.allowHttp ? [client.allowInsecureRequests] : [])],
      },
    );
    config.timeout = TIMEOUT_SECONDS;
    const metadata = config.serverMetadata();
    if (!metadata.authorization_endpoint || !metadata.token_endpoint || !metadata.jwks_uri) {
      throw new ProviderProblem('invalid', 'the discovery document lacks an endpoint of the code flow');
    }
    if (metadata.code_challenge_methods_supported && !metadata.code_challenge_methods_supported.includes('S256')) {
      throw new ProviderProblem('invalid', 'the provider does not support PKCE with S256');
    }
    // The server itself fetches the keys and the tokens: they too must be outside the portal's network.
    await refuseInternal(provider, new URL(metadata.token_endpoint), 'token endpoint');
    await refuseInternal(provider, new URL(metadata.jwks_uri), 'key set');
    configurations.set(key, { config, until: Date.now() + KEEP_MS, issuer: provider.issuer });
    return config;
  } catch (error) {
    throw error instanceof ProviderProblem ? error : classify(error);
  }
}

/**
 * Refuses an address of the portal's own machine or network (decision 106) before anything is
 * fetched, naming which URL it is (issuer, token endpoint or key set). A name that changes its answer after
 * this is caught by the fetch itself, which checks again as it connects.
 */
async function refuseInternal(provider: ProviderClient, url: URL, what: string): Promise<void> {
  if (provider.allowHttp || provider.operators) return;
  const host = await internalHost(url);
  if (host !== undefined) throw new ProviderProblem('invalid', `the ${what} is on an internal address (${host})`);
}

/** Forgets a connection's kept configuration (a change or a removal). */
export function forgetConfigurations(issuer: string): void {
  for (const [key, kept] of configurations) if (kept.issuer === issuer) configurations.delete(key);
}

/** A problem with the provider: it did not answer, refused, or its answer failed the checks. */
export class ProviderProblem extends Error {
  readonly kind: 'unreachable' | 'refused' | 'invalid';

  constructor(kind: 'unreachable' | 'refused' | 'invalid', detail: string) {
    super(detail);
    this.kind = kind;
  }
}

const causes = (error: unknown): unknown[] => {
  const chain: unknown[] = [];
  for (let at = error; at !== undefined && chain.length < 6; at = (at as { cause?: unknown }).cause) chain.push(at);
  return chain;
};

/** Sorts the library's errors: the network or the provider's servers, the provider's refusal, or checks that failed. */
export function classify(error: unknown): ProviderProblem {
  const chain = causes(error);
  const code = (error as { code?: unknown }).code;
  // A refused connection is a fault of the provider's addresses, not of the network.
  const internal = chain.find((at): at is InternalAddressRefused => at instanceof InternalAddressRefused);
  if (internal) return new ProviderProblem('invalid', internal.message);
  if (error instanceof client.AuthorizationResponseError) return new ProviderProblem('refused', error.error);
  if (error instanceof client.ResponseBodyError) {
    return new ProviderProblem(error.status >= 500 ? 'unreachable' : 'refused', error.error);
  }
  const network = chain.some(
    (at) =>
      at instanceof TypeError || (at instanceof Error && (at.name === 'TimeoutError' || at.name === 'AbortError')),
  );
  if (network || code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' || code === 'OAUTH_RESPONSE_IS_NOT_JSON') {
    return new ProviderProblem('unreachable', error instanceof Error ? error.message : String(error));
  }
  return new ProviderProblem('invalid', error instanceof Error ? error.message : String(error));
}

/** The sign-in's answer for a provider problem outside the employer's form. */
export function signInError(problem: ProviderProblem): HttpError {
  log.warn('sso.provider_problem', { kind: problem.kind, detail: problem.message });
  if (problem.kind === 'unreachable') return new HttpError(424, 'SSO_PROVIDER_UNREACHABLE');
  if (problem.kind === 'refused') return new HttpError(401, 'SSO_PROVIDER_REFUSED');
  return new HttpError(401, 'SSO_TOKEN_INVALID');
}
