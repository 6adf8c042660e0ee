import { EMAIL_CONFIRM_HOURS, EMAIL_REPORT_DAYS } from '#shared/constants.ts';
import { audit } from '../audit/audit-log.ts';
import { HttpError, emailTaken as emailTakenError } from '../core/errors.ts';
import { EMAIL_CHANGES_PER_PERSON, assertNotThrottled, recordHit } from '../core/throttle.ts';
import { hashToken, newToken, revokeTokens } from '../identity/tokens.ts';
import { forgetTrustedDevices } from '../identity/trusted-devices.ts';
import { emailTaken } from './email-taken.ts';
import { removeFactorsSince } from '../second-factor/second-factors.ts';
import {
  adminAddressees,
  findUserById,
  replaceEmail,
  restoreEmail,
  setUserLocked,
} from '../identity/users.repository.ts';
import type { EmailChangeReported } from '#shared/api/accounts.ts';
import type { Db } from '../db/database.ts';
import type { UserRow } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import {
  addresseeOf,
  adminReportedMail,
  brandingOf,
  emailChangeConfirmMail,
  emailChangeNoticeMail,
} from '../mail/templates.ts';
import {
  deleteEmailChange,
  endConfirmedReport,
  findEmailChange,
  findOwnEmailChange,
  markEmailChangeConfirmed,
  pendingEmail,
  storeEmailChange,
} from './email-changes.repository.ts';

/**
 * Changing one's own e-mail address (docs/decisions/066-confirmed-email-changes.md): the request
 * (with the current password, checked by the caller) changes nothing yet; the new address gets a
 * link that makes it count within EMAIL_CONFIRM_HOURS, the old one a notice with a link to report
 * the change within EMAIL_REPORT_DAYS, which undoes it and ends every session.
 */
export async function requestEmailChange(
  deps: AppDeps,
  trx: Db,
  person: UserRow,
  newEmail: string,
  clientAddress: string,
): Promise<void> {
  const now = deps.now();
  await assertNotThrottled(trx, changesKey(person.id), now);
  const confirm = newToken();
  const report = newToken();
  // After a confirmed change that can still be reported, the address to go back to stays the one
  // before it, and its owner gets the notice (and a new report link) again.
  const earlier = await findOwnEmailChange(trx, person.id);
  const reportable = earlier && earlier.report_until > now && earlier.old_email !== person.email;
  const oldEmail = reportable ? earlier.old_email : person.email;
  await storeEmailChange(trx, {
    userId: person.id,
    oldEmail,
    newEmail,
    confirmHash: hashToken(confirm),
    reportHash: hashToken(report),
    now,
    reportUntil: new Date(now.getTime() + EMAIL_REPORT_DAYS * 24 * 3_600_000),
  });
  await recordHit(trx, changesKey(person.id), EMAIL_CHANGES_PER_PERSON, now);
  const brand = brandingOf(deps.config);
  const facts = (path: string, token: string) => ({
    ...addresseeOf(person),
    newEmail,
    url: `${deps.config.publicUrl}/${path}/${token}`,
  });
  await deps.mail.enqueue(trx, {
    to: newEmail,
    ...emailChangeConfirmMail(person.lang, brand, facts('confirm-email', confirm)),
  });
  await deps.mail.enqueue(trx, {
    to: oldEmail,
    ...emailChangeNoticeMail(person.lang, brand, {
      ...facts('report-email-change', report),
      admin: person.role === 'admin',
    }),
  });
  await audit(trx, {
    action: 'account.email_change_requested',
    actor: { userId: person.id, role: person.role },
    targetUserId: person.id,
    targetCompanyId: person.company_id,
    clientAddress,
  });
}

/** The new address a person has asked for, while its link still works. */
export function pendingEmailOf(deps: AppDeps, userId: number): Promise<string | null> {
  return pendingEmail(deps.db, userId, hoursBefore(deps.now(), EMAIL_CONFIRM_HOURS));
}

const changesKey = (userId: number) => `email-change:person:${userId}`;
const hoursBefore = (now: Date, hours: number) => new Date(now.getTime() - hours * 3_600_000);
const invalidLink = () => new HttpError(401, 'LINK_INVALID');

