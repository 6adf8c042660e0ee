import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { api } from '#shared/api/endpoints/index.ts';
import type { CustomerRole } from '#shared/constants.ts';
import { CHALLENGE_COOKIE, SIGN_IN_CHALLENGE_SECONDS } from '../accounts/second-factor-sign-in.ts';
import { describeDevice } from '../core/device-description.ts';
import { HttpError } from '../core/errors.ts';
import type { AppDeps } from '../deps.ts';
import { callerOf } from '../http/auth.ts';
import { endpointRoutes, implement } from '../http/endpoint-routes.ts';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS } from '../identity/trusted-devices.ts';
import { removeSignInProvider, saveSignInProvider, signInProvider } from './sso-connection.ts';
import { finishAdminSignIn, startAdminSignIn } from './admin-sign-in.ts';
import type { SsoFinished } from './provider-session.ts';
import { finishSsoSignIn } from './sso-finish.ts';
import { providerSignOut } from './provider-sign-out.ts';
import { SSO_SIGN_IN_SECONDS, discoverSignIn, startSignIn } from './sso-sign-in.ts';

/** The browser mark of a provider sign-in under way: only the browser that began it finishes it. */
const SSO_COOKIE = 'portal_sso';
/** The paths the mark is sent to: the company's sign-in calls, and the admins'. */
const SSO_PATH = '/api/sso/';
const ADMIN_SSO_PATH = '/api/appuser/sso/';

/** Sign-in through the company's identity provider (docs/decisions/106-company-sign-in.md). */
export function ssoRoutes(deps: AppDeps) {
  const secure = deps.config.publicUrl.startsWith('https:');
  // Lax: the provider sends the browser back with a cross-site navigation; the call that finishes
  // comes from the portal's own page, which a Lax cookie reaches.
  const cookie = (c: Context, name: string, value: string, maxAge: number, path = '/api/') =>
    setCookie(c, name, value, {
      httpOnly: true,
      sameSite: name === SSO_COOKIE ? 'Lax' : 'Strict',
      secure,
      path,
      maxAge,
    });

  return endpointRoutes(
    implement(api.signInProvider, (c) => signInProvider(deps, callerOf(c))),
    implement(api.saveSignInProvider, (c, { body }) =>
      saveSignInProvider(deps, callerOf(c), body, c.get('clientAddress')),
    ),
    implement(api.removeSignInProvider, async (c) => {
      await removeSignInProvider(deps, callerOf(c), c.get('clientAddress'));
      return { success: true as const };
    }),
    implement(api.discoverSignIn, (c, { body }) => discoverSignIn(deps, body.email, c.get('clientAddress'))),
    implement(api.startSignIn, async (c, { body }) => {
      const started = await startSignIn(deps, body.email, c.get('clientAddress'));
      cookie(c, SSO_COOKIE, started.browserToken, SSO_SIGN_IN_SECONDS, SSO_PATH);
      return { url: started.url };
    }),
    implement(api.finishSignIn, async (c, { body }) => {
      const result = await finishSsoSignIn(deps, {
        callback: body.callback,
        dataProtectionPolicyAccepted: body.dataProtectionPolicyAccepted,
        ...browserOf(c),
      });
      const { user, ...opened } = signedIn(c, result, SSO_PATH);
      // only customers' companies have providers
      return { ...opened, lang: user.lang, role: user.role as CustomerRole };
    }),
    implement(api.adminStartSignIn, async (c) => {
      const started = await startAdminSignIn(deps, c.get('clientAddress'));
      cookie(c, SSO_COOKIE, started.browserToken, SSO_SIGN_IN_SECONDS, ADMIN_SSO_PATH);
      return { url: started.url };
    }),
    implement(api.adminFinishSignIn, async (c, { body }) => {
      const result = await finishAdminSignIn(deps, { callback: body.callback, ...browserOf(c) });
      const { id, userId, ttl, created } = signedIn(c, result, ADMIN_SSO_PATH);
      return { id, userId, ttl, created, role: 'admin' as const };
    }),
    implement(api.providerSignOut, (c) => providerSignOut(deps, callerOf(c))),
  );

  function browserOf(c: Context) {
    return {
      browserToken: getCookie(c, SSO_COOKIE),
      clientAddress: c.get('clientAddress'),
      device: describeDevice(c.req.header('user-agent')),
      deviceToken: getCookie(c, DEVICE_COOKIE),
    };
  }

  /** The mark is done either way; a second factor still to give continues as after a password. */
  function signedIn(c: Context, result: SsoFinished, path: string) {
    deleteCookie(c, SSO_COOKIE, { path });
    if ('challenge' in result) {
      cookie(c, CHALLENGE_COOKIE, result.challenge, SIGN_IN_CHALLENGE_SECONDS);
      throw new HttpError(403, 'SECOND_FACTOR_REQUIRED');
    }
    cookie(c, DEVICE_COOKIE, result.deviceToken, DEVICE_COOKIE_MAX_AGE_SECONDS);
    const token = { id: result.token, userId: result.user.id, ttl: result.ttl, created: result.created.toISOString() };
    return { ...token, user: result.user };
  }
}
