import { Hono } from 'hono';
import {
  ChangePasswordRequest,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  ResetRequest,
} from '#shared/api/accounts.ts';
import { CUSTOMER_ROLES, type Role } from '#shared/constants.ts';
import { audit } from '../audit/audit-log.ts';
import { callerOf, requireToken } from '../http/auth.ts';
import { HttpError } from '../http/errors.ts';
import type { AppDeps, AppEnv, Caller } from '../http/types.ts';
import { validate } from '../http/validate.ts';
import { requestPasswordReset } from './password-reset.ts';
import { assertAcceptablePassword, assertPasswordsMatch, hashPassword } from './passwords.ts';
import { registerEmployer } from './registration.ts';
import { signIn } from './sign-in.ts';
import { consumeLinkToken, revokeToken, revokeTokens } from './tokens.ts';

const ADMIN: readonly Role[] = ['admin'];

/** Sign-in, sign-out, registration and password flows for customers and admins. */
export function accountsRoutes(deps: AppDeps) {
  const { db } = deps;

  /** Sets a new password from a reset (or admin set-up) link; the link dies with it. */
  const setPasswordFromLink = async (caller: Caller, newPassword: string, clientAddress: string) => {
    const userId = caller.userId;
    const user = await db
      .selectFrom('users')
      .select(['firstname', 'lastname', 'email', 'company_id', 'role'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    assertAcceptablePassword(newPassword, [user.firstname, user.lastname, user.email]);
    const passwordHash = await hashPassword(newPassword);
    await db.transaction().execute(async (trx) => {
      await consumeLinkToken(trx, caller.tokenHash, 'reset');
      await trx
        .updateTable('users')
        .set({ password_hash: passwordHash, active: true, updated_at: deps.now() })
        .where('id', '=', userId)
        .execute();
      await revokeTokens(trx, userId);
      await audit(trx, {
        action: 'account.password_reset',
        actor: { userId, role: user.role },
        targetUserId: userId,
        targetCompanyId: user.company_id,
        clientAddress,
      });
    });
  };

  return new Hono<AppEnv>()
    .post('/employee/login', validate('json', LoginRequest), async (c) => {
      const { email, password } = c.req.valid('json');
      const result = await signIn(deps, {
        email,
        password,
        clientAddress: c.get('clientAddress'),
        roles: CUSTOMER_ROLES,
      });
      return c.json({
        id: result.token,
        userId: result.user.id,
        ttl: result.ttl,
        created: result.created.toISOString(),
        lang: result.user.lang,
        role: result.user.role,
      });
    })
    .post('/appuser/login', validate('json', LoginRequest), async (c) => {
      const { email, password } = c.req.valid('json');
      const result = await signIn(deps, { email, password, clientAddress: c.get('clientAddress'), roles: ADMIN });
      return c.json({
        id: result.token,
        userId: result.user.id,
        ttl: result.ttl,
        created: result.created.toISOString(),
        role: 'admin' as const,
      });
    })
    .post('/employee/logout', requireToken('session', [...CUSTOMER_ROLES]), async (c) => {
      const caller = callerOf(c);
      await revokeToken(db, caller.tokenHash);
      await audit(db, {
        action: 'account.signed_out',
        actor: caller,
        targetUserId: caller.userId,
        targetCompanyId: caller.companyId,
      });
      return c.json({ success: true as const });
    })
    .post('/appuser/logout', requireToken('session', ['admin']), async (c) => {
      const caller = callerOf(c);
      await revokeToken(db, caller.tokenHash);
      await audit(db, { action: 'account.signed_out', actor: caller, targetUserId: caller.userId });
      return c.json({ success: true as const });
    })
    .post('/employee/create-employer', validate('json', RegisterRequest), async (c) => {
      const created = await registerEmployer(deps, c.req.valid('json'), {
        lang: c.get('lang'),
        clientAddress: c.get('clientAddress'),
      });
      return c.json(created);
    })
    .post('/employee/reset', validate('json', ResetRequest), async (c) => {
      const { email } = c.req.valid('json');
      await requestPasswordReset(deps, {
        email,
        clientAddress: c.get('clientAddress'),
        roles: CUSTOMER_ROLES,
        linkPath: '/recovery-password',
      });
      return c.json({ success: true as const });
    })
    .post('/appuser/reset', validate('json', ResetRequest), async (c) => {
      const { email } = c.req.valid('json');
      await requestPasswordReset(deps, {
        email,
        clientAddress: c.get('clientAddress'),
        roles: ADMIN,
        linkPath: '/admin/recovery-password',
      });
      return c.json({ success: true as const });
    })
    .post(
      '/employee/reset-password',
      requireToken('reset', [...CUSTOMER_ROLES]),
      validate('json', ResetPasswordRequest),
      async (c) => {
        await setPasswordFromLink(callerOf(c), c.req.valid('json').newPassword, c.get('clientAddress'));
        return c.json({ success: true as const });
      },
    )
    .post(
      '/appuser/reset-password',
      requireToken('reset', ['admin']),
      validate('json', ResetPasswordRequest),
      async (c) => {
        await setPasswordFromLink(callerOf(c), c.req.valid('json').newPassword, c.get('clientAddress'));
        return c.json({ success: true as const });
      },
    )
    .post(
      '/employee/change-password',
      requireToken('invitation', [...CUSTOMER_ROLES]),
      validate('json', ChangePasswordRequest),
      async (c) => {
        const caller = callerOf(c);
        const body = c.req.valid('json');
        if (body.dataProtectionPolicyAccepted !== true) throw new HttpError(400, 'CONSENT_REQUIRED');
        assertPasswordsMatch(body.password, body.confirmPassword);
        const user = await db
          .selectFrom('users')
          .select(['firstname', 'lastname', 'email'])
          .where('id', '=', caller.userId)
          .executeTakeFirstOrThrow();
        assertAcceptablePassword(body.password, [user.firstname, user.lastname, user.email]);
        const passwordHash = await hashPassword(body.password);
        const now = deps.now();
        await db.transaction().execute(async (trx) => {
          await consumeLinkToken(trx, caller.tokenHash, 'invitation');
          await trx
            .updateTable('users')
            .set({
              password_hash: passwordHash,
              active: true,
              is_first_login: false,
              data_protection_policy_accepted_at: now,
              updated_at: now,
            })
            .where('id', '=', caller.userId)
            .execute();
          await revokeTokens(trx, caller.userId);
          await audit(trx, {
            action: 'account.invitation_accepted',
            actor: caller,
            targetUserId: caller.userId,
            targetCompanyId: caller.companyId,
            clientAddress: c.get('clientAddress'),
          });
        });
        return c.json({ success: true as const, email: user.email });
      },
    );
}
