import type { EmployeePatch } from '#shared/api/employees.ts';
import { AGREEMENT_VERSION } from '#shared/constants.ts';
import { audit } from '../audit/audit-log.ts';
import { assertAcceptablePassword, hashPassword } from '../identity/passwords.ts';
import { temporaryPasswordExpiry } from '../identity/temporary-password.ts';
import { requestEmailChange } from '../accounts/email-change.ts';
import { dropPendingEmailChange } from '../accounts/email-changes.repository.ts';
import { forgetTrustedDevices } from '../identity/trusted-devices.ts';
import type { UserRow, UserUpdate } from '../db/schema.ts';
import { HttpError, emailTaken as emailTakenError, forbidden } from '../core/errors.ts';
import type { AppDeps } from '../deps.ts';
import type { Caller } from '../core/caller.ts';
import { emailTaken } from '../accounts/email-taken.ts';
import { reauthenticate } from '../identity/reauthenticate.ts';
import { deleteTokensExcept } from '../identity/tokens.repository.ts';
import { updateUser } from '../identity/users.repository.ts';

type Field = keyof EmployeePatch;

/**
 * Who may change which field of an account (docs/product.md §7, R5 and R6):
 * everyone their own language, video flag, privacy consent and password; employers and
 * employees also their own names and e-mail; only the employer the agreement; admins the
 * account data and password of any customer. Nobody else changes anyone else here.
 */
function allowedFields(caller: Caller, target: UserRow): ReadonlySet<Field> {
  const own: Field[] = [
    'lang',
    'sawVideo',
    'remindersEnabled',
    'dataProtectionPolicyAccepted',
    'password',
    'currentPassword',
    'isFirstLogin',
  ];
  if (caller.role === 'admin') {
    if (target.id === caller.userId) return new Set([...own, 'firstname', 'lastname', 'email', 'salutation']);
    if (target.role === 'admin') return new Set();
    return new Set(['firstname', 'lastname', 'email', 'salutation', 'lang', 'password', 'isFirstLogin']);
  }
  if (target.id !== caller.userId) return new Set();
  if (caller.role === 'manager') return new Set(own);
  const accountData: Field[] = ['firstname', 'lastname', 'email', 'salutation'];
  if (caller.role === 'employer')
    return new Set([...own, ...accountData, 'orderProcessingAccepted', 'orderProcessingAcceptedAt']);
  return new Set([...own, ...accountData]);
}

/** What a session may change while its password is a temporary one. */
const WHILE_PASSWORD_TEMPORARY: ReadonlySet<Field> = new Set([
  'password',
  'currentPassword',
  'isFirstLogin',
  'lang',
  'sawVideo',
  'dataProtectionPolicyAccepted',
]);

export async function patchEmployee(
  deps: AppDeps,
  caller: Caller,
  target: UserRow,
  patch: EmployeePatch,
  clientAddress: string,
) {
  const { db } = deps;
  const allowed = allowedFields(caller, target);
  const fields = Object.keys(patch) as Field[];
  if (fields.some((field) => !allowed.has(field))) throw forbidden();
  // A temporary password opens only its own replacement and what the settings page needs (decision 064).
  if (caller.mustChangePassword && fields.some((field) => !WHILE_PASSWORD_TEMPORARY.has(field))) {
    throw new HttpError(403, 'PASSWORD_CHANGE_REQUIRED');
  }

  const now = deps.now();
  const update: UserUpdate = { updated_at: now };
  const events: Array<Parameters<typeof audit>[1]> = [];
  const base = { actor: caller, targetUserId: target.id, targetCompanyId: target.company_id, clientAddress };

  if (patch.lang !== undefined) update.lang = patch.lang;
  if (patch.sawVideo !== undefined) update.saw_video = patch.sawVideo;
  if (patch.remindersEnabled !== undefined) update.reminders_enabled = patch.remindersEnabled;
  if (patch.dataProtectionPolicyAccepted)
    update.data_protection_policy_accepted_at = target.data_protection_policy_accepted_at ?? now;
  if (patch.firstname !== undefined) update.firstname = patch.firstname;
  if (patch.lastname !== undefined) update.lastname = patch.lastname;
  if (patch.salutation !== undefined) update.salutation = patch.salutation;

  const changingOwn = target.id === caller.userId;
  // One's own address changes only with the current password, and only once the new address has
  // confirmed it (decision 066); an admin changes a customer's address at once.
  let requestedEmail: string | undefined;
  if (patch.email !== undefined && patch.email !== target.email.toLowerCase()) {
    if (changingOwn) await reauthenticate(deps, target, patch.currentPassword);
    if (await emailTaken(db, patch.email, target.id)) throw emailTakenError();
    if (changingOwn) requestedEmail = patch.email;
    else {
      update.email = patch.email;
      events.push({ ...base, action: 'account.email_changed' });
    }
  }

  if (patch.orderProcessingAccepted !== undefined) {
    if (patch.orderProcessingAccepted === false) {
      if (target.order_processing_accepted_at) throw new HttpError(400, 'AGREEMENT_CANNOT_BE_WITHDRAWN');
    } else if (!target.order_processing_accepted_at) {
      update.order_processing_accepted_at = now; // the server's time, never the client's
      events.push({ ...base, action: 'agreement.accepted', details: { version: AGREEMENT_VERSION } });
    }
  }

  let revokeOtherSessions = false;
  if (patch.password !== undefined) {
    // One's own password changes only with the current one, a temporary one too (decision 064).
    if (changingOwn && requestedEmail === undefined) await reauthenticate(deps, target, patch.currentPassword);
    await assertAcceptablePassword(
      patch.password,
      [target.firstname, target.lastname, target.email, deps.config.brandName],
      deps.config,
    );
    update.password_hash = await hashPassword(patch.password);
    // Changing one's own password ends the first login; a password set by an admin is temporary.
    update.is_first_login = !changingOwn;
    update.password_expires_at = changingOwn ? null : temporaryPasswordExpiry(now);
    // Replacing a temporary password is taking up the account: reminders count from now.
    if (changingOwn && (target.password_expires_at !== null || !target.active)) update.reminders_from = now;
    revokeOtherSessions = true;
    events.push({ ...base, action: 'account.password_changed', details: { byAdmin: !changingOwn } });
  }
  if (events.length === 0 && requestedEmail === undefined)
    events.push({
      ...base,
      action: 'account.updated',
      details: { fields: fields.filter((f) => f !== 'password' && f !== 'currentPassword') },
    });

  await db.transaction().execute(async (trx) => {
    await updateUser(trx, target.id, update);
    if (revokeOtherSessions) {
      // A new password cuts off a pending address change, and someone else's password the remembered browsers.
      await dropPendingEmailChange(trx, target.id);
      if (!changingOwn) await forgetTrustedDevices(trx, target.id);
      // Every token dies with a password change, except the session that made the change.
      await deleteTokensExcept(trx, target.id, target.id === caller.userId ? caller.tokenHash : '');
    }
    for (const event of events) await audit(trx, event);
    if (requestedEmail !== undefined) await requestEmailChange(deps, trx, target, requestedEmail, clientAddress);
  });
}
