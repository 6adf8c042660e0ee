import * as client from 'openid-client';
import { type ProviderClient, ProviderProblem, classify, discover } from './oidc-client.ts';
import type { IdTokenClaims } from './provider-kinds.ts';

/**
 * The provider's answer turned into the ID token's claims: the code exchanged with the PKCE
 * verifier, the ID token's signature, `iss`, `aud`, `exp` and `nonce` checked by openid-client
 * (decision 106). Any failure is a ProviderProblem: unreachable, refused, or a token that fails.
 */
export async function claimsOfCallback(
  provider: ProviderClient,
  redirectUri: string,
  callback: string,
  expected: { state: string; nonce: string; codeVerifier: string },
): Promise<IdTokenClaims> {
  try {
    const config = await discover(provider);
    const tokens = await client.authorizationCodeGrant(config, new URL(`${redirectUri}${callback}`), {
      pkceCodeVerifier: expected.codeVerifier,
      expectedState: expected.state,
      expectedNonce: expected.nonce,
      idTokenExpected: true,
    });
    return tokens.claims() ?? {};
  } catch (error) {
    throw error instanceof ProviderProblem ? error : classify(error);
  }
}
