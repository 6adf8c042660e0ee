import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { CUSTOMER_ROLES, type CustomerRole, type Role } from '#shared/constants.ts';
import { audit } from '../audit/audit-log.ts';
import { callerOf } from '../http/auth.ts';
import type { AppDeps } from '../deps.ts';
import { requestPasswordReset } from './password-reset.ts';
import { registerEmployer } from './registration.ts';
import { acceptInvitation, invitedAddress, setPasswordFromLink } from './password-links.ts';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS } from '../identity/trusted-devices.ts';
import { confirmEmailChange, reportEmailChange } from './email-change.ts';
import { signIn } from './sign-in.ts';
import type { SessionOpened } from './session-opening.ts';
import { endOtherSessions, endSession, ownSessions } from './own-sessions.ts';
import {
  CHALLENGE_COOKIE,
  SIGN_IN_CHALLENGE_SECONDS,
  finishSignIn,
  signInChallengeMethods,
} from './second-factor-sign-in.ts';
import { HttpError } from '../core/errors.ts';
import { describeDevice } from '../core/device-description.ts';
import type { SecondFactorSignInRequest } from '#shared/api/second-factor.ts';
import { revokeToken } from '../identity/tokens.ts';
import { api } from '#shared/api/endpoints/index.ts';
import { endpointRoutes, implement } from '../http/endpoint-routes.ts';

const ADMIN: readonly Role[] = ['admin'];

