import { EMAIL_CONFIRM_HOURS, EMAIL_REPORT_DAYS, type Lang } from '#shared/constants.ts';
import { audit } from '../audit/audit-log.ts';
import { HttpError, emailTaken as emailTakenError } from '../core/errors.ts';
import { hashToken, newToken, revokeTokens } from '../core/tokens.ts';
import { emailTaken } from '../core/users.repository.ts';
import type { Db } from '../db/database.ts';
import type { UserRow } from '../db/schema.ts';
import type { AppDeps } from '../http/types.ts';
import { emailChangeConfirmMail, emailChangeNoticeMail } from '../mail/templates.ts';
import {
  deleteEmailChange,
  findEmailChange,
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
  const confirm = newToken();
  const report = newToken();
  await storeEmailChange(trx, {
    userId: person.id,
    oldEmail: person.email,
    newEmail,
    confirmHash: hashToken(confirm),
    reportHash: hashToken(report),
    now,
  });
  const lang: Lang = person.lang;
  const brand = { brandName: deps.config.brandName, contactEmail: deps.config.contact.email };
  const url = (path: string, token: string) => `${deps.config.publicUrl}/${path}/${token}`;
  await deps.mail.enqueue(trx, {
    to: newEmail,
    ...emailChangeConfirmMail(lang, brand, {
      firstname: person.firstname,
      newEmail,
      url: url('confirm-email', confirm),
    }),
  });
  await deps.mail.enqueue(trx, {
    to: person.email,
    ...emailChangeNoticeMail(lang, brand, {
      firstname: person.firstname,
      newEmail,
      url: url('report-email-change', report),
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
    const person = await trx
      .updateTable('users')
      .set({ email: change.new_email, updated_at: now })
      .where('id', '=', change.user_id)
      .where('email', '=', change.old_email)
      .returning(['id', 'role', 'company_id'])
      .executeTakeFirst();
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
 * POST /employee/report-email-change: the owner of the old address did not ask for the change.
 * A pending change is dropped, a confirmed one undone (when the old address is still free), and
 * every session and link of the person ends: whoever asked may hold one.
 */
export async function reportEmailChange(deps: AppDeps, token: string, clientAddress: string): Promise<void> {
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const change = await findEmailChange(trx, 'report_token_hash', hashToken(token));
    if (!change || change.requested_at <= hoursBefore(now, EMAIL_REPORT_DAYS * 24)) throw invalidLink();
    if (change.confirmed_at && !(await emailTaken(trx, change.old_email, change.user_id))) {
      await trx
        .updateTable('users')
        .set({ email: change.old_email, updated_at: now })
        .where('id', '=', change.user_id)
        .execute();
    }
    await deleteEmailChange(trx, change.user_id);
    await revokeTokens(trx, change.user_id);
    await audit(trx, {
      action: 'account.email_change_reported',
      targetUserId: change.user_id,
      clientAddress,
      details: { undone: change.confirmed_at !== null },
    });
  });
}
