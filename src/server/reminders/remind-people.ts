import type { RemindOutcome, RemindPeopleResponse } from '#shared/api/employer-todo.ts';
import { INVITATION_TTL_SECONDS } from '#shared/constants.ts';
import { audit } from '../audit/audit-log.ts';
import type { Caller } from '../core/caller.ts';
import { forbidden } from '../core/errors.ts';
import { hitCount, recordHit } from '../core/throttle.ts';
import type { AppDeps } from '../deps.ts';
import { issueInvitations } from '../employees/invitation-links.ts';
import { RESENDS_PER_PERSON, resendsKey } from '../employees/invitation-throttle.ts';
import { findPersonWithCompany } from '../employees/company-employees.repository.ts';
import { isOfficeHours } from './reminder-job.ts';
import { storeReminderRequests } from '../identity/users.repository.ts';
import { lockPeopleToRemind, type PersonToRemind as Row } from './remind-people.repository.ts';

/**
 * POST /reminders/remind-people (docs/decisions/105-employer-to-do-view.md): the employer or a
 * manager asks that the chosen people be reminded. Nothing is sent here: the request is stored as
 * one more moment of decision 085 (`users.reminder_requested_at`) and the reminder job mails it
 * at its next run, so the week's limit, the working hours, who is reachable and both switches are
 * the job's own. People who have not accepted their invitation get it again instead, at most once
 * a week, as the resend does. Everyone named must belong to the caller's company.
 */

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export async function remindPeople(
  deps: AppDeps,
  caller: Caller,
  userIds: readonly number[],
  clientAddress: string,
): Promise<RemindPeopleResponse> {
  const companyId = caller.companyId;
  if (companyId === null) throw forbidden();
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    // The rows stay locked until the request is stored: the job's claim waits, and sees it.
    const rows = await lockPeopleToRemind(trx, companyId, userIds);
    // Someone of another company, or no one: refused as a whole, nothing changes.
    if (rows.length !== userIds.length) throw forbidden();

    const results: RemindPeopleResponse['results'] = [];
    const queued: number[] = [];
    const invitees: Row[] = [];
    for (const row of rows) {
      const [outcome, nextPossibleAt] = await decide(trx, row, now);
      if (outcome === 'queued') queued.push(row.id);
      if (outcome === 'invitationSent') invitees.push(row);
      results.push({ userId: row.id, outcome, nextPossibleAt: nextPossibleAt?.toISOString() ?? null });
    }
    if (queued.length > 0) {
      // The job looks at them at its next run (decision 091's "look again").
      await storeReminderRequests(trx, queued, now);
    }
    if (invitees.length > 0) {
      const inviter = await findPersonWithCompany(trx, caller.userId);
      if (!inviter) throw forbidden();
      const sender = {
        name: `${inviter.firstname} ${inviter.lastname}`,
        companyName: inviter.company_name,
        lang: inviter.lang,
      };
      await issueInvitations(trx, deps, invitees, sender, now);
      for (const person of invitees) {
        await recordHit(trx, resendsKey(person.id), RESENDS_PER_PERSON, now);
        await audit(trx, {
          action: 'employee.invitation_resent',
          actor: caller,
          targetUserId: person.id,
          targetCompanyId: companyId,
          clientAddress,
        });
      }
    }
    const order = new Map(userIds.map((id, index) => [id, index]));
    results.sort((a, b) => order.get(a.userId)! - order.get(b.userId)!);
    return { results, sendsFrom: nextOfficeHours(now).toISOString() };
  });
}

/** What a request does for one person, and from when a limited one may come again. */
async function decide(db: AppDeps['db'], row: Row, now: Date): Promise<[RemindOutcome, Date | null]> {
  if (!row.has_password) {
    // Invited: the invitation is the reminder (decision 085), once a week at most.
    if (row.role === 'employer' || !row.reachable_invitee) return ['unreachable', null];
    const sentAt = row.invitation_expires_at
      ? new Date(new Date(row.invitation_expires_at).getTime() - INVITATION_TTL_SECONDS * 1000)
      : null;
    if (sentAt && now.getTime() - sentAt.getTime() < WEEK_MS) {
      return ['remindedRecently', new Date(sentAt.getTime() + WEEK_MS)];
    }
    if ((await hitCount(db, resendsKey(row.id))) >= RESENDS_PER_PERSON.maxPerWindow) return ['unreachable', null];
    return ['invitationSent', null];
  }
  if (!row.reachable) return ['unreachable', null];
  if (!row.switched_on) return ['switchedOff', null];
  if (!row.has_open) return ['nothingOpen', null];
  const reminded = row.learner_reminded_at ? new Date(row.learner_reminded_at) : null;
  if (reminded && now.getTime() - reminded.getTime() < WEEK_MS) {
    return ['remindedRecently', new Date(reminded.getTime() + WEEK_MS)];
  }
  return ['queued', null];
}

/** `now` in working hours, else the next start of them (8 o'clock German time on a working day). */
export function nextOfficeHours(now: Date): Date {
  if (isOfficeHours(now)) return now;
  // German time is a whole number of hours off UTC: step from the next full hour.
  let at = new Date(Math.ceil(now.getTime() / 3_600_000) * 3_600_000);
  while (!isOfficeHours(at)) at = new Date(at.getTime() + 3_600_000);
  return at;
}
