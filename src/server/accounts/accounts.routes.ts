import { CUSTOMER_ROLES, type CustomerRole, type Role } from '#shared/constants.ts';
import { audit } from '../audit/audit-log.ts';
import { callerOf } from '../http/auth.ts';
import { HttpError } from '../http/errors.ts';
import type { AppDeps, Caller } from '../http/types.ts';
import { requestPasswordReset } from './password-reset.ts';
import { assertAcceptablePassword, assertPasswordsMatch, hashPassword } from './passwords.ts';
import { registerEmployer } from './registration.ts';
import { signIn } from './sign-in.ts';
import { consumeLinkToken, revokeToken, revokeTokens } from './tokens.ts';
import { api } from '#shared/api/endpoints/index.ts';
import { endpointRoutes, implement } from '../http/endpoint-routes.ts';

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

  return endpointRoutes(
    implement(api.customerLogin, async (c, { body }) => {
      const { email, password } = body;
      const result = await signIn(deps, {
        email,
        password,
        clientAddress: c.get('clientAddress'),
        roles: CUSTOMER_ROLES,
      });
      return {
        id: result.token,
        userId: result.user.id,
        ttl: result.ttl,
        created: result.created.toISOString(),
        lang: result.user.lang,
        // signIn let only these roles through
        role: result.user.role as CustomerRole,
      };
    }),
    implement(api.adminLogin, async (c, { body }) => {
      const { email, password } = body;
      const result = await signIn(deps, { email, password, clientAddress: c.get('clientAddress'), roles: ADMIN });
      return {
        id: result.token,
        userId: result.user.id,
        ttl: result.ttl,
        created: result.created.toISOString(),
        role: 'admin' as const,
      };
    }),
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
      await setPasswordFromLink(callerOf(c), body.newPassword, c.get('clientAddress'));
      return { success: true as const };
    }),
    implement(api.adminResetPassword, async (c, { body }) => {
      await setPasswordFromLink(callerOf(c), body.newPassword, c.get('clientAddress'));
      return { success: true as const };
    }),
    implement(api.acceptInvitation, async (c, { body }) => {
      const caller = callerOf(c);
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
      return { success: true as const, email: user.email };
    }),
  );
}
