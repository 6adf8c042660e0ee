import type { ChangePasswordRequest } from '#shared/api/accounts.ts';
import { audit } from '../audit/audit-log.ts';
import { passwordContext, storePassword } from '../identity/users.repository.ts';
import { HttpError } from '../core/errors.ts';
import type { AppDeps } from '../deps.ts';
import type { Caller } from '../core/caller.ts';
import { assertAcceptablePassword, assertPasswordsMatch, hashPassword } from '../identity/passwords.ts';
import { consumeLinkToken, revokeTokens } from '../identity/tokens.ts';
import { forgetTrustedDevices } from '../identity/trusted-devices.ts';
import { dropPendingEmailChange } from './email-changes.repository.ts';
import { providerOnlySignIn } from './provider-only.repository.ts';

/**
 * Sets a new password from a reset (or admin set-up) link; the link and every session die with it.
 * Refused (403 PASSWORD_SIGN_IN_OFF) to someone whose company signs them in through its provider alone.
 */
export async function setPasswordFromLink(
  deps: AppDeps,
  caller: Caller,
  newPassword: string,
  clientAddress: string,
): Promise<void> {
  const user = await passwordContext(deps.db, caller.userId);
  // A link mailed before the company turned passwords off: the password it sets would be refused
  // at sign-in, so it is refused here, before anything changes (decision 106).
  if (await providerOnlySignIn(deps.db, user)) throw new HttpError(403, 'PASSWORD_SIGN_IN_OFF');
  await assertAcceptablePassword(
    newPassword,
    [user.firstname, user.lastname, user.email, deps.config.brandName],
    deps.config,
  );
  const passwordHash = await hashPassword(newPassword);
  await deps.db.transaction().execute(async (trx) => {
    await consumeLinkToken(trx, caller.tokenHash, 'reset');
    await storePassword(trx, caller.userId, passwordHash, deps.now(), { active: true, is_first_login: false });
    await revokeTokens(trx, caller.userId);
    // A reset may follow a takeover: remembered browsers and a pending address change go too.
    await forgetTrustedDevices(trx, caller.userId);
    await dropPendingEmailChange(trx, caller.userId);
    await audit(trx, {
      action: 'account.password_reset',
      actor: { userId: caller.userId, role: user.role },
      targetUserId: caller.userId,
      targetCompanyId: user.company_id,
      clientAddress,
    });
  });
}

/** The address an invitation link was sent for; the guard has already refused a dead link. */
export async function invitedAddress(deps: AppDeps, caller: Caller): Promise<string> {
  return (await passwordContext(deps.db, caller.userId)).email;
}

/**
 * Accepts an invitation: the privacy notice accepted, the first password set, the account active.
 * The invitation link is used up and earlier sessions end. Answers the address to sign in with.
 */
export async function acceptInvitation(
  deps: AppDeps,
  caller: Caller,
  request: ChangePasswordRequest,
  clientAddress: string,
): Promise<string> {
  if (request.dataProtectionPolicyAccepted !== true) throw new HttpError(400, 'CONSENT_REQUIRED');
  assertPasswordsMatch(request.password, request.confirmPassword);
  const user = await passwordContext(deps.db, caller.userId);
  await assertAcceptablePassword(
    request.password,
    [user.firstname, user.lastname, user.email, deps.config.brandName],
    deps.config,
  );
  const passwordHash = await hashPassword(request.password);
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    await consumeLinkToken(trx, caller.tokenHash, 'invitation');
    await storePassword(trx, caller.userId, passwordHash, now, {
      active: true,
      is_first_login: false,
      data_protection_policy_accepted_at: now,
    });
    await revokeTokens(trx, caller.userId);
    await audit(trx, {
      action: 'account.invitation_accepted',
      actor: caller,
      targetUserId: caller.userId,
      targetCompanyId: caller.companyId,
      clientAddress,
    });
  });
  return user.email;
}
