import * as v from 'valibot';
import { Email, Name, OneLine } from './common.ts';

/**
 * Sign-in through the company's identity provider (docs/decisions/106-company-sign-in.md): the
 * employer's connection, the address-first discovery on /login and the code flow's two calls.
 */
export const SIGN_IN_PROVIDER_KINDS = ['entra', 'google', 'oidc'] as const;
export type SignInProviderKind = (typeof SIGN_IN_PROVIDER_KINDS)[number];

/** An Entra ID tenant id: a GUID (a domain name would give another issuer than the discovery's). */
export const ENTRA_TENANT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A Google Workspace domain, as the `hd` claim names it. */
const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

const Secret = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(1000), OneLine);
const ClientId = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(300), OneLine);

/**
 * PUT /sso/connection. `tenant`: the Entra tenant id, or the Google Workspace domain; `issuer` for
 * any other provider (https). `clientSecret` may be left out to keep the stored one.
 */
export const SignInProviderRequest = v.pipe(
  v.strictObject({
    kind: v.picklist(SIGN_IN_PROVIDER_KINDS),
    tenant: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(253), OneLine)),
    issuer: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500), v.url(), OneLine)),
    displayName: v.optional(v.pipe(Name, v.maxLength(60))),
    clientId: ClientId,
    clientSecret: v.optional(Secret),
    passwordsAllowed: v.boolean(),
  }),
  v.forward(
    v.check(
      (input) =>
        input.kind === 'entra'
          ? ENTRA_TENANT.test(input.tenant ?? '')
          : input.kind === 'google'
            ? DOMAIN.test(input.tenant ?? '')
            : true,
      'Entra ID needs the tenant id (a GUID), Google Workspace the domain',
    ),
    ['tenant'],
  ),
  v.forward(
    v.check((input) => input.kind !== 'oidc' || input.issuer !== undefined, 'the provider’s issuer URL'),
    ['issuer'],
  ),
  v.forward(
    v.check((input) => input.kind !== 'oidc' || input.displayName !== undefined, 'the name on the sign-in button'),
    ['displayName'],
  ),
);
export type SignInProviderRequest = v.InferOutput<typeof SignInProviderRequest>;

/** The connection as the employer sees it: never the secret. */
export const SignInProviderConnection = v.object({
  kind: v.picklist(SIGN_IN_PROVIDER_KINDS),
  displayName: v.string(),
  issuer: v.string(),
  tenant: v.nullable(v.string()),
  clientId: v.string(),
  passwordsAllowed: v.boolean(),
  updatedAt: v.string(),
});
export type SignInProviderConnection = v.InferOutput<typeof SignInProviderConnection>;

/** GET /sso/connection: the connection or null, and the redirect URI to register at the provider. */
export const SignInProviderResponse = v.object({
  connection: v.nullable(SignInProviderConnection),
  redirectUri: v.string(),
});
export type SignInProviderResponse = v.InferOutput<typeof SignInProviderResponse>;

/** POST /sso/discover and POST /sso/start: the address typed on /login. */
export const SsoAddressRequest = v.strictObject({ email: Email });
export type SsoAddressRequest = v.InferOutput<typeof SsoAddressRequest>;

/** The provider the address signs in with, for the button; null: a password, as before. */
export const SsoDiscoverResponse = v.object({
  provider: v.nullable(v.object({ kind: v.picklist(SIGN_IN_PROVIDER_KINDS), name: v.string() })),
});
export type SsoDiscoverResponse = v.InferOutput<typeof SsoDiscoverResponse>;

/** POST /sso/start: where the browser goes next (the provider's authorization endpoint). */
export const SsoStartResponse = v.object({ url: v.string() });
export type SsoStartResponse = v.InferOutput<typeof SsoStartResponse>;

/**
 * POST /sso/finish: the query the provider sent the browser back with (`?code=…&state=…`), and, for
 * an invited person's first sign-in, the privacy notice accepted.
 */
const Callback = v.pipe(v.string(), v.maxLength(8000), v.regex(/^\?/));
export const SsoFinishRequest = v.strictObject({
  callback: Callback,
  dataProtectionPolicyAccepted: v.optional(v.boolean()),
});
export type SsoFinishRequest = v.InferOutput<typeof SsoFinishRequest>;

/** POST /appuser/sso/finish: the query the admins' provider sent the browser back with. */
export const AdminSsoFinishRequest = v.strictObject({ callback: Callback });
export type AdminSsoFinishRequest = v.InferOutput<typeof AdminSsoFinishRequest>;

/** GET /account/provider-sign-out: the provider's sign-out page to go on to, or null (decision 112). */
export const ProviderSignOutResponse = v.object({ url: v.nullable(v.string()) });
export type ProviderSignOutResponse = v.InferOutput<typeof ProviderSignOutResponse>;
