import {
  SIMULATION_TEXT_VERSIONS,
  type ChecklistRequest,
  type SimulationBooking,
  type SimulationChecklist as ChecklistAnswer,
} from '#shared/api/simulation.ts';
import { audit } from '../audit/audit-log.ts';
import type { Caller } from '../core/caller.ts';
import { fieldError, forbidden, HttpError } from '../core/errors.ts';
import type { Config } from '../config.ts';
import type { SimulationChecklist } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { ALLOW_LIST_HEADER, allowListValue } from './allow-list.ts';
import { reportAddress } from './reports/report-address.ts';
import {
  activeSenderDomains,
  companySimulationBlockedAt,
  findBooking,
  insertBooking,
  saveChecklistItems,
} from './booking.repository.ts';
import { simulationParticipation } from '../certificates/simulation-participation.ts';

/** A booking as stored. */
export type Booking = NonNullable<Awaited<ReturnType<typeof findBooking>>>;

export const notBooked = () => new HttpError(403, 'FEATURE_NOT_BOOKED');
const unavailable = () => new HttpError(409, 'SIMULATION_UNAVAILABLE');
const outdated = (version: string) => new HttpError(409, 'TEXT_VERSION_OUTDATED', { params: { version } });

/**
 * Whether the provider can send simulations at all: through SIMULATION_SMTP_URL, never the
 * portal's own SMTP_URL; in development without any SMTP the files stand in for both.
 */
export const simulationOffered = (config: Config): boolean =>
  config.simulation.smtpUrl !== undefined || config.simulation.fileTransport;

/** The company of a customer caller (employer or manager: the routes let no one else in). */
export function companyOf(caller: Caller): number {
  if (caller.companyId === null) throw forbidden();
  return caller.companyId;
}

/** Every simulation call but the booking itself: 403 FEATURE_NOT_BOOKED until the company booked. */
export async function requireBooking(deps: AppDeps, caller: Caller): Promise<Booking> {
  const booking = await findBooking(deps.db, companyOf(caller));
  if (!booking) throw notBooked();
  return booking;
}

/** Staff informed with the current announcement and privacy notice: a changed text opens the item again. */
export function staffInformedCurrent(checklist: SimulationChecklist): boolean {
  const item = checklist.staffInformed;
  return (
    item?.version === SIMULATION_TEXT_VERSIONS.checklist &&
    item.announcementVersion === SIMULATION_TEXT_VERSIONS.announcement &&
    item.noticeVersion === SIMULATION_TEXT_VERSIONS.notice
  );
}

/** Every item ticked, each for the current text of the checklist (and the staff's texts). */
export function checklistComplete(checklist: SimulationChecklist): boolean {
  const current = SIMULATION_TEXT_VERSIONS.checklist;
  return (
    staffInformedCurrent(checklist) &&
    checklist.worksCouncil?.version === current &&
    checklist.dataProtectionOfficer?.version === current
  );
}

function checklistAnswer(checklist: SimulationChecklist): ChecklistAnswer {
  const staff = checklist.staffInformed;
  return {
    staffInformed: staff
      ? {
          at: staff.at,
          version: staff.version,
          announcementVersion: staff.announcementVersion ?? null,
          noticeVersion: staff.noticeVersion ?? null,
        }
      : null,
    worksCouncil: checklist.worksCouncil ?? null,
    dataProtectionOfficer: checklist.dataProtectionOfficer ?? null,
    complete: checklistComplete(checklist),
  };
}