/** Sign-in, sign-out, registration and password flows for customers and admins. */
export function accountsRoutes(deps: AppDeps) {
  const { db } = deps;

  // The browser's mark as one where the person signed in before: sent only with API calls, never
  // readable by scripts (docs/decisions/065-sign-in-without-lockout-by-strangers.md).
  const rememberDevice = (c: Context, token: string) =>
    setCookie(c, DEVICE_COOKIE, token, {
      httpOnly: true,
      sameSite: 'Strict',
      secure: deps.config.publicUrl.startsWith('https:'),
      path: '/api/',
      maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
    });

  // A sign-in waiting for its second factor: the challenge travels like the device mark, out of
  // scripts' reach, for five minutes (docs/decisions/069-second-factor.md).
  const awaitSecondFactor = (c: Context, challenge: string): never => {
    setCookie(c, CHALLENGE_COOKIE, challenge, {
      httpOnly: true,
      sameSite: 'Strict',
      secure: deps.config.publicUrl.startsWith('https:'),
      path: '/api/',
      maxAge: SIGN_IN_CHALLENGE_SECONDS,
    });
    throw new HttpError(403, 'SECOND_FACTOR_REQUIRED');
  };
  const opened = (c: Context, result: SessionOpened) => {
    rememberDevice(c, result.deviceToken);
    if (getCookie(c, CHALLENGE_COOKIE)) deleteCookie(c, CHALLENGE_COOKIE, { path: '/api/' });
    return { id: result.token, userId: result.user.id, ttl: result.ttl, created: result.created.toISOString() };
  };
  const customerToken = (c: Context, result: SessionOpened) => ({
    ...opened(c, result),
    lang: result.user.lang,
    // the sign-in let only these roles through
    role: result.user.role as CustomerRole,
  });
  const adminToken = (c: Context, result: SessionOpened) => ({ ...opened(c, result), role: 'admin' as const });
  const passwordStep = (c: Context, body: { email: string; password: string }, roles: readonly Role[]) =>
    signIn(deps, {
      ...body,
      clientAddress: c.get('clientAddress'),
      device: describeDevice(c.req.header('user-agent')),
      roles,
      deviceToken: getCookie(c, DEVICE_COOKIE),
    });
  const secondStep = (c: Context, answer: SecondFactorSignInRequest, roles: readonly Role[]) =>
    finishSignIn(deps, {
      challenge: getCookie(c, CHALLENGE_COOKIE),
      answer,
      roles,
      clientAddress: c.get('clientAddress'),
      device: describeDevice(c.req.header('user-agent')),
      deviceToken: getCookie(c, DEVICE_COOKIE),
    });

  return endpointRoutes(
    implement(api.customerLogin, async (c, { body }) => {
      const result = await passwordStep(c, body, CUSTOMER_ROLES);
      return 'challenge' in result ? awaitSecondFactor(c, result.challenge) : customerToken(c, result);
    }),
    implement(api.adminLogin, async (c, { body }) => {
      const result = await passwordStep(c, body, ADMIN);
      return 'challenge' in result ? awaitSecondFactor(c, result.challenge) : adminToken(c, result);
    }),
    implement(api.signInChallenge, async (c) => signInChallengeMethods(deps, getCookie(c, CHALLENGE_COOKIE))),
    implement(api.customerSecondFactor, async (c, { body }) =>
      customerToken(c, await secondStep(c, body, CUSTOMER_ROLES)),
    ),
    implement(api.adminSecondFactor, async (c, { body }) => adminToken(c, await secondStep(c, body, ADMIN))),
    implement(api.customerLogout, async (c) => {
      const caller = callerOf(c);
      await revokeToken(db, caller.tokenHash);
      await audit(db, {
        action: 'account.signed_out',
        actor: caller,
        targetUserId: caller.userId,
        targetCompanyId: caller.companyId,
      });
      return { success: true as const };
    }),
    implement(api.adminLogout, async (c) => {
      const caller = callerOf(c);
      await revokeToken(db, caller.tokenHash);
      await audit(db, { action: 'account.signed_out', actor: caller, targetUserId: caller.userId });
      return { success: true as const };
    }),
    implement(api.register, async (c, { body }) => {
      const created = await registerEmployer(deps, body, {
        lang: c.get('lang'),
        clientAddress: c.get('clientAddress'),
      });
      return created;
    }),
    implement(api.customerReset, async (c, { body }) => {
      const { email } = body;
      await requestPasswordReset(deps, {
        email,
        clientAddress: c.get('clientAddress'),
        roles: CUSTOMER_ROLES,
        linkPath: '/recovery-password',
      });
      return { success: true as const };
    }),
    implement(api.adminReset, async (c, { body }) => {
      const { email } = body;
      await requestPasswordReset(deps, {
        email,
        clientAddress: c.get('clientAddress'),
        roles: ADMIN,
        linkPath: '/admin/recovery-password',
      });
      return { success: true as const };
    }),
    implement(api.customerResetPassword, async (c, { body }) => {
      await setPasswordFromLink(deps, callerOf(c), body.newPassword, c.get('clientAddress'));
      return { success: true as const };
    }),
    implement(api.adminResetPassword, async (c, { body }) => {
      await setPasswordFromLink(deps, callerOf(c), body.newPassword, c.get('clientAddress'));
      return { success: true as const };
    }),
    implement(api.confirmEmail, async (c, { body }) => ({
      success: true as const,
      email: await confirmEmailChange(deps, body.token, c.get('clientAddress')),
    })),
    implement(api.reportEmailChange, async (c, { body }) => ({
      success: true as const,
      recovery: await reportEmailChange(deps, body.token, c.get('clientAddress')),
    })),
    implement(api.ownSessions, async (c) => await ownSessions(deps, callerOf(c))),
    implement(api.endOtherSessions, async (c) => ({
      ended: await endOtherSessions(deps, callerOf(c), c.get('clientAddress')),
    })),
    implement(api.endSession, async (c, { body }) => {
      await endSession(deps, callerOf(c), body.id, c.get('clientAddress'));
      return { success: true as const };
    }),
    implement(api.invitationStatus, async (c) => ({ email: await invitedAddress(deps, callerOf(c)) })),
    implement(api.acceptInvitation, async (c, { body }) => {
      const email = await acceptInvitation(deps, callerOf(c), body, c.get('clientAddress'));
      return { success: true as const, email };
    }),
  );
}