/**
 * POST /employee/confirm-email: the new address counts from now on. Reset and invitation links
 * sent to the old address die; sessions stay. Answers the address to sign in with.
 */
export async function confirmEmailChange(deps: AppDeps, token: string, clientAddress: string): Promise<string> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const change = await findEmailChange(trx, 'confirm_token_hash', hashToken(token));
    if (!change || change.confirmed_at || change.requested_at <= hoursBefore(now, EMAIL_CONFIRM_HOURS)) {
      throw invalidLink();
    }
    if (await emailTaken(trx, change.new_email, change.user_id)) throw emailTakenError();
    const person = await replaceEmail(trx, change.user_id, change.old_email, change.new_email, now);
    if (!person) throw invalidLink();
    await markEmailChangeConfirmed(trx, change.user_id, now);
    await revokeTokens(trx, change.user_id, ['invitation', 'reset']);
    await audit(trx, {
      action: 'account.email_changed',
      actor: { userId: person.id, role: person.role },
      targetUserId: person.id,
      targetCompanyId: person.company_id,
      clientAddress,
      details: { confirmed: true },
    });
    return change.new_email;
  });
}

/**
 * POST /employee/report-email-change: the owner of the old address did not ask for the change
 * (docs/decisions/098-email-change-report-and-second-factor.md). A customer's address goes back to
 * theirs (it stayed reserved for them), a pending change is dropped, and whoever asked loses every
 * hold on the account: sessions, links, remembered browsers, the password they knew, and the
 * factors and recovery codes added since the change was asked for. Factors from before stay and are
 * asked for again: a reader of the old mailbox gains a reset, not the account. An admin's account is
 * locked instead and recovers only through another admin, who is told.
 */
export async function reportEmailChange(
  deps: AppDeps,
  token: string,
  clientAddress: string,
): Promise<EmailChangeReported['recovery']> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const change = await findEmailChange(trx, 'report_token_hash', hashToken(token));
    if (!change || change.report_until <= now) throw invalidLink();
    const person = await findUserById(trx, change.user_id);
    if (!person) throw invalidLink();
    await deleteEmailChange(trx, change.user_id);
    await revokeTokens(trx, change.user_id);
    await forgetTrustedDevices(trx, change.user_id);
    if (person.role === 'admin') {
      await setUserLocked(trx, person.id, person.locked_at ?? now, now);
      await tellOtherAdmins(trx, deps, person);
      await audit(trx, {
        action: 'account.email_change_reported',
        targetUserId: person.id,
        clientAddress,
        details: { undone: false, locked: true },
      });
      return 'another-admin';
    }
    const restored = await restoreEmail(trx, change.user_id, change.old_email, now);
    const factorsRemoved = await removeFactorsSince(trx, change.user_id, change.requested_at, now);
    await audit(trx, {
      action: 'account.email_change_reported',
      targetUserId: change.user_id,
      targetCompanyId: person.company_id,
      clientAddress,
      details: { undone: restored?.email === change.old_email && change.confirmed_at !== null, factorsRemoved },
    });
    return 'password-reset';
  });
}

/** Every other admin hears that an admin account was locked by a report, and what to do. */
async function tellOtherAdmins(trx: Db, deps: AppDeps, reported: UserRow): Promise<void> {
  const brand = brandingOf(deps.config);
  for (const admin of await adminAddressees(trx)) {
    if (admin.id === reported.id) continue;
    await deps.mail.enqueue(trx, {
      to: admin.email,
      ...adminReportedMail(admin.lang, brand, {
        ...addresseeOf({ ...admin, salutation: null }),
        reportedName: `${reported.firstname} ${reported.lastname}`,
        reportedEmail: reported.email,
        url: `${deps.config.publicUrl}/admin/admins`,
      }),
    });
  }
}

/**
 * A sign-in finished with a factor the person had before a confirmed change of their address was
 * asked for: that is the owner, so the report link of that change ends. A factor added since could
 * be whoever made the change.
 */
export async function endReportAfterSignIn(db: Db, userId: number, factorSince: Date | null, now: Date) {
  await endConfirmedReport(db, userId, factorSince, now);
}
