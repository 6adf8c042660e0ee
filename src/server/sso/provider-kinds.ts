import type { SignInProviderKind } from '#shared/api/sso.ts';

/** The issuer a connection's kind stands for (docs/decisions/106-company-sign-in.md). */
export function issuerOf(kind: SignInProviderKind, tenant: string | undefined, issuer: string | undefined): string {
  if (kind === 'entra') return `https://login.microsoftonline.com/${tenant}/v2.0`;
  if (kind === 'google') return 'https://accounts.google.com';
  return issuer ?? '';
}

/** The button's name where the employer gave none: „Mit Microsoft anmelden“, „Mit Google anmelden“. */
export function displayNameOf(kind: SignInProviderKind, given: string | undefined): string {
  if (kind === 'entra') return 'Microsoft';
  if (kind === 'google') return 'Google';
  return given ?? '';
}

export type IdTokenClaims = Record<string, unknown>;

/** Why a provider's answer names no address the portal may link by. */
export type AddressRefusal = 'unverified' | 'wrongTenant';

/**
 * The address the provider vouches for, or why there is none. Only ever used to link a person on
 * their first sign-in, within the connection's own company; later sign-ins go by issuer and `sub`.
 * - any provider: `email` with `email_verified: true`;
 * - Google Workspace: the same, and `hd` must be the company's domain (a private Gmail account
 *   has no `hd`);
 * - Entra ID: `tid` must be the tenant; `email` when `xms_edov` (the domain owner verified it) is
 *   true, else `preferred_username` (the UPN, given by the tenant's admins) when it is an address.
 *   Entra sends no `email_verified`; guests' UPNs (`…#EXT#@…`) match no portal address.
 */
export function verifiedAddress(
  kind: SignInProviderKind,
  tenant: string | null,
  claims: IdTokenClaims,
): { email: string } | { refused: AddressRefusal } {
  const text = (name: string) =>
    typeof claims[name] === 'string' ? (claims[name] as string).trim().toLowerCase() : '';
  const isAddress = (value: string) => /^[^\s@#]+@[^\s@]+\.[^\s@]+$/.test(value);
  if (kind === 'entra') {
    if (text('tid') !== (tenant ?? '').toLowerCase()) return { refused: 'wrongTenant' };
    if (claims.xms_edov === true && isAddress(text('email'))) return { email: text('email') };
    return isAddress(text('preferred_username')) ? { email: text('preferred_username') } : { refused: 'unverified' };
  }
  if (kind === 'google' && text('hd') !== (tenant ?? '')) return { refused: 'wrongTenant' };
  return claims.email_verified === true && isAddress(text('email'))
    ? { email: text('email') }
    : { refused: 'unverified' };
}

/**
 * Whether the provider says the person used a second factor: RFC 8176 `amr` values for it (`mfa`,
 * `otp`, `hwk`, `swk`, `sc`, `fpt`, …). An SSO sign-in with them satisfies the company's
 * second-factor rule (decision 099); without them the portal's own second factor is asked for.
 */
const MFA_METHODS = new Set(['mfa', 'otp', 'hwk', 'swk', 'sc', 'fpt', 'face', 'iris', 'retina', 'vbm']);
export const providerVouchesMfa = (claims: IdTokenClaims): boolean =>
  Array.isArray(claims.amr) && claims.amr.some((method) => typeof method === 'string' && MFA_METHODS.has(method));