export async function bookingStatus(deps: AppDeps, caller: Caller): Promise<SimulationBooking> {
  const companyId = companyOf(caller);
  const [booking, blockedAt, senderDomains, participation] = await Promise.all([
    findBooking(deps.db, companyId),
    companySimulationBlockedAt(deps.db, companyId),
    activeSenderDomains(deps.db),
    simulationParticipation(deps.db, companyId, deps.now()),
  ]);
  return {
    available: simulationOffered(deps.config) && blockedAt === null,
    versions: { ...SIMULATION_TEXT_VERSIONS },
    booked: booking ? { at: booking.booked_at.toISOString(), addendumVersion: booking.addendum_version } : null,
    checklist: checklistAnswer(booking?.checklist ?? {}),
    testMailSentAt: booking?.test_mail_sent_at?.toISOString() ?? null,
    allowList:
      booking && caller.role === 'employer'
        ? { header: ALLOW_LIST_HEADER, value: allowListValue(deps.config, companyId) }
        : null,
    senderDomains,
    landingUrl: deps.config.simulation.landingUrl,
    reportAddress: booking ? reportAddress(deps.config, companyId) : null,
    pseudonymous: booking?.pseudonymous
      ? {
          at: booking.pseudonymous.at,
          version: booking.pseudonymous.version,
          worksCouncil: booking.pseudonymous.worksCouncil,
        }
      : null,
    participation,
  };
}

/** The employer accepts the addendum of the current version; booked once, audited once. */
export async function bookSimulation(
  deps: AppDeps,
  caller: Caller,
  addendumVersion: string,
  clientAddress: string,
): Promise<SimulationBooking> {
  const companyId = companyOf(caller);
  if (addendumVersion !== SIMULATION_TEXT_VERSIONS.addendum) throw outdated(SIMULATION_TEXT_VERSIONS.addendum);
  if (!simulationOffered(deps.config) || (await companySimulationBlockedAt(deps.db, companyId))) throw unavailable();
  await deps.db.transaction().execute(async (trx) => {
    const booked = await insertBooking(trx, {
      companyId,
      addendumVersion,
      bookedAt: deps.now(),
      bookedBy: caller.userId,
    });
    if (booked) {
      await audit(trx, {
        action: 'simulation.booked',
        actor: caller,
        targetCompanyId: companyId,
        clientAddress,
        details: { addendumVersion },
      });
    }
  });
  return bookingStatus(deps, caller);
}

/** One item of the checklist, for the text version the employer saw; audited with it. */
export async function confirmChecklistItem(
  deps: AppDeps,
  caller: Caller,
  request: ChecklistRequest,
  clientAddress: string,
): Promise<SimulationBooking> {
  const booking = await requireBooking(deps, caller);
  const current = SIMULATION_TEXT_VERSIONS.checklist;
  if (request.version !== current) throw outdated(current);
  const at = deps.now().toISOString();
  const checklist: SimulationChecklist = {};
  const details: Record<string, unknown> = { item: request.item, version: current };
  if (request.item === 'worksCouncil') {
    const date = request.date ?? null;
    if (request.choice !== 'none' && date === null) throw fieldError('date', 'required');
    if (date !== null && date > at.slice(0, 10)) throw fieldError('date', 'not in the future');
    checklist.worksCouncil = {
      at,
      version: current,
      choice: request.choice,
      date: request.choice === 'none' ? null : date,
    };
    Object.assign(details, { choice: request.choice, date: checklist.worksCouncil.date });
  } else if (request.item === 'staffInformed') {
    // What the staff were given to read: stored with the confirmation, which counts only for these texts.
    const texts = {
      announcementVersion: SIMULATION_TEXT_VERSIONS.announcement,
      noticeVersion: SIMULATION_TEXT_VERSIONS.notice,
    };
    checklist.staffInformed = { at, version: current, ...texts };
    Object.assign(details, texts);
  } else {
    checklist.dataProtectionOfficer = { at, version: current };
  }
  await deps.db.transaction().execute(async (trx) => {
    await saveChecklistItems(trx, booking.company_id, checklist);
    await audit(trx, {
      action: 'simulation.checklist_confirmed',
      actor: caller,
      targetCompanyId: booking.company_id,
      clientAddress,
      details,
    });
  });
  return bookingStatus(deps, caller);
}
