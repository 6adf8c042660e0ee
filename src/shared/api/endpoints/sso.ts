import { ROLES } from '../../constants.ts';
import { AdminAccessToken, CustomerAccessToken } from '../accounts.ts';
import { SuccessResponse } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import {
  AdminSsoFinishRequest,
  ProviderSignOutResponse,
  SignInProviderRequest,
  SignInProviderResponse,
  SsoAddressRequest,
  SsoDiscoverResponse,
  SsoFinishRequest,
  SsoStartResponse,
} from '../sso.ts';
import { ANYONE, EMPLOYER } from './access.ts';

const tag = 'Company sign-in';

/** Sign-in through the company's identity provider (docs/decisions/106-company-sign-in.md). */
export const ssoEndpoints = {
  signInProvider: endpoint({
    method: 'GET',
    path: '/sso/connection',
    summary: 'The company’s identity provider, without its secret',
    description:
      'Employer only. `connection` is null until one is saved; `redirectUri` is the address to register at ' +
      'the provider (Entra ID: Web platform; Google: authorized redirect URI).',
    tag,
    access: EMPLOYER,
    response: SignInProviderResponse,
  }),
  saveSignInProvider: endpoint({
    method: 'PUT',
    path: '/sso/connection',
    summary: 'Connect the company to its identity provider (OpenID Connect)',
    description:
      'Employer only. `kind` `entra` takes the tenant id (issuer https://login.microsoftonline.com/{tenant}/v2.0), ' +
      '`google` the Workspace domain that the `hd` claim must name (issuer https://accounts.google.com), `oidc` ' +
      'the issuer URL and the button’s name. The discovery document is read and checked before anything is ' +
      'stored: unreachable or not a matching OpenID Connect provider is 400 `SSO_DISCOVERY_FAILED`. The client ' +
      'secret is sealed and never answered; left out, the stored one stays (400 without one). ' +
      '`passwordsAllowed: false` refuses passwords to managers and employees (403 `PASSWORD_SIGN_IN_OFF`); the ' +
      'employer keeps theirs. Audited.',
    tag,
    access: EMPLOYER,
    body: SignInProviderRequest,
    response: SignInProviderResponse,
  }),
  removeSignInProvider: endpoint({
    method: 'DELETE',
    path: '/sso/connection',
    summary: 'Disconnect the company from its identity provider',
    description: 'Employer only. Passwords are allowed again; the people’s links to the provider go. Audited.',
    tag,
    access: EMPLOYER,
    response: SuccessResponse,
  }),
  discoverSignIn: endpoint({
    method: 'POST',
    path: '/sso/discover',
    summary: 'Whether an address signs in with its company’s identity provider',
    description:
      'Anyone, for /login’s address step: the provider’s kind and button name when the address belongs to a ' +
      'company with a provider, else null. Counted per client address like registration (which already ' +
      'tells whether an address is taken): too many is 429 `RATE_LIMITED`.',
    tag,
    access: ANYONE,
    body: SsoAddressRequest,
    response: SsoDiscoverResponse,
  }),
  startSignIn: endpoint({
    method: 'POST',
    path: '/sso/start',
    summary: 'Begin a sign-in at the company’s identity provider',
    description:
      'Anyone. Answers the provider’s authorization URL (code flow with PKCE S256, `state` and `nonce`) and ' +
      'sets the HttpOnly `portal_sso` cookie that binds the sign-in to this browser for ten minutes. An address ' +
      'without a provider is 404 `SSO_NOT_CONFIGURED`; a provider that does not answer 424 ' +
      '`SSO_PROVIDER_UNREACHABLE`.',
    tag,
    access: ANYONE,
    body: SsoAddressRequest,
    response: SsoStartResponse,
  }),
  finishSignIn: endpoint({
    method: 'POST',
    path: '/sso/finish',
    summary: 'Finish a sign-in at the company’s identity provider',
    description:
      'Anyone, from the browser that began it (`portal_sso` cookie). `callback` is the query the provider ' +
      'returned with. The code is exchanged with the PKCE verifier, the ID token’s signature, `iss`, `aud`, ' +
      '`exp` and `nonce` checked. The person is found by issuer and `sub`; the first sign-in links the ' +
      'account of the same company with the provider’s verified address. Answers the access token like ' +
      'POST /employee/login. Refusals, each audited and changing nothing: unknown, expired, used or foreign ' +
      'state 400 `SSO_STATE_INVALID`; a token that fails its checks 401 `SSO_TOKEN_INVALID`; the provider ' +
      'refused 401 `SSO_PROVIDER_REFUSED`; unreachable 424 `SSO_PROVIDER_UNREACHABLE`; no verified address 403 ' +
      '`SSO_ADDRESS_UNVERIFIED`; an address of another company 403 `SSO_OTHER_COMPANY`; no account 403 ' +
      '`SSO_NO_ACCOUNT`; locked or blocked 403 `ACCOUNT_LOCKED`/`ACCOUNT_BLOCKED`. An invited person first ' +
      'accepts the privacy notice: 409 `SSO_CONSENT_REQUIRED`, then the same call with ' +
      '`dataProtectionPolicyAccepted: true` within ten minutes. A person with their own second factor whose ' +
      'provider did not report one (`amr`) continues like the password sign-in (403 `SECOND_FACTOR_REQUIRED`).',
    tag,
    access: ANYONE,
    body: SsoFinishRequest,
    response: CustomerAccessToken,
  }),
  adminStartSignIn: endpoint({
    method: 'POST',
    path: '/appuser/sso/start',
    summary: 'Begin an admin’s sign-in at the provider’s own identity provider',
    description:
      'Anyone, from /admin/login, when the server is configured with `ADMIN_OIDC_ISSUER`, `ADMIN_OIDC_CLIENT_ID` ' +
      'and `ADMIN_OIDC_CLIENT_SECRET` (else 404 `SSO_NOT_CONFIGURED`; the public configuration names the button as ' +
      '`adminSignIn`). As `/sso/start`: the authorization URL (PKCE S256, `state`, `nonce`, the configured ' +
      '`acr_values`) and the `portal_sso` cookie for ten minutes; a provider that does not answer is 424 ' +
      '`SSO_PROVIDER_UNREACHABLE`. Counted per client address (429 `RATE_LIMITED`).',
    tag,
    access: ANYONE,
    response: SsoStartResponse,
  }),
  adminFinishSignIn: endpoint({
    method: 'POST',
    path: '/appuser/sso/finish',
    summary: 'Finish an admin’s sign-in at the provider’s own identity provider',
    description:
      'Anyone, from the browser that began it. As `/sso/finish`, for admin accounts only: the admin is found ' +
      'by issuer and `sub`, or on the first sign-in by the provider’s verified address; a customer’s address ' +
      'or none is 403 `SSO_NO_ACCOUNT` (accounts are never made here). An `amr` naming a second factor, or an ' +
      '`acr` listed in `ADMIN_OIDC_ACR_VALUES`, stands for the admin’s second factor; otherwise the admin’s own ' +
      'factor is asked for (403 `SECOND_FACTOR_REQUIRED`, then `/appuser/login/second-factor`), or, without ' +
      'one, the session may only set one up. Answers the access token like POST /appuser/login. A company’s ' +
      'sign-in state is 400 `SSO_STATE_INVALID` here, and an admin’s at `/sso/finish`.',
    tag,
    access: ANYONE,
    body: AdminSsoFinishRequest,
    response: AdminAccessToken,
  }),
  providerSignOut: endpoint({
    method: 'GET',
    path: '/account/provider-sign-out',
    summary: 'The identity provider’s sign-out page for this session, if any',
    description:
      'Any signed-in session, just before the sign-out (the session still counts): when it was opened ' +
      'through the company’s or the admins’ identity provider and that provider offers a sign-out page ' +
      '(`end_session_endpoint`), its address with `client_id` and `post_logout_redirect_uri` (`/login` or ' +
      '`/admin/login`), so that the browser ends the provider’s session too; otherwise null (a password ' +
      'session, a provider without one such as Google, one changed since, or one not answering). Changes nothing.',
    tag,
    access: { token: 'session', roles: ROLES },
    response: ProviderSignOutResponse,
  }),
};
