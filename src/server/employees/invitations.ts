import type { InviteEmployeeRequest, InviteEmployeeResponse } from '#shared/api/company-employees.ts';
import { assertNotThrottled, recordHit } from '../core/throttle.ts';
import { audit } from '../audit/audit-log.ts';
import type { Db } from '../db/database.ts';
import { HttpError, emailTaken as emailTakenError, forbidden } from '../core/errors.ts';
import type { AppDeps } from '../deps.ts';
import type { Caller } from '../core/caller.ts';
import { issueInvitations, type InvitationSender } from './invitation-links.ts';
import { isCompanyStaff } from '../identity/company-access.ts';
import {
  INVITATIONS_OVERALL,
  INVITATIONS_OVERALL_KEY,
  INVITATIONS_PER_COMPANY,
  RESENDS_PER_PERSON,
  invitationsKey,
  resendsKey,
} from './invitation-throttle.ts';
import { findUserById, insertUser } from '../identity/users.repository.ts';
import { findPersonWithCompany } from './company-employees.repository.ts';
import { emailTaken } from '../accounts/email-taken.ts';
import { assignToNewPeople } from '../assignments/assignments.repository.ts';
import { invitedAccount } from '../identity/invited-account.ts';

/** The inviting person and their company; the mail is in their language (docs/product.md R32). */
async function inviterOf(db: Db, caller: Caller): Promise<InvitationSender> {
  const row = await findPersonWithCompany(db, caller.userId);
  if (!row) throw forbidden();
  return { name: `${row.firstname} ${row.lastname}`, companyName: row.company_name, lang: row.lang };
}

/**
 * POST /employee/invite-employee: the person joins the caller's company as manager or employee,
 * without a password, inactive, on first login and in the inviter's language, with the listed
 * courses and the company's onboarding courses; the link and the mail are written in the same
 * transaction.
 */
export async function inviteEmployee(
  deps: AppDeps,
  caller: Caller,
  body: InviteEmployeeRequest,
  clientAddress: string,
): Promise<InviteEmployeeResponse> {
  const { db } = deps;
  if (caller.companyId === null) throw forbidden();
  const companyId = caller.companyId;
  const inviter = await inviterOf(db, caller);
  const now = deps.now();
  await assertNotThrottled(db, invitationsKey(companyId), now);
  await assertNotThrottled(db, INVITATIONS_OVERALL_KEY, now);
  // A refused address counts like an invitation: asking for addresses is not free (decision 067).
  if (await emailTaken(db, body.email)) {
    await recordHit(db, invitationsKey(companyId), INVITATIONS_PER_COMPANY, now);
    throw emailTakenError();
  }

  return db.transaction().execute(async (trx) => {
    const role = body.isManager ? 'manager' : 'employee';
    const person = await insertUser(trx, invitedAccount(body, { role, companyId, lang: inviter.lang }, now), [
      'id',
      'firstname',
      'lastname',
      'salutation',
      'email',
    ]);
    // The courses named here and the company's onboarding courses (decision 082).
    const courses = await assignToNewPeople(trx, companyId, [person.id], body.assignedCourseList, now);
    await issueInvitations(trx, deps, [person], inviter, now);
    await recordHit(trx, invitationsKey(companyId), INVITATIONS_PER_COMPANY, now);
    await recordHit(trx, INVITATIONS_OVERALL_KEY, INVITATIONS_OVERALL, now);
    await audit(trx, {
      action: 'employee.invited',
      actor: caller,
      targetUserId: person.id,
      targetCompanyId: companyId,
      clientAddress,
      details: { role, courses },
    });
    return { employeeId: person.id };
  });
}

/**
 * GET /employee/resend-invitation: a new link and mail for a manager or employee of the caller's
 * company who has not set a password yet; the previous link stops working.
 */
export async function resendInvitation(
  deps: AppDeps,
  caller: Caller,
  employeeId: number,
  clientAddress: string,
): Promise<void> {
  const { db } = deps;
  const person = await findUserById(db, employeeId);
  if (!person || !isCompanyStaff(caller, person.company_id) || person.role === 'employer') throw forbidden();
  if (person.password_hash !== null) throw new HttpError(409, 'INVITATION_ALREADY_ACCEPTED');
  const inviter = await inviterOf(db, caller);
  const now = deps.now();
  await assertNotThrottled(db, resendsKey(person.id), now);

  await db.transaction().execute(async (trx) => {
    await issueInvitations(trx, deps, [person], inviter, now);
    await recordHit(trx, resendsKey(person.id), RESENDS_PER_PERSON, now);
    await audit(trx, {
      action: 'employee.invitation_resent',
      actor: caller,
      targetUserId: person.id,
      targetCompanyId: person.company_id,
      clientAddress,
    });
  });
}
